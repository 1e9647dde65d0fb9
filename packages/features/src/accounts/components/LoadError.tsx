import { LoadError as LoadErrorMessage } from '@parley/ui';
import { errorText } from './errorText.ts';

/** A list query that failed to load: the server's message and a way to ask again. */
export function LoadError({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (!query.isError) return null;
  return <LoadErrorMessage message={errorText(query.error)} onRetry={() => void query.refetch()} />;
}
