/** The delivery report: messages sent through the enterprise's channels and their status histories. */
import {
  DELIVERY_REPORT_PAGE_SIZE,
  messageStatusCode,
  recipientNumber,
  type DeliveryStatus,
  type Endpoints,
  type MessageSource,
} from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { iso } from '../../channels/services/channelRows.ts';
import type { StatusEntry } from '../../channels/services/messageRows.ts';
import { reportDate } from './reportDate.ts';

interface ReportRow {
  id: string;
  channel_id: string;
  channel_name: string;
  customer_number: string;
  broadcast_id: string | null;
  template_name: string | null;
  status: DeliveryStatus;
  trans_id: string | null;
  statuses: StatusEntry[];
  error_code: number | null;
  error_desc: string | null;
  created_at: Date | string;
}

/**
 * A broadcast's message and its channel message share one id, so the join tells the source. Every filter is
 * optional; the enterprise's own channels only, newest first.
 */
export const getMessageStatusReport: Handler<Endpoints['getMessageStatusReport']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const q = ctx.query;
  const perPage = q.perPage ?? DELIVERY_REPORT_PAGE_SIZE;
  const typed = q.customerNumber?.trim();
  const source: MessageSource | null = q.source ?? null;
  const rows = await ctx.db.query<ReportRow>(
    `SELECT cm.id, cm.channel_id, c.name AS channel_name, cm.customer_number, bm.broadcast_id,
            cm.content ->> 'templateName' AS template_name, cm.status, cm.trans_id, cm.statuses, cm.error_code,
            cm.error_desc, cm.created_at
       FROM channel_messages cm
       JOIN channels c ON c.id = cm.channel_id AND c.enterprise_id = cm.enterprise_id
       LEFT JOIN broadcast_messages bm ON bm.id = cm.id
      WHERE cm.enterprise_id = $1 AND cm.direction = 'out'
        AND ($2::text IS NULL OR cm.channel_id = $2)
        AND ($3::text IS NULL OR cm.customer_number = $3)
        AND ($4::timestamptz IS NULL OR cm.created_at >= $4) AND ($5::timestamptz IS NULL OR cm.created_at <= $5)
        AND ($6::text IS NULL OR ($6 = 'BROADCAST') = (bm.id IS NOT NULL))
        AND ($7::text IS NULL OR cm.id = $7 OR cm.trans_id = $7)
        AND ($8::text IS NULL OR cm.status = $8)
      ORDER BY cm.created_at DESC, cm.id DESC LIMIT $9 OFFSET $10`,
    [
      enterpriseId,
      q.channelId ?? null,
      typed ? (recipientNumber(typed) ?? typed) : null,
      reportDate(q.fromDate, 'fromDate'),
      reportDate(q.toDate, 'toDate'),
      source,
      q.messageId?.trim() || null,
      q.status ?? null,
      perPage + 1,
      q.from ?? 0,
    ],
  );
  return {
    messages: rows.slice(0, perPage).map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      channelName: r.channel_name,
      customerNumber: r.customer_number,
      source: r.broadcast_id ? 'BROADCAST' : 'DIRECT',
      broadcastId: r.broadcast_id,
      templateName: r.template_name,
      currentDeliveryStatus: r.status,
      statusCode: messageStatusCode(r.status),
      transId: r.trans_id,
      messageStatuses: r.statuses,
      channelErrorCode: r.error_code,
      channelErrorDesc: r.error_desc,
      createdAt: iso(r.created_at),
    })),
    more: rows.length > perPage,
  };
};
