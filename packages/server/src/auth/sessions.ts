import type { Queryable } from '../db/database.ts';
import { API_KEY_PREFIX, newSessionToken, sha256 } from './tokens.ts';

export const DEFAULT_SESSION_HOURS = 12;

export async function createSession(
  db: Queryable,
  user: { id: string; enterpriseId: string },
  hours = DEFAULT_SESSION_HOURS,
): Promise<string> {
  const token = newSessionToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, enterprise_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(token), user.id, user.enterpriseId, Math.round(hours * 3600)],
  );
  return token;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(token)]);
}

export async function deleteOtherSessions(db: Queryable, userId: string, keepToken: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, sha256(keepToken)]);
}

interface TokenOwner {
  user_id: string;
  enterprise_id: string;
  roles: number[];
  /** The enterprise's changed roles (role id → keys), read in the same query; null when none changed. */
  role_overrides: Record<string, string[]> | null;
}

/** How fresh an API key's "last used" is kept: at most one write per key per this many seconds. */
export const API_KEY_LAST_USE_SECONDS = 60;

// Per request, so a changed role configuration applies to the very next call of every user of that role.
const ROLE_OVERRIDES = `(SELECT json_object_agg(rp.role_id::text, rp.permissions) FROM role_permissions rp
                          WHERE rp.enterprise_id = u.enterprise_id) AS role_overrides`;

/**
 * The active user a session token or API key belongs to, or null when it is unknown or expired. A key acts as
 * its creator with the creator's roles as they are now, so it never holds more than the creator, and it stops
 * with the creator's deactivation.
 */
export async function findTokenOwner(db: Queryable, token: string): Promise<TokenOwner | null> {
  const hash = sha256(token);
  if (token.startsWith(API_KEY_PREFIX)) {
    // Read like a session (one plain SELECT); the key's last use is kept to the minute, written by a second,
    // conditional statement only when it is a minute old. A write per request doubled the cost of every API-key
    // call and bloated the table with dead row versions; a write inside the read (a data-modifying WITH) still cost
    // a tenth of the calls.
    const [owner] = await db.query<TokenOwner & { key_id: string; stale: boolean }>(
      `SELECT k.id AS key_id,
              (k.last_used_at IS NULL OR k.last_used_at < now() - make_interval(secs => ${API_KEY_LAST_USE_SECONDS}))
                AS stale,
              u.id AS user_id, u.enterprise_id, u.roles, ${ROLE_OVERRIDES}
         FROM api_keys k JOIN users u ON u.id = k.user_id
        WHERE k.key_hash = $1 AND (k.expires_at IS NULL OR k.expires_at > now()) AND u.active`,
      [hash],
    );
    if (!owner) return null;
    if (owner.stale)
      await db.query(
        `UPDATE api_keys SET last_used_at = now()
          WHERE id = $1
            AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => ${API_KEY_LAST_USE_SECONDS}))`,
        [owner.key_id],
      );
    const { user_id, enterprise_id, roles, role_overrides } = owner;
    return { user_id, enterprise_id, roles, role_overrides };
  }
  const rows = await db.query<TokenOwner>(
    `SELECT u.id AS user_id, u.enterprise_id, u.roles, ${ROLE_OVERRIDES}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND u.active`,
    [hash],
  );
  return rows[0] ?? null;
}
