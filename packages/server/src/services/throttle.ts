import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, Messages } from '@parley/api-client/contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/**
 * One throttle for every check of a secret: passwords (sign-in, and a signed-in user's own password wherever it
 * is asked again), and second factors (emailed codes, authenticator codes, recovery codes).
 *
 * Each guess is counted before it is evaluated, in one atomic statement: a burst of concurrent guesses cannot
 * have more of them evaluated than the budget allows, because the guesses past it find the budget spent or the
 * lock set and are refused without looking at the secret. A right guess gives its own budget back.
 *
 * Budgets are kept per account *and* client address: an attacker locks out the address it guesses from, with a
 * delay that doubles at each lockout, not the owner signing in from elsewhere. A wider budget per account
 * across all addresses bounds guessing spread over many addresses; it locks for at most a quarter of an hour.
 */
export type SecretPurpose = 'password' | 'code';

/** Wrong guesses from one address allowed before that address is locked out of the account. */
export const MAX_FAILURES = 5;
/** Wrong guesses from all addresses together within the window before the account is locked for everyone. */
export const MAX_ACCOUNT_FAILURES = 50;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** The first lockout lasts this long; each further one doubles, up to the ceiling. */
export const FIRST_LOCKOUT_SECONDS = 30;
export const MAX_LOCKOUT_SECONDS = 3600;
export const MAX_ACCOUNT_LOCKOUT_SECONDS = ACCOUNT_WINDOW_SECONDS;
/** The whole account's budget is kept under this client key. */
const EVERY_CLIENT = '*';

export const lockoutSeconds = (lockouts: number, ceiling = MAX_LOCKOUT_SECONDS) =>
  Math.min(ceiling, FIRST_LOCKOUT_SECONDS * 2 ** Math.max(0, lockouts - 1));

export interface SecretCheck {
  purpose: SecretPurpose;
  /** The account: a lower-cased email for passwords (known or not, so nothing is revealed), a user id for codes. */
  subject: string;
  /** The client address the guess comes from (request.ip). */
  ip: string | undefined;
}

interface Budget {
  client: string;
  max: number;
  ceiling: number;
}

const budgetsOf = (check: SecretCheck): Budget[] => [
  { client: clientKey(check.ip), max: MAX_FAILURES, ceiling: MAX_LOCKOUT_SECONDS },
  { client: EVERY_CLIENT, max: MAX_ACCOUNT_FAILURES, ceiling: MAX_ACCOUNT_LOCKOUT_SECONDS },
];

const subjectOf = (check: SecretCheck) =>
  check.purpose === 'password' ? check.subject.trim().toLowerCase() : check.subject;

const tooMany = (reply: FastifyReply | undefined, seconds: number) => {
  reply?.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
  return new ApiError(429, ErrorCodes.tooManyRequests, Messages.tooManyAttempts);
};

/**
 * Spends one guess of a budget; refuses (429) when it is locked or spent, locking it at the first guess past
 * the budget. The count and the lock test are one statement, so concurrent guesses are counted one by one.
 */
async function spend(
  db: Queryable,
  check: SecretCheck,
  budget: Budget,
  log: FastifyBaseLogger,
  reply?: FastifyReply,
): Promise<void> {
  const subject = subjectOf(check);
  const [row] = await db.query<{ failures: number; lockouts: number }>(
    `INSERT INTO secret_throttle AS t (purpose, subject, client, failures) VALUES ($1, $2, $3, 1)
     ON CONFLICT (purpose, subject, client) DO UPDATE SET
       failures = CASE WHEN t.updated_at < now() - make_interval(secs => $4) THEN 1 ELSE t.failures + 1 END,
       updated_at = now()
     WHERE t.locked_until IS NULL OR t.locked_until <= now()
     RETURNING t.failures, t.lockouts`,
    [check.purpose, subject, budget.client, ACCOUNT_WINDOW_SECONDS],
  );
  if (!row) {
    const [lock] = await db.query<{ left: number }>(
      `SELECT extract(epoch FROM locked_until - now())::float8 AS left FROM secret_throttle
        WHERE purpose = $1 AND subject = $2 AND client = $3`,
      [check.purpose, subject, budget.client],
    );
    throw tooMany(reply, lock?.left ?? FIRST_LOCKOUT_SECONDS);
  }
  if (row.failures <= budget.max) return;
  const lockouts = row.lockouts + 1;
  const seconds = lockoutSeconds(lockouts, budget.ceiling);
  // Only the first guess past the budget finds the count above it: it locks once, however many came at once.
  const locked = await db.query(
    `UPDATE secret_throttle SET failures = 0, lockouts = $4, locked_until = now() + make_interval(secs => $5)
      WHERE purpose = $1 AND subject = $2 AND client = $3 AND failures > $6 RETURNING 1`,
    [check.purpose, subject, budget.client, lockouts, seconds, budget.max],
  );
  if (locked.length > 0) {
    log.warn(
      {
        event: 'secret_lockout',
        purpose: check.purpose,
        account: subject,
        scope: budget.client === EVERY_CLIENT ? 'account' : 'client',
        lockouts,
        seconds,
      },
      'guesses locked out after too many wrong ones',
    );
  }
  throw tooMany(reply, seconds);
}

/**
 * Checks a secret through the throttle: spends a guess from the client's and the account's budgets (refusing
 * with 429 when either is locked), then runs `verify`. A right guess gives the client's budget back and ends its
 * lockouts; a wrong one stays spent.
 */
export async function checkSecret(
  db: Queryable,
  check: SecretCheck,
  verify: () => Promise<boolean>,
  context: { log: FastifyBaseLogger; reply?: FastifyReply },
): Promise<boolean> {
  const [client, account] = budgetsOf(check);
  await spend(db, check, client!, context.log, context.reply);
  await spend(db, check, account!, context.log, context.reply);
  const ok = await verify();
  if (ok) {
    await db.query('DELETE FROM secret_throttle WHERE purpose = $1 AND subject = $2 AND client = $3', [
      check.purpose,
      subjectOf(check),
      client!.client,
    ]);
    // The right secret proves these guesses were the owner's: they leave the account's budget too.
    await db.query(
      `UPDATE secret_throttle SET failures = greatest(0, failures - 1)
        WHERE purpose = $1 AND subject = $2 AND client = $3`,
      [check.purpose, subjectOf(check), EVERY_CLIENT],
    );
  }
  return ok;
}

/** Single sign-on starts one client may make per window; each stores a request row for ten minutes. */
export const SSO_STARTS_PER_CLIENT = 20;
export const SSO_START_WINDOW_SECONDS = 60;
/** Live authorisation requests across all clients; beyond it nobody may start until some expire or finish. */
export const MAX_PENDING_SSO_REQUESTS = 10_000;

/**
 * The address a guess or a start is counted against. One IPv6 host usually holds a whole /64, so counting single
 * addresses would let it pick a fresh one per request.
 */
export function clientKey(ip: string | undefined): string {
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

  const client = clientKey(request.ip);
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
