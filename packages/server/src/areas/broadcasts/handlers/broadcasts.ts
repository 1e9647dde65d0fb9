/** The broadcast list, one broadcast, its message table and a message's status history. */
import {
  BROADCAST_MESSAGE_PAGE_SIZE,
  BROADCAST_PAGE_SIZE,
  BroadcastMessages,
  VENDOR_IDS,
  type Endpoints,
  type MessageContent,
} from '@parley/api-client/contract';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { notFound } from '../../../http/errors.ts';
import { reportDate } from './reportDate.ts';
import { settleSandboxDeliveries } from '../../channels/services/sandboxSettlement.ts';
import type { Queryable } from '../../../db/database.ts';
import {
  RECIPIENT_STATUS_SQL,
  countsOf,
  findBroadcast,
  listBroadcastRows,
  listMessageRows,
  toBroadcast,
  toListRow,
  toMessageRow,
  type BroadcastRow,
} from '../services/broadcastRows.ts';
import type { StatusEntry } from '../../channels/services/messageRows.ts';

async function ownBroadcast(db: Queryable, enterpriseId: string, id: string): Promise<BroadcastRow> {
  const row = await findBroadcast(db, enterpriseId, id);
  if (!row) throw notFound(BroadcastMessages.notFound);
  return row;
}

/**
 * The sandbox delivers when asked (no timer in any one process): a broadcast's view asks. Answers the channel's
 * name and contact number (the message table's From), or null when the channel is gone.
 */
async function settle(db: Queryable, row: BroadcastRow): Promise<{ name: string; contact_id: string | null } | null> {
  if (!row.channel_id) return null;
  const [channel] = await db.query<{ vendor: number; name: string; contact_id: string | null }>(
    'SELECT vendor, name, contact_id FROM channels WHERE id = $1',
    [row.channel_id],
  );
  if (channel?.vendor === VENDOR_IDS.sandbox) await settleSandboxDeliveries(db, row.enterprise_id, row.channel_id);
  return channel ?? null;
}

export const listBroadcasts: Handler<Endpoints['listBroadcasts']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const perPage = ctx.query.perPage ?? BROADCAST_PAGE_SIZE;
  const rows = await listBroadcastRows(ctx.db, enterpriseId, {
    name: ctx.query.name?.trim() || null,
    fromDate: reportDate(ctx.query.fromDate, 'fromDate'),
    toDate: reportDate(ctx.query.toDate, 'toDate'),
    from: ctx.query.from ?? 0,
    perPage,
  });
  const page = rows.slice(0, perPage);
  const counts = await countsOf(
    ctx.db,
    enterpriseId,
    page.map((r) => r.id),
  );
  return { broadcastList: page.map((r) => toListRow(r, counts.get(r.id)!)), more: rows.length > perPage };
};

export const getBroadcast: Handler<Endpoints['getBroadcast']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const row = await ownBroadcast(ctx.db, enterpriseId, ctx.params.id);
  await settle(ctx.db, row);
  const counts = await countsOf(ctx.db, enterpriseId, [row.id]);
  return toBroadcast(row, counts.get(row.id)!);
};

export const listBroadcastMessages: Handler<Endpoints['listBroadcastMessages']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const row = await ownBroadcast(ctx.db, enterpriseId, ctx.params.id);
  const channel = await settle(ctx.db, row);
  const perPage = ctx.query.perPage ?? BROADCAST_MESSAGE_PAGE_SIZE;
  const rows = await listMessageRows(ctx.db, enterpriseId, row.id, {
    status: ctx.query.status ?? null,
    from: ctx.query.from ?? 0,
    perPage,
  });
  const from = channel?.contact_id || channel?.name || row.channel_name || '-';
  return { messages: rows.slice(0, perPage).map((m) => toMessageRow(m, from)), more: rows.length > perPage };
};

export const getBroadcastMessageStatus: Handler<Endpoints['getBroadcastMessageStatus']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const broadcast = await ownBroadcast(ctx.db, enterpriseId, ctx.params.id);
  await settle(ctx.db, broadcast);
  const [row] = await ctx.db.query<{
    status: string;
    trans_id: string | null;
    statuses: StatusEntry[] | null;
    content: MessageContent | null;
    payload: { content: MessageContent } | null;
    reason: string | null;
    updated_at: Date | string;
    state: string;
  }>(
    `SELECT ${RECIPIENT_STATUS_SQL} AS status, cm.trans_id, cm.statuses, cm.content, bm.payload, bm.reason,
            bm.updated_at, bm.state
       FROM broadcast_messages bm LEFT JOIN channel_messages cm ON bm.state = 'done' AND cm.id = bm.id
      WHERE bm.id = $1 AND bm.broadcast_id = $2 AND bm.enterprise_id = $3`,
    [ctx.params.messageId, broadcast.id, enterpriseId],
  );
  if (!row) throw notFound(BroadcastMessages.messageNotFound);
  // Before the provider has it, the history is the queue's own: queued, rejected or failed, with the reason.
  const history: StatusEntry[] = row.statuses ?? [
    {
      status: row.state === 'rejected' || row.state === 'failed' ? 'failed' : 'accepted',
      messageStatusTime: new Date(row.updated_at).toISOString(),
      ...(row.reason ? { msg: row.reason } : { msg: `Message ${row.state}` }),
    },
  ];
  return {
    currentDeliveryStatus: row.status as never,
    transId: row.trans_id,
    messageStatuses: history,
    content: row.content ?? row.payload?.content ?? null,
  };
};

export const broadcastReadHandlers: Pick<
  Handlers,
  'listBroadcasts' | 'getBroadcast' | 'listBroadcastMessages' | 'getBroadcastMessageStatus'
> = { listBroadcasts, getBroadcast, listBroadcastMessages, getBroadcastMessageStatus };
