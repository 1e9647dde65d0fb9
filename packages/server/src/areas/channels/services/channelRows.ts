import { channelTypeName, secretKeys, vendorById, vendorName, type Channel } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { maskedSecret } from './channelSecrets.ts';

export interface ChannelRow {
  id: string;
  enterprise_id: string;
  name: string;
  type: number;
  vendor: number;
  dept_id: string | null;
  contact_id: string | null;
  config: Record<string, string>;
  secrets_sealed: string | null;
  secrets_last4: Record<string, string>;
  created_at: Date | string;
  updated_at: Date | string;
}

export const CHANNEL_COLUMNS =
  'id, enterprise_id, name, type, vendor, dept_id, contact_id, config, secrets_sealed, secrets_last4, created_at, updated_at';

export const iso = (value: Date | string) => new Date(value).toISOString();

/** The vendor's fields as answered: clear ones as stored, secret ones masked (present in the sealed set or not). */
export function answeredData(row: ChannelRow): Record<string, string> {
  const vendor = vendorById(row.vendor);
  const data: Record<string, string> = {};
  for (const field of vendor?.fields ?? []) {
    if (field.type === 'password') continue;
    data[field.key] = row.config[field.key] ?? '';
  }
  for (const key of vendor ? secretKeys(vendor) : [])
    data[key] = maskedSecret(row.secrets_last4, key, key in row.secrets_last4);
  return data;
}

export function toChannel(row: ChannelRow): Channel {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type,
    typeName: channelTypeName(row.type),
    vendor: row.vendor,
    vendorName: vendorName(row.vendor),
    deptId: row.dept_id,
    contactId: row.contact_id,
    data: answeredData(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The enterprise's channel with this id, or null (another enterprise's is none of its business). */
export async function findChannel(db: Queryable, enterpriseId: string, id: string): Promise<ChannelRow | null> {
  const [row] = await db.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM channels WHERE id = $1 AND enterprise_id = $2`,
    [id, enterpriseId],
  );
  return row ?? null;
}
