import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { billingKeys } from './billingKeys.ts';

/** The enterprise's rate card; `enabled` false for a user who may not read it. */
export function useRateCard(enabled = true) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: billingKeys.rateCard,
    queryFn: async ({ signal }) => (await api.getRateCard({ signal })).data,
    enabled,
  });
}

export const useSaveRateCard = () => useEndpointMutation('saveRateCard', [billingKeys.all]);
