import { VENDOR_IDS, type TemplateComponent } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { SANDBOX_UNDELIVERABLE, sandboxReview } from './adapters/sandbox.ts';

/*
 * The sandbox has no clock of its own: what its review and its deliveries decided happens when someone next
 * looks. Every read of templates or messages settles what is due first, so answers never show a review or a
 * delivery that should be over.
 */

/**
 * Ends the sandbox reviews that are due in the enterprise (or one channel): APPROVED, or REJECTED when the body
 * holds the channel's rejection word as the channel is set now. Answers how many were settled.
 */
export async function settleTemplateReviews(db: Queryable, enterpriseId: string, channelId?: string): Promise<number> {
  const due = await db.query<{ id: string; components: TemplateComponent[]; config: Record<string, string> }>(
    `SELECT t.id, t.components, c.config FROM message_templates t JOIN channels c ON c.id = t.channel_id
      WHERE t.enterprise_id = $1 AND c.enterprise_id = $1 AND c.vendor = ${VENDOR_IDS.sandbox}
        AND t.status = 'PENDING' AND t.review_at <= now() AND ($2::text IS NULL OR t.channel_id = $2)`,
    [enterpriseId, channelId ?? null],
  );
  let settled = 0;
  for (const template of due) {
    const review = sandboxReview(template.components, template.config);
    // Only a template still pending: two reads settling at once count it once.
    const rows = await db.query(
      `UPDATE message_templates SET status = $2, rejected_reason = $3, review_at = NULL
        WHERE id = $1 AND enterprise_id = $4 AND status = 'PENDING' RETURNING id`,
      [template.id, review.status, review.reason, enterpriseId],
    );
    settled += rows.length;
  }
  return settled;
}

const STATUS_TIME = `to_char(deliver_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Delivers (or fails, as drawn when sent) the sandbox channel's messages whose delivery time has come. */
export async function settleSandboxDeliveries(db: Queryable, enterpriseId: string, channelId: string): Promise<void> {
  await db.query(
    `UPDATE channel_messages SET
       status = CASE WHEN sandbox_fails THEN 'failed' ELSE 'delivered' END,
       statuses = statuses || CASE WHEN sandbox_fails
         THEN jsonb_build_array(jsonb_build_object('status', 'failed', 'messageStatusTime', ${STATUS_TIME}, 'msg', $3::text))
         ELSE jsonb_build_array(jsonb_build_object('status', 'delivered', 'messageStatusTime', ${STATUS_TIME})) END,
       error_code = CASE WHEN sandbox_fails THEN $4::integer END,
       error_desc = CASE WHEN sandbox_fails THEN $3::text END,
       deliver_at = NULL
     WHERE channel_id = $1 AND enterprise_id = $2 AND direction = 'out' AND status = 'sent'
       AND deliver_at IS NOT NULL AND deliver_at <= now()`,
    [channelId, enterpriseId, SANDBOX_UNDELIVERABLE.desc, SANDBOX_UNDELIVERABLE.code],
  );
}
