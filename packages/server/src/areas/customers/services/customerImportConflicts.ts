/** Write conflicts after which a batch of customers (or search words) is written again instead of failing. */

export const UNIQUE_VIOLATION = '23505';
export const DEADLOCK = '40P01';

/** A batch whose cursor update found the cursor elsewhere: an earlier batch did not commit, or another worker did this one. */
export class OutOfTurn extends Error {
  constructor() {
    super('import batch out of turn');
  }
}
/** Failures a batch is redone after (looking its numbers up, in order): a number already there, a deadlock between two batches, out of turn. */
export const isRetryable = (error: unknown) =>
  error instanceof OutOfTurn || [UNIQUE_VIOLATION, DEADLOCK].includes((error as { code?: string })?.code ?? '');
