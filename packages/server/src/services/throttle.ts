import type { FastifyBaseLogger } from 'fastify';
import { ErrorCodes, Messages } from '@parley/api-client/contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/** Failed sign-ins allowed before a lockout. */
export const MAX_FAILURES = 5;
/** The first lockout lasts this long; each further one doubles, up to an hour. */
export const FIRST_LOCKOUT_SECONDS = 30;
export const MAX_LOCKOUT_SECONDS = 3600;

export const lockoutSeconds = (lockouts: number) =>
  Math.min(MAX_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** Math.max(0, lockouts - 1));

const key = (email: string) => email.trim().toLowerCase();

/** Refuses while the account (known or not, so nothing is revealed) is locked. */
export async function assertNotLocked(db: Queryable, email: string): Promise<void> {
  const [row] = await db.query<{ locked: boolean }>(
    'SELECT locked_until > now() AS locked FROM login_throttle WHERE email = $1',
    [key(email)],
  );
  if (row?.locked) throw new ApiError(429, ErrorCodes.tooManyRequests, Messages.tooManyAttempts);
}

export async function recordFailure(db: Queryable, email: string, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.query<{ failures: number; lockouts: number }>(
    `INSERT INTO login_throttle (email, failures) VALUES ($1, 1)
     ON CONFLICT (email) DO UPDATE SET failures = login_throttle.failures + 1
     RETURNING failures, lockouts`,
    [key(email)],
  );
  if (row && row.failures >= MAX_FAILURES) {
    const lockouts = row.lockouts + 1;
    const seconds = lockoutSeconds(lockouts);
    await db.query(
      `UPDATE login_throttle SET failures = 0, lockouts = $2, locked_until = now() + make_interval(secs => $3) WHERE email = $1`,
      [key(email), lockouts, seconds],
    );
    log.warn({ event: 'login_lockout', email: key(email), lockouts, seconds }, 'account locked after failed sign-ins');
  }
}

export async function recordSuccess(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE email = $1', [key(email)]);
}
