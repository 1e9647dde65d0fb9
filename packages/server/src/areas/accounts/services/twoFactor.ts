import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import { sha256 } from '../../../auth/tokens.ts';

export const RECOVERY_CODE_COUNT = 10;

export interface TwoFactorRow {
  two_factor_method: 'email' | 'totp' | null;
  enterprise_two_factor: boolean;
  recovery_left: number;
}

export async function twoFactorState(db: Queryable, userId: string, enterpriseId: string): Promise<TwoFactorRow> {
  const [row] = await db.query<TwoFactorRow>(
    `SELECT u.two_factor_method, e.two_factor_enabled AS enterprise_two_factor,
            (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS recovery_left
       FROM users u JOIN enterprises e ON e.id = u.enterprise_id
      WHERE u.id = $1 AND u.enterprise_id = $2`,
    [userId, enterpriseId],
  );
  return row ?? { two_factor_method: null, enterprise_two_factor: false, recovery_left: 0 };
}

/**
 * The second factor a sign-in needs: the user's own method, or the emailed code when the enterprise requires
 * two-factor and the user has none of their own (platform-shell §4.1: no session without it).
 */
export const effectiveMethod = (row: Pick<TwoFactorRow, 'two_factor_method' | 'enterprise_two_factor'>) =>
  row.two_factor_method ?? (row.enterprise_two_factor ? ('email' as const) : null);

export const statusOf = (row: TwoFactorRow) => ({
  enterpriseEnabled: row.enterprise_two_factor,
  method: effectiveMethod(row),
  recoveryCodesLeft: row.recovery_left,
});

const formatCode = (raw: string) => `${raw.slice(0, 5)}-${raw.slice(5, 10)}`;
export const normaliseRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** New recovery codes replacing the old ones; only their hashes are stored. */
export async function replaceRecoveryCodes(db: Queryable, userId: string): Promise<string[]> {
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatCode(randomBytes(8).toString('hex').slice(0, 10)),
  );
  for (const code of codes) {
    await db.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [
      userId,
      sha256(normaliseRecoveryCode(code)),
    ]);
  }
  return codes;
}

export async function spendRecoveryCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
    [userId, sha256(normaliseRecoveryCode(code))],
  );
  return rows.length > 0;
}
