/** Channels: the paged list, one channel and its details, create, update and delete (platform-shell §7.3). */
import {
  CHANNEL_PAGE_SIZE,
  ChannelAdminMessages,
  ErrorCodes,
  NotFoundMessages,
  VENDOR_IDS,
  checkChannel,
  secretKeys,
  vendorById,
  whatsappWebhookPath,
  type ChannelInput,
  type Endpoints,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { CHANNEL_COLUMNS, iso, toChannel, type ChannelRow } from '../services/channelRows.ts';
import {
  maskedSecret,
  openSecrets,
  sealSecrets,
  splitChannelData,
  type SealedSecrets,
} from '../services/channelSecrets.ts';
import { containsPattern } from '../../../db/likePattern.ts';
import { seedSimulatorCustomers } from '../services/simulatorRows.ts';
import { ownChannel } from './shared.ts';
import { uniquely } from '../../../http/uniquely.ts';

function checked(input: ChannelInput, storedVendor?: number) {
  const result = checkChannel(input, storedVendor);
  if (!result.ok) throw fieldError(result.field, result.message);
  return result.value;
}

/** A department named by a channel must be one of the enterprise's own. */
async function checkDepartment(db: Queryable, enterpriseId: string, deptId: string | null): Promise<void> {
  if (!deptId) return;
  const [row] = await db.query('SELECT id FROM departments WHERE id = $1 AND enterprise_id = $2', [
    deptId,
    enterpriseId,
  ]);
  if (!row) throw notFound(NotFoundMessages.department);
}

export const listChannels: Handler<Endpoints['listChannels']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const name = ctx.query.name?.trim() ?? '';
  const filters = [enterpriseId, name ? containsPattern(name) : null, ctx.query.type ?? null];
  const where = `enterprise_id = $1 AND ($2::text IS NULL OR lower(name) LIKE $2 ESCAPE '\\')
    AND ($3::integer IS NULL OR type = $3)`;
  const rows = await ctx.db.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM channels WHERE ${where} ORDER BY lower(name), id LIMIT $4 OFFSET $5`,
    [...filters, ctx.query.perPage ?? CHANNEL_PAGE_SIZE, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM channels WHERE ${where}`,
    filters,
  );
  return { channels: rows.map(toChannel), total: count?.total ?? 0 };
};

export const getChannel: Handler<Endpoints['getChannel']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  return toChannel(await ownChannel(ctx.db, enterpriseId, ctx.params.id));
};

export const getChannelDetails: Handler<Endpoints['getChannelDetails']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const row = await ownChannel(ctx.db, enterpriseId, ctx.params.id);
  const [counts] = await ctx.db.query<{ templates: number; sent: number; received: number; last_in: Date | null }>(
    `SELECT (SELECT count(*)::int FROM message_templates WHERE channel_id = $1 AND enterprise_id = $2) AS templates,
            (SELECT count(*)::int FROM channel_messages WHERE channel_id = $1 AND enterprise_id = $2 AND direction = 'out') AS sent,
            (SELECT count(*)::int FROM channel_messages WHERE channel_id = $1 AND enterprise_id = $2 AND direction = 'in') AS received,
            (SELECT max(created_at) FROM channel_messages WHERE channel_id = $1 AND enterprise_id = $2 AND direction = 'in') AS last_in`,
    [row.id, enterpriseId],
  );
  return {
    ...toChannel(row),
    webhookPath: row.vendor === VENDOR_IDS.whatsappCloud ? whatsappWebhookPath(row.id) : null,
    templates: counts?.templates ?? 0,
    messagesSent: counts?.sent ?? 0,
    messagesReceived: counts?.received ?? 0,
    lastInboundAt: counts?.last_in ? iso(counts.last_in) : null,
  };
};

export const createChannel: Handler<Endpoints['createChannel']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const value = checked(ctx.body);
  await checkDepartment(ctx.db, enterpriseId, value.deptId);
  const id = newId();
  const { config, secrets } = splitChannelData(value.vendor, value.data);
  const sealed = sealSecrets(ctx.secrets, enterpriseId, id, secrets);
  return uniquely(ChannelAdminMessages.duplicate, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<ChannelRow>(
        `INSERT INTO channels (id, enterprise_id, name, type, vendor, dept_id, contact_id, config, secrets_sealed, secrets_last4)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb) RETURNING ${CHANNEL_COLUMNS}`,
        [
          id,
          enterpriseId,
          value.name,
          value.type,
          value.vendor,
          value.deptId,
          value.contactId,
          JSON.stringify(config),
          sealed.sealed,
          JSON.stringify(sealed.last4),
        ],
      );
      if (value.vendor === VENDOR_IDS.sandbox) await seedSimulatorCustomers(tx, enterpriseId, id);
      return withMessage(toChannel(row!), ChannelAdminMessages.created);
    }),
  );
};

