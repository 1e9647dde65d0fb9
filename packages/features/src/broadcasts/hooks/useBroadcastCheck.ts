import type { BroadcastCheck, BroadcastRequest } from '@parley/api-client';
import { useValidateBroadcast } from '@parley/api-client/hooks';
import { useLatestAnswer, type LatestAnswer } from './useLatestAnswer.ts';

export { BROADCAST_CHECK_DEBOUNCE_MS } from './useLatestAnswer.ts';
export type BroadcastCheckState = LatestAnswer<BroadcastCheck>;

/** The server's check of the request the form would send: recipients, rejections with reasons, the first message. */
export function useBroadcastCheck(request: BroadcastRequest | null): BroadcastCheckState {
  return useLatestAnswer(request, useValidateBroadcast().mutateAsync);
}
