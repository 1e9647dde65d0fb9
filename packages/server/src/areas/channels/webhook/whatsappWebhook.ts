import { chatTurn } from '../../chat/services/chatTurn.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, VENDOR_IDS, whatsappWebhookPath } from '@parley/api-client/contract';
import type { ServerServices } from '../../../http/context.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { routeUrl } from '../../../http/routes.ts';
import { adapterFor } from '../services/adapters/index.ts';
import { ProviderFailure } from '../services/adapters/providerFailure.ts';
import type { AdapterChannel, WebhookReader } from '../services/adapters/types.ts';
import { adapterChannel } from '../services/channelAccess.ts';
import { CHANNEL_COLUMNS, type ChannelRow } from '../services/channelRows.ts';
import { StatusBatcher } from '../services/statusBatcher.ts';
import { applyWebhookEvents } from '../services/webhookEventStore.ts';

/** The largest webhook body read; Meta's batches are a few kilobytes. Past it: 413, nothing read further. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Below the API's base address, like the contract's routes: /api/webhooks/whatsapp/:channelId. */
export const WHATSAPP_WEBHOOK_ROUTE = routeUrl({ service: 'api', path: whatsappWebhookPath(':channelId') });

const refused = (status: 401 | 403, message: string) =>
  new ApiError(status, status === 401 ? ErrorCodes.loginRequired : ErrorCodes.accessDenied, message);

interface WebhookTarget {
  channel: AdapterChannel;
  reader: WebhookReader;
}

/**
 * Channels a webhook named lately, opened (secrets and all), for TARGET_TTL_MS: Meta posts an event per status, and
 * reading and opening the channel for each was a query and a decryption per event. A changed app secret, or a
 * deleted channel, takes effect for events within that time (the handshake always reads the channel afresh);
 * unknown ids are never kept.
 */
const TARGET_TTL_MS = 5_000;
const TARGET_CACHE_MAX = 10_000;

class WebhookTargets {
  private readonly opened = new Map<string, { target: WebhookTarget; until: number }>();

  get(channelId: string): WebhookTarget | undefined {
    const hit = this.opened.get(channelId);
    if (hit && hit.until > Date.now()) return hit.target;
    if (hit) this.opened.delete(channelId);
    return undefined;
  }

  set(channelId: string, target: WebhookTarget): void {
    if (this.opened.size >= TARGET_CACHE_MAX) this.opened.clear();
    this.opened.set(channelId, { target, until: Date.now() + TARGET_TTL_MS });
  }
}

/**
 * The channel a webhook call names, if it is a WhatsApp Cloud API channel: anything else (an unknown id, another
 * vendor's channel) is the same plain 404, so the address tells a caller nothing. The webhook has no session: the
 * channel's verify token and app secret are what authenticate Meta.
 */
async function webhookTarget(
  services: ServerServices,
  request: FastifyRequest,
  reason: 'handshake' | 'event',
  targets?: WebhookTargets,
): Promise<WebhookTarget> {
  const { channelId } = request.params as { channelId?: string };
  if (!channelId || !/^[A-Za-z0-9_-]{1,64}$/.test(channelId)) throw notFound();
  const known = targets?.get(channelId);
  if (known) return known;
  const [row] = await services.db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM channels WHERE id = $1`, [
    channelId,
  ]);
  const reader = row && row.vendor === VENDOR_IDS.whatsappCloud ? adapterFor(row.vendor, services)?.webhook : undefined;
  if (!row || !reader) throw notFound();
  try {
    const target = { channel: adapterChannel(services.secrets, row, request.log), reader };
    targets?.set(channelId, target);
    return target;
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    request.log.warn({ channelId, reason: 'secrets unreadable' }, `whatsapp webhook ${reason} refused`);
    throw reason === 'handshake' ? refused(403, 'Forbidden') : refused(401, 'Invalid signature');
  }
}

async function handshake(services: ServerServices, request: FastifyRequest, reply: FastifyReply) {
  const { channel, reader } = await webhookTarget(services, request, 'handshake');
  const challenge = reader.verifyHandshake(request.query as Record<string, unknown>, channel);
  if (challenge === null) {
    request.log.warn({ channelId: channel.id, reason: 'verify token or mode' }, 'whatsapp webhook handshake refused');
    throw refused(403, 'Forbidden');
  }
  return reply.type('text/plain; charset=utf-8').send(challenge);
}

async function events(
  services: ServerServices,
  statuses: StatusBatcher,
  targets: WebhookTargets,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Only events use the kept channels: a handshake is rare, and a changed verify token counts at once.
  const { channel, reader } = await webhookTarget(services, request, 'event', targets);
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signature = request.headers['x-hub-signature-256'];
  if (!reader.verifySignature(raw, typeof signature === 'string' ? signature : undefined, channel)) {
    request.log.warn(
      { channelId: channel.id, reason: signature ? 'signature mismatch' : 'signature missing' },
      'whatsapp webhook event refused',
    );
    throw refused(401, 'Invalid signature');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, ErrorCodes.validation, 'The body is not JSON');
  }
  const parsed = reader.parseEvents(body, channel);
  // Statuses (nearly every call) are written with other calls' (StatusBatcher); the rest as they come.
  const [, inbound] = await Promise.all([
    statuses.apply(channel, parsed.statuses),
    applyWebhookEvents(services.db, channel, parsed),
  ]);
  // Each customer's message reaches its chat (the bot's answer, the hand-over, the agents), one after another.
  for (const message of inbound) await chatTurn(services, request.log, message);
  return reply.type('text/plain; charset=utf-8').send('OK');
}

/**
 * Meta's webhook for WhatsApp Cloud API channels, outside the contract (no session, no envelope): GET answers the
 * subscription handshake, POST takes signed events. It lives in its own plugin scope, where the body is read as
 * raw bytes (the signature covers exactly them) up to WEBHOOK_BODY_LIMIT, whatever the content type; the
 * contract's JSON and form parsers and its session guard never see it.
 */
export async function registerWhatsappWebhook(app: FastifyInstance, services: ServerServices): Promise<void> {
  const statuses = new StatusBatcher(services.db, (db, channel, reported) =>
    services.broadcasts.recordReportedSends(db, channel, reported),
  );
  const targets = new WebhookTargets();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Not in the OpenAPI document: it describes the contract's envelope API, and this is Meta's protocol.
    const schema = { hide: true };
    scope.get(WHATSAPP_WEBHOOK_ROUTE, { schema }, (request, reply) => handshake(services, request, reply));
    scope.post(WHATSAPP_WEBHOOK_ROUTE, { schema, bodyLimit: WEBHOOK_BODY_LIMIT }, (request, reply) =>
      events(services, statuses, targets, request, reply),
    );
  });
}
