import type { BroadcastEstimate, BroadcastRequest } from '@parley/api-client';
import { useEstimateBroadcast } from '@parley/api-client/hooks';
import { useLatestAnswer, type LatestAnswer } from './useLatestAnswer.ts';

export type BroadcastEstimateState = LatestAnswer<BroadcastEstimate>;

/**
 * What the request the form would send costs at the enterprise's rate card, asked after the same quiet time as the
 * recipient check, so both answer together.
 */
export function useBroadcastEstimate(request: BroadcastRequest | null): BroadcastEstimateState {
  return useLatestAnswer(request, useEstimateBroadcast().mutateAsync);
}
