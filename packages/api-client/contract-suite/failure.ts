import { isApiError, type ApiError } from '../src/client/index.ts';

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
