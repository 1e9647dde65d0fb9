import { conflict } from './errors.ts';

/** PostgreSQL's unique_violation. */
export const UNIQUE_VIOLATION = '23505';

/** Runs an insert or update that a unique index may refuse (two saves racing past the check): that refusal is a 409. */
export async function uniquely<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}
