/** The media a customer sent, opened by a download access id like the library's files (platform-shell §7.1). */
import {
  ALLOWED_UPLOADS,
  AttachmentMessages,
  DOWNLOAD_ACCESS_SECONDS,
  ErrorCodes,
  MAX_ATTACHMENT_BYTES,
  MessageMessages,
  type Endpoints,
  type MessageContent,
} from '@parley/api-client/contract';
import { BinaryFile } from '../../../http/binary.ts';
import type { Handler } from '../../../http/context.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import { enterpriseOfAccess } from '../../attachments/services/downloadAccess.ts';
import { ProviderFailure } from '../services/adapters/providerFailure.ts';
import { adapterChannel } from '../services/channelAccess.ts';
import { findChannel } from '../services/channelRows.ts';
import { adapterOf } from './shared.ts';

/**
 * Nothing a browser opens from a customer's file may run: an inert, sandboxed document, as the library's files; PDFs
 * without `sandbox`, which browsers' PDF viewers refuse.
 */
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const PDF_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The largest file of a type, as the library takes it; anything else is taken as a document. */
const limitOf = (mimeType: string | undefined): number =>
  (ALLOWED_UPLOADS as Record<string, { maxBytes: number }>)[mimeType ?? '']?.maxBytes ?? MAX_ATTACHMENT_BYTES;

/**
 * Streams a received message's media from its provider (not copied here: the provider keeps it 30 days). The
 * access id names the enterprise; a message of another enterprise, an outbound message, or one without media is
 * the same 404.
 */
export const downloadMessageMedia: Handler<Endpoints['downloadMessageMedia']> = async (ctx) => {
  const enterpriseId = await enterpriseOfAccess(ctx.db, ctx.query['x-access-id']);
  if (!enterpriseId) throw new ApiError(403, ErrorCodes.accessDenied, AttachmentMessages.accessExpired);
  const [message] = await ctx.db.query<{ channel_id: string; content: MessageContent }>(
    "SELECT channel_id, content FROM channel_messages WHERE id = $1 AND enterprise_id = $2 AND direction = 'in'",
    [ctx.params.messageId, enterpriseId],
  );
  const media = message?.content.media;
  const channel = message && media?.providerId ? await findChannel(ctx.db, enterpriseId, message.channel_id) : null;
  const adapter = channel ? adapterOf(channel, ctx) : null;
  if (!channel || !media?.providerId || !adapter?.openReceivedMedia) throw notFound(MessageMessages.mediaUnavailable);
  let file: Awaited<ReturnType<NonNullable<typeof adapter.openReceivedMedia>>>;
  try {
    file = await adapter.openReceivedMedia(
      adapterChannel(ctx.secrets, channel, ctx.request.log),
      media.providerId,
      limitOf(media.mimeType),
    );
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    ctx.request.log.warn(
      { channelId: channel.id, reason: error.reason, ...error.details },
      'received media not opened',
    );
    if (error.reason === 'mediaUnusable') throw new ApiError(413, 413, MessageMessages.mediaTooLarge);
    throw notFound(MessageMessages.mediaUnavailable);
  }
  const kind = /^[\w.+-]+\/[\w.+-]+$/.test(file.mimeType) ? file.mimeType : 'application/octet-stream';
  const inline = /^(image|audio|video)\//.test(kind) || kind === 'application/pdf';
  return new BinaryFile(file.body, kind, media.fileName ?? `${media.type}`, {
    disposition: inline ? 'inline' : 'attachment',
    headers: {
      ...(file.size !== null ? { 'content-length': String(file.size) } : {}),
      'x-content-type-options': 'nosniff',
      'content-security-policy': kind === 'application/pdf' ? PDF_POLICY : MEDIA_POLICY,
      'cache-control': `private, max-age=${DOWNLOAD_ACCESS_SECONDS}`,
    },
  });
};
