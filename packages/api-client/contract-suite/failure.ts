import { isApiError, type ApiError } from '../src/client/index.ts';
import { Messages } from '../src/contract/messages.ts';

/** The API error a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** What a refusal for lack of permission looks like on every endpoint: 403 with the 1403 code (platform-shell §4.1). */
export const accessDenied = { kind: 'access-denied', code: 1403, message: Messages.accessDenied } as const;

/** A 404 with its record's message (another enterprise's record answers the same). */
export const notFound = (message: string) => ({ httpStatus: 404, code: 404, message });
