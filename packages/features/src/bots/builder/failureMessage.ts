import { isApiError, Messages } from '@parley/api-client';

/**
 * The spec shows the server's message when a call answers with one (status false), and its own text for the
 * action when the call itself failed. The client turns a failure without a message into its generic one, so
 * that (or a network failure) is where the action's text belongs.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.kind === 'network' || error.message === Messages.somethingWentWrong) return fallback;
  return error.message;
}
