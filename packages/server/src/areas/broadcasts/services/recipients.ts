import {
  BROADCAST_LIMITS,
  BroadcastMessages,
  recipientNumber,
  type BroadcastRequest,
  type RecipientFields,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { fieldError } from '../../../http/errors.ts';

/** Who a broadcast goes to: a number as sent and the columns a mapping reads, or a typed entry that is no number. */
export type Recipient = { to: string; fields: RecipientFields } | { to: string; invalid: true };

/** Rows read from the customer master at a time (a segment of a million streams through in pages). */
const CHUNK = 5000;

interface CustomerFieldsRow {
  id: string;
  name: string;
  phone_number: string;
  whatsapp_number: string;
  data: Record<string, unknown>;
}

const FIELDS_COLUMNS = 'id, name, phone_number, whatsapp_number, data';

/**
 * The recipients of a broadcast in order, a chunk at a time: the typed numbers (each with the fields of the customer
 * who has that phone number, if any), then the picked customers, then the segment's. A number already given is not
 * given again; more than BROADCAST_LIMITS.recipients distinct numbers is refused. Another enterprise's customer or
 * segment ids are not found.
 */
export async function* recipientChunks(
  db: Queryable,
  enterpriseId: string,
  request: Pick<BroadcastRequest, 'phoneNumber' | 'customerIds' | 'segmentId'>,
  /** Custom fields' names by the id customers store their values under (customerColumns). */
  names: ReadonlyMap<string, string>,
): AsyncGenerator<Recipient[]> {
  const fieldsOf = (row: CustomerFieldsRow): RecipientFields => {
    const fields: Record<string, string> = {
      name: row.name,
      phoneNumber: row.phone_number,
      whatsAppNumber: row.whatsapp_number,
    };
    for (const [id, value] of Object.entries(row.data ?? {})) {
      const name = names.get(id);
      if (name && value !== null && value !== undefined) fields[name] = String(value);
    }
    return fields;
  };
  const seen = new Set<string>();
  const fresh = (to: string) => {
    if (seen.has(to)) return false;
    seen.add(to);
    if (seen.size > BROADCAST_LIMITS.recipients) throw fieldError('phoneNumber', BroadcastMessages.tooManyRecipients);
    return true;
  };

  for (let at = 0; at < request.phoneNumber.length; at += CHUNK) {
    const typed = request.phoneNumber.slice(at, at + CHUNK).map((raw) => ({ raw, to: recipientNumber(raw) }));
    const numbers = typed.flatMap((t) => (t.to ? [t.to] : []));
    const rows = await db.query<CustomerFieldsRow>(
      `SELECT ${FIELDS_COLUMNS} FROM cm_customers WHERE enterprise_id = $1 AND phone_number = ANY($2::text[])`,
      [enterpriseId, numbers],
    );
    const byPhone = new Map(rows.map((r) => [r.phone_number, r]));
    const chunk: Recipient[] = [];
    for (const { raw, to } of typed) {
      if (!to) chunk.push({ to: raw.trim(), invalid: true });
      else if (fresh(to)) {
        const customer = byPhone.get(to);
        chunk.push({ to, fields: customer ? fieldsOf(customer) : { phoneNumber: to } });
      }
    }
    yield chunk;
  }

  const ids = request.customerIds ?? [];
  for (let at = 0; at < ids.length; at += CHUNK) {
    const wanted = [...new Set(ids.slice(at, at + CHUNK))];
    const rows = await db.query<CustomerFieldsRow>(
      `SELECT ${FIELDS_COLUMNS} FROM cm_customers WHERE enterprise_id = $1 AND id = ANY($2::text[])`,
      [enterpriseId, wanted],
    );
    if (rows.length !== wanted.length) throw fieldError('customerIds', BroadcastMessages.customerNotFound);
    yield fromCustomers(rows);
  }

  if (request.segmentId) {
    const [segment] = await db.query<{ id: string }>('SELECT id FROM cm_tags WHERE id = $1 AND enterprise_id = $2', [
      request.segmentId,
      enterpriseId,
    ]);
    if (!segment) throw fieldError('segmentId', BroadcastMessages.segmentNotFound);
    let after = '';
    for (;;) {
      const rows = await db.query<CustomerFieldsRow>(
        `SELECT ${FIELDS_COLUMNS} FROM cm_customers
          WHERE enterprise_id = $1 AND tags @> ARRAY[$2::text] AND id > $3 ORDER BY id LIMIT $4`,
        [enterpriseId, segment.id, after, CHUNK],
      );
      if (!rows.length) break;
      after = rows.at(-1)!.id;
      yield fromCustomers(rows);
    }
  }

  function fromCustomers(rows: readonly CustomerFieldsRow[]): Recipient[] {
    const chunk: Recipient[] = [];
    for (const row of rows) {
      const to = recipientNumber(row.phone_number);
      if (!to) chunk.push({ to: row.phone_number, invalid: true });
      else if (fresh(to)) chunk.push({ to, fields: fieldsOf(row) });
    }
    return chunk;
  }
}
