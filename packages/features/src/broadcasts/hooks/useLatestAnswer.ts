import { useEffect, useRef, useState } from 'react';
import type { BroadcastRequest } from '@parley/api-client';

/** Quiet time after the last change before the form asks the server about the request it would send. */
export const BROADCAST_CHECK_DEBOUNCE_MS = 500;

export type LatestAnswer<T> =
  { state: 'idle' } | { state: 'asking' } | { state: 'answered'; data: T } | { state: 'failed'; message: string };

/**
 * The server's answer about the request the form would send (a check, an estimate), asked once the form has been
 * still for a moment. Only the answer to the latest request counts: one for an older request is dropped. `null`
 * (an incomplete form, or the question turned off) asks nothing.
 */
export function useLatestAnswer<T>(
  request: BroadcastRequest | null,
  ask: (input: { body: BroadcastRequest }) => Promise<{ data: T }>,
): LatestAnswer<T> {
  const asked = useRef(ask);
  asked.current = ask;
  const key = request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<{ key: string; result: LatestAnswer<T> } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      asked
        .current({ body: JSON.parse(key) as BroadcastRequest })
        .then((result) => current && setAnswer({ key, result: { state: 'answered', data: result.data } }))
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
  return answer?.key === key ? answer.result : { state: 'asking' };
}