/**
 * A console that sends back the masked value it was given means "unchanged", as an empty field does: the mask
 * must never be stored as the secret.
 */
function withoutEchoedMasks(body: ChannelInput, row: ChannelRow): ChannelInput {
  const vendor = vendorById(row.vendor);
  if (!vendor || Number(body.vendor) !== row.vendor || !body.data) return body;
  const data = { ...body.data };
  for (const key of secretKeys(vendor))
    if (key in row.secrets_last4 && data[key] === maskedSecret(row.secrets_last4, key, true)) data[key] = '';
  return { ...body, data };
}

/**
 * The secrets to store after an update: while the vendor stays, typed ones replace stored ones and empty ones keep
 * theirs (which then must still open); a new vendor brings all of its own.
 */
function updatedSecrets(
  ctx: Parameters<Handler<Endpoints['updateChannel']>>[0],
  row: ChannelRow,
  vendor: number,
  typed: Record<string, string>,
): SealedSecrets {
  const changed = Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== ''));
  if (vendor !== row.vendor) return sealSecrets(ctx.secrets, row.enterprise_id, row.id, changed);
  if (Object.keys(changed).length === 0) return { sealed: row.secrets_sealed, last4: row.secrets_last4 };
  let stored: Record<string, string> = {};
  try {
    stored = openSecrets(ctx.secrets, row);
  } catch (error) {
    // Unreadable: only a complete set of typed secrets can replace it.
    ctx.request.log.warn({ channelId: row.id, reason: (error as Error).message }, 'channel secrets unreadable');
    if (Object.keys(changed).length < Object.keys(typed).length)
      throw new ApiError(422, ErrorCodes.unprocessable, ChannelAdminMessages.configUnreadable);
  }
  const kept = Object.fromEntries(Object.keys(typed).map((key) => [key, changed[key] ?? stored[key] ?? '']));
  return sealSecrets(ctx.secrets, row.enterprise_id, row.id, kept);
}

export const updateChannel: Handler<Endpoints['updateChannel']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  // Another enterprise's id is "not found" whatever the body says.
  const row = await ownChannel(ctx.db, enterpriseId, ctx.params.id);
  const value = checked(withoutEchoedMasks(ctx.body, row), row.vendor);
  await checkDepartment(ctx.db, enterpriseId, value.deptId);
  const { config, secrets } = splitChannelData(value.vendor, value.data);
  const sealed = updatedSecrets(ctx, row, value.vendor, secrets);
  return uniquely(ChannelAdminMessages.duplicate, () =>
    ctx.db.transaction(async (tx) => {
      const [updated] = await tx.query<ChannelRow>(
        `UPDATE channels SET name = $3, type = $4, vendor = $5, dept_id = $6, contact_id = $7, config = $8::jsonb,
           secrets_sealed = $9, secrets_last4 = $10::jsonb, updated_at = now()
         WHERE id = $1 AND enterprise_id = $2 RETURNING ${CHANNEL_COLUMNS}`,
        [
          row.id,
          enterpriseId,
          value.name,
          value.type,
          value.vendor,
          value.deptId,
          value.contactId,
          JSON.stringify(config),
          sealed.sealed,
          JSON.stringify(sealed.last4),
        ],
      );
      if (!updated) throw notFound(ChannelAdminMessages.notFound);
      if (value.vendor === VENDOR_IDS.sandbox && row.vendor !== VENDOR_IDS.sandbox)
        await seedSimulatorCustomers(tx, enterpriseId, row.id);
      // Media uploaded to the provider belong to the number and account the channel named: after an edit (another
      // number, another token) they are uploaded again rather than sent by ids the new ones may not hold.
      await tx.query('DELETE FROM provider_media WHERE channel_id = $1', [row.id]);
      return withMessage(toChannel(updated), ChannelAdminMessages.updated);
    }),
  );
};

export const deleteChannel: Handler<Endpoints['deleteChannel']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<{ id: string }>(
    'DELETE FROM channels WHERE id = $1 AND enterprise_id = $2 RETURNING id',
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(ChannelAdminMessages.notFound);
  return withMessage({ id: row.id }, ChannelAdminMessages.deleted);
};

type ChannelIds =
  'listChannels' | 'getChannel' | 'getChannelDetails' | 'createChannel' | 'updateChannel' | 'deleteChannel';

export const channelHandlers: Pick<Handlers, ChannelIds> = {
  listChannels,
  getChannel,
  getChannelDetails,
  createChannel,
  updateChannel,
  deleteChannel,
};
