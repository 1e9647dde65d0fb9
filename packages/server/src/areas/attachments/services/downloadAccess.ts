import { createHash, randomBytes } from 'node:crypto';
import { DOWNLOAD_ACCESS_SECONDS } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

const hashOf = (accessId: string) => createHash('sha256').update(accessId, 'utf8').digest('hex');

/**
 * A new download access id for the user's enterprise: 32 random bytes, like a session token, so it is looked up by
 * its hash rather than guessed against a throttle. Expired ids are swept on the way.
 */
export async function createDownloadAccess(
  db: Queryable,
  user: { id: string; enterpriseId: string },
  now = new Date(),
): Promise<{ accessId: string; expiresAt: string }> {
  const accessId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_ACCESS_SECONDS * 1000);
  await db.query('DELETE FROM download_access WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO download_access (id_hash, enterprise_id, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    hashOf(accessId),
    user.enterpriseId,
    user.id,
    expiresAt,
  ]);
  return { accessId, expiresAt: expiresAt.toISOString() };
}

/** The enterprise an unexpired access id opens files of, while its user is still active; null otherwise. */
export async function enterpriseOfAccess(db: Queryable, accessId: string): Promise<string | null> {
  if (!accessId) return null;
  const [row] = await db.query<{ enterprise_id: string }>(
    `SELECT d.enterprise_id FROM download_access d JOIN users u ON u.id = d.user_id AND u.enterprise_id = d.enterprise_id
      WHERE d.id_hash = $1 AND d.expires_at > now() AND u.active`,
    [hashOf(accessId)],
  );
  return row?.enterprise_id ?? null;
}
