import { useEffect, useRef, useState } from 'react';
import type { BroadcastCheck, BroadcastRequest } from '@parley/api-client';
import { useValidateBroadcast } from '@parley/api-client/hooks';

/** Quiet time after the last change before the form asks the server what a send would do. */
export const BROADCAST_CHECK_DEBOUNCE_MS = 500;

export type BroadcastCheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'checked'; check: BroadcastCheck }
  | { state: 'failed'; message: string };

/**
 * The server's check of the request the form would send (recipients, rejections with reasons, the first
 * recipient's message), asked once the form has been still for a moment. Only the answer to the latest request
 * counts: one for an older request is dropped. `null` (an incomplete form) checks nothing.
 */
export function useBroadcastCheck(request: BroadcastRequest | null): BroadcastCheckState {
  const validate = useValidateBroadcast();
  const mutate = useRef(validate.mutateAsync);
  mutate.current = validate.mutateAsync;
  const key = request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<{ key: string; result: BroadcastCheckState } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      mutate
        .current({ body: JSON.parse(key) as BroadcastRequest })
        .then((result) => current && setAnswer({ key, result: { state: 'checked', check: result.data } }))
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (current) setAnswer({ key, result: { state: 'failed', message } });
        });
    }, BROADCAST_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (!key) return { state: 'idle' };
  return answer?.key === key ? answer.result : { state: 'checking' };
}
