import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
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

/** Single sign-on starts one client may make per window; each stores a request row for ten minutes. */
export const SSO_STARTS_PER_CLIENT = 20;
export const SSO_START_WINDOW_SECONDS = 60;
/** Live authorisation requests across all clients; beyond it nobody may start until some expire or finish. */
export const MAX_PENDING_SSO_REQUESTS = 10_000;

/**
 * The address a start is counted against. One IPv6 host usually holds a whole /64, so counting single
 * addresses would let it pick a fresh one per request.
 */
export function ssoClientKey(ip: string | undefined): string {
  const address = (ip ?? '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address || 'unknown';
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded dotted quad takes the room of two groups.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const full =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)))
    .join(':')}::/64`;
}

let lastCapWarning = 0;

/**
 * Refuses (429) a single sign-on start once the client used up its window or the server holds too many live
 * requests. Checked before anything is stored or the provider is asked, so a refused start costs nothing; a
 * callback needs a live request, so this bounds the token-endpoint calls a stranger can cause as well.
 */
export async function assertSsoStartAllowed(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const [live] = await db.query<{ pending: number }>(
    'SELECT count(*)::int AS pending FROM (SELECT 1 FROM oidc_requests WHERE expires_at > now() LIMIT $1) AS live',
    [MAX_PENDING_SSO_REQUESTS],
  );
  if ((live?.pending ?? 0) >= MAX_PENDING_SSO_REQUESTS) {
    // Once a minute per process: under a flood every request would log otherwise.
    if (Date.now() - lastCapWarning > 60_000) {
      lastCapWarning = Date.now();
      request.log.warn(
        { event: 'sso_start_cap', pending: live?.pending },
        'single sign-on starts refused: too many live requests',
      );
    }
    reply.header('retry-after', String(SSO_START_WINDOW_SECONDS));
    throw new ApiError(429, ErrorCodes.tooManyRequests, Messages.ssoTooManyStarts);
  }

  const client = ssoClientKey(request.ip);
  await db.query('DELETE FROM sso_start_throttle WHERE window_started <= now() - make_interval(secs => $1)', [
    SSO_START_WINDOW_SECONDS,
  ]);
  const [row] = await db.query<{ starts: number; retry_after: number }>(
    `INSERT INTO sso_start_throttle AS t (client, window_started, starts) VALUES ($1, now(), 1)
     ON CONFLICT (client) DO UPDATE SET
       starts = CASE WHEN t.window_started > now() - make_interval(secs => $2) THEN t.starts + 1 ELSE 1 END,
       window_started = CASE WHEN t.window_started > now() - make_interval(secs => $2) THEN t.window_started ELSE now() END
     RETURNING t.starts, greatest(1, ceil(extract(epoch FROM t.window_started + make_interval(secs => $2) - now())))::int AS retry_after`,
    [client, SSO_START_WINDOW_SECONDS],
  );
  if (row && row.starts > SSO_STARTS_PER_CLIENT) {
    if (row.starts === SSO_STARTS_PER_CLIENT + 1) {
      request.log.warn({ event: 'sso_start_throttled', client }, 'single sign-on starts refused for a client');
    }
    reply.header('retry-after', String(row.retry_after));
    throw new ApiError(429, ErrorCodes.tooManyRequests, Messages.ssoTooManyStarts);
  }
}
