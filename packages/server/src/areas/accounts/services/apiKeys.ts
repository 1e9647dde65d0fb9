import { API_KEY_MAX_EXPIRY_DAYS, seesEveryApiKey, type ApiKey, type CreatedApiKey } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { newApiKey, sha256 } from '../../../auth/tokens.ts';

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  user_id: string;
  creator_name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  expires_at: Date | string | null;
}

/** Who asks: keys are scoped to the enterprise, and to their creator unless the caller is an Administrator. */
export interface ApiKeyViewer {
  id: string;
  enterpriseId: string;
  roles: readonly number[];
}

/** Enough of the key to recognise it in a list, too little to use it. */
const VISIBLE_PREFIX_LENGTH = 10;
const DAY_SECONDS = 24 * 60 * 60;

/** A key row `k` with its creator's name; `FROM` names the source of `k` (the table or a CTE). */
const selectKeys = (from: string) =>
  `SELECT k.id, k.name, k.prefix, k.user_id, u.name AS creator_name, k.created_at, k.last_used_at, k.expires_at
     FROM ${from} k JOIN users u ON u.id = k.user_id`;

/**
 * The keys `viewer` may see, in the query itself: $1 enterprise, $2 whether every key of it, $3 the viewer.
 * A key outside this answers 404 whether it exists or not.
 */
const VISIBLE_TO_VIEWER = 'k.enterprise_id = $1 AND ($2::boolean OR k.user_id = $3)';
const viewerParams = (viewer: ApiKeyViewer) => [viewer.enterpriseId, seesEveryApiKey(viewer.roles), viewer.id];

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdBy: { uId: row.user_id, name: row.creator_name },
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: isoOrNull(row.last_used_at),
  expiresAt: isoOrNull(row.expires_at),
});

/**
 * Creates a key acting as the user; the key itself is returned here and never again. With `expiresInDays` it
 * stops working that many days from now (the contract bounds it; callers outside HTTP must too).
 */
export async function createApiKey(
  db: Queryable,
  owner: { userId: string; enterpriseId: string },
  name: string,
  options: { expiresInDays?: number | undefined } = {},
): Promise<CreatedApiKey> {
  const key = newApiKey();
  const lifetimeSeconds = options.expiresInDays === undefined ? null : options.expiresInDays * DAY_SECONDS;
  const [row] = await db.query<ApiKeyRow>(
    `WITH created AS (
       INSERT INTO api_keys (id, key_hash, prefix, name, user_id, enterprise_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::double precision))
       RETURNING *
     ) ${selectKeys('created')}`,
    [
      newId(),
      sha256(key),
      key.slice(0, VISIBLE_PREFIX_LENGTH),
      name,
      owner.userId,
      owner.enterpriseId,
      lifetimeSeconds,
    ],
  );
  return { ...toApiKey(row!), key };
}

export async function listApiKeys(db: Queryable, viewer: ApiKeyViewer): Promise<ApiKey[]> {
  const rows = await db.query<ApiKeyRow>(
    `${selectKeys('api_keys')} WHERE ${VISIBLE_TO_VIEWER} ORDER BY k.created_at DESC, k.id`,
    viewerParams(viewer),
  );
  return rows.map(toApiKey);
}

export async function findApiKey(db: Queryable, viewer: ApiKeyViewer, id: string): Promise<ApiKey | null> {
  const [row] = await db.query<ApiKeyRow>(`${selectKeys('api_keys')} WHERE ${VISIBLE_TO_VIEWER} AND k.id = $4`, [
    ...viewerParams(viewer),
    id,
  ]);
  return row ? toApiKey(row) : null;
}

/** Revokes the key if the viewer may see it; false when there is no such key for them. */
export async function revokeApiKey(db: Queryable, viewer: ApiKeyViewer, id: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM api_keys k WHERE ${VISIBLE_TO_VIEWER} AND k.id = $4 RETURNING k.id`, [
    ...viewerParams(viewer),
    id,
  ]);
  return rows.length > 0;
}

/** Reads a typed-in lifetime (the CLI's `--expires-days`) with the contract's bounds; undefined: no expiry. */
export function parseExpiresInDays(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const days = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || days < 1 || days > API_KEY_MAX_EXPIRY_DAYS) {
    throw new Error(`--expires-days must be a whole number of days from 1 to ${API_KEY_MAX_EXPIRY_DAYS}`);
  }
  return days;
}
