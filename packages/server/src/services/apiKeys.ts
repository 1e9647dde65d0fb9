import type { ApiKey, CreatedApiKey } from '@parley/api-client/contract';
import type { Queryable } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { newApiKey, sha256 } from '../auth/tokens.ts';

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

export const API_KEY_COLUMNS = 'id, name, prefix, created_at, last_used_at';
/** Enough of the key to recognise it in a list, too little to use it. */
const VISIBLE_PREFIX_LENGTH = 10;

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/** Creates a key for the user; the key itself is returned here and never again. */
export async function createApiKey(
  db: Queryable,
  owner: { userId: string; enterpriseId: string },
  name: string,
): Promise<CreatedApiKey> {
  const key = newApiKey();
  const [row] = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, key_hash, prefix, name, user_id, enterprise_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${API_KEY_COLUMNS}`,
    [newId(), sha256(key), key.slice(0, VISIBLE_PREFIX_LENGTH), name, owner.userId, owner.enterpriseId],
  );
  return { ...toApiKey(row!), key };
}
