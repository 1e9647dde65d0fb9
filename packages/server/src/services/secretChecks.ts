import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@parley/api-client/contract';
import { verifyPassword } from '../auth/passwords.ts';
import type { Queryable } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { checkSecret, type SecretPurpose } from './throttle.ts';

/** What a secret check needs of a request: the database, and the caller's address and reply for the throttle. */
export interface SecretCheckContext {
  db: Queryable;
  request: FastifyRequest;
  reply?: FastifyReply;
}

/** Runs `verify` through the throttle for this account and the caller's address. */
export function throttledCheck(
  ctx: SecretCheckContext,
  purpose: SecretPurpose,
  subject: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  return checkSecret(ctx.db, { purpose, subject, ip: ctx.request.ip }, verify, {
    log: ctx.request.log,
    ...(ctx.reply ? { reply: ctx.reply } : {}),
  });
}

/**
 * A signed-in user's own password, asked again before a sensitive change. It shares the sign-in's budget
 * (same account, same purpose), so a stolen session cannot be used to guess the password either.
 */
export async function assertOwnPassword(
  ctx: SecretCheckContext,
  me: AuthUser,
  password: string,
  field = 'password',
): Promise<void> {
  const [row] = await ctx.db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM users WHERE id = $1 AND enterprise_id = $2',
    [me.id, me.enterpriseId],
  );
  const ok =
    row !== undefined && (await throttledCheck(ctx, 'password', row.email, () => verifyPassword(row.password_hash, password)));
  if (!ok) throw badRequest(Messages.wrongPassword, [{ field, message: Messages.wrongPassword }]);
}
