import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { sha256 } from '../../../auth/tokens.ts';

export type TokenPurpose = 'activation' | 'reset' | 'admin_reset' | 'login_2fa';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  activation: 48 * 3600,
  reset: 3600,
  admin_reset: 24 * 3600,
  login_2fa: 10 * 60,
};

/** A URL-safe random token of 32 bytes; only its sha256 is stored. */
export const newMailToken = (): string => randomBytes(32).toString('base64url');
export const newNumericCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface TokenRow {
  id: string;
  user_id: string;
  enterprise_id: string;
  code_hash: string | null;
  attempts: number;
  remove_existing: boolean;
}

/** Issues a one-time token for a user, replacing any earlier unused one of the same purpose. */
export async function issueToken(
  db: Queryable,
  purpose: TokenPurpose,
  user: { id: string; enterpriseId: string },
  options: { token?: string; code?: string; removeExisting?: boolean } = {},
): Promise<{ id: string; token: string }> {
  await db.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND purpose = $2', [user.id, purpose]);
  const id = newId();
  const token = options.token ?? newMailToken();
  await db.query(
    `INSERT INTO one_time_tokens (id, token_hash, purpose, user_id, enterprise_id, code_hash, remove_existing, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [
      id,
      sha256(token),
      purpose,
      user.id,
      user.enterpriseId,
      options.code ? sha256(options.code) : null,
      options.removeExisting ?? false,
      TOKEN_TTL_SECONDS[purpose],
    ],
  );
  return { id, token };
}

/** Uses a mailed token once: answers its row when it is valid, unused and unexpired, and marks it used. */
export async function consumeToken(db: Queryable, purpose: TokenPurpose, token: string): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING id, user_id, enterprise_id, code_hash, attempts, remove_existing`,
    [sha256(token), purpose],
  );
  return rows[0] ?? null;
}

export async function findToken(db: Queryable, purpose: TokenPurpose, token: string): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>(
    `SELECT id, user_id, enterprise_id, code_hash, attempts, remove_existing FROM one_time_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [sha256(token), purpose],
  );
  return rows[0] ?? null;
}
