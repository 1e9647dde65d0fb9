import { SIMULATOR_CUSTOMERS_MAX, SIMULATOR_SEED_CUSTOMERS, type SimulatorCustomer } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { iso } from './channelRows.ts';

interface SimulatorCustomerRow {
  id: string;
  name: string;
  number: string;
  last_message: string | null;
  last_at: Date | string | null;
  unread: number;
}

/**
 * The simulator's customers with their latest message and the messages sent to them not yet shown (sent or
 * delivered, not read). `only` narrows to one customer.
 */
export async function simulatorCustomers(
  db: Queryable,
  enterpriseId: string,
  channelId: string,
  only?: string,
): Promise<SimulatorCustomer[]> {
  const rows = await db.query<SimulatorCustomerRow>(
    `SELECT s.id, s.name, s.number, last.text AS last_message, last.created_at AS last_at,
            (SELECT count(*)::int FROM channel_messages m
              WHERE m.channel_id = s.channel_id AND m.enterprise_id = s.enterprise_id
                AND m.customer_number = s.number AND m.direction = 'out'
                AND m.status IN ('sent', 'delivered')) AS unread
       FROM simulator_customers s
       LEFT JOIN LATERAL (
         SELECT COALESCE(NULLIF(m.content->>'body', ''), m.content->>'templateName', m.content->'media'->>'fileName', '')
                  AS text,
                m.created_at
           FROM channel_messages m
          WHERE m.channel_id = s.channel_id AND m.enterprise_id = s.enterprise_id AND m.customer_number = s.number
          ORDER BY m.created_at DESC, m.id DESC LIMIT 1
       ) last ON true
      WHERE s.channel_id = $1 AND s.enterprise_id = $2 AND ($3::text IS NULL OR s.id = $3)
      ORDER BY last.created_at DESC NULLS LAST, s.name, s.id
      LIMIT ${SIMULATOR_CUSTOMERS_MAX}`,
    [channelId, enterpriseId, only ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    number: row.number,
    lastMessage: row.last_message,
    lastAt: row.last_at === null ? null : iso(row.last_at),
    unread: row.unread,
  }));
}

/** The customer of this sandbox channel's simulator, or null. */
export async function findSimulatorCustomer(
  db: Queryable,
  enterpriseId: string,
  channelId: string,
  id: string,
): Promise<{ id: string; name: string; number: string } | null> {
  const [row] = await db.query<{ id: string; name: string; number: string }>(
    'SELECT id, name, number FROM simulator_customers WHERE id = $1 AND channel_id = $2 AND enterprise_id = $3',
    [id, channelId, enterpriseId],
  );
  return row ?? null;
}

/**
 * Adds a customer unless the number is there already or the simulator is full; answers the new customer's id, or
 * null. Used for the starting customers of a new sandbox channel and for a number a message is sent to.
 */
export async function addSimulatorCustomer(
  db: Queryable,
  enterpriseId: string,
  channelId: string,
  customer: { name: string; number: string },
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO simulator_customers (id, enterprise_id, channel_id, name, number)
     SELECT $1, $2, $3, $4, $5
      WHERE (SELECT count(*) FROM simulator_customers WHERE channel_id = $3 AND enterprise_id = $2)
            < ${SIMULATOR_CUSTOMERS_MAX}
     ON CONFLICT (channel_id, number) DO NOTHING RETURNING id`,
    [newId(), enterpriseId, channelId, customer.name, customer.number],
  );
  return row?.id ?? null;
}

export async function seedSimulatorCustomers(db: Queryable, enterpriseId: string, channelId: string): Promise<void> {
  for (const customer of SIMULATOR_SEED_CUSTOMERS) await addSimulatorCustomer(db, enterpriseId, channelId, customer);
}
