import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';

/** An estimate changes nothing: nothing to refresh. */
export const useEstimateBroadcast = () => useEndpointMutation('estimateBroadcast', []);
