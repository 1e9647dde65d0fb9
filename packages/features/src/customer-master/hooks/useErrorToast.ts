import { useEffect, useRef } from 'react';
import { useToast } from '@parley/ui';

/**
 * The server's message as an error toast when a list fails to load (§8: upload list and tag list errors). Once per
 * failure: a list that keeps polling (uploads in progress) does not toast again until it has loaded in between.
 */
export function useErrorToast(error: Error | null): void {
  const toast = useToast();
  const failing = useRef(false);
  useEffect(() => {
    if (error && !failing.current) toast.error(error.message);
    failing.current = error !== null;
  }, [error, toast]);
}
