import { ChannelAdminMessages, ErrorCodes } from '@parley/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import { ApiError, fieldError, notFound } from '../../../http/errors.ts';
import { adapterFor, type AdapterServices } from '../services/adapters/index.ts';
import { ProviderFailure } from '../services/adapters/providerFailure.ts';
import type { ChannelAdapter } from '../services/adapters/types.ts';
import { findChannel, type ChannelRow } from '../services/channelRows.ts';

/** The enterprise's channel, or 404 (another enterprise's id included). */
export async function ownChannel(db: Queryable, enterpriseId: string, id: string): Promise<ChannelRow> {
  const row = await findChannel(db, enterpriseId, id);
  if (!row) throw notFound(ChannelAdminMessages.notFound);
  return row;
}

export function adapterOf(row: Pick<ChannelRow, 'vendor'>, services: AdapterServices): ChannelAdapter {
  const adapter = adapterFor(row.vendor, services);
  if (!adapter) throw fieldError('vendor', ChannelAdminMessages.vendorUnsupported);
  return adapter;
}

/**
 * Runs a call to a channel's provider; a refusal or an unreachable provider answers 422 with what went wrong
 * (nothing changed here), and the log gets the channel, the reason and the provider's code, never credentials.
 */
export async function withProvider<T>(log: FastifyBaseLogger, channelId: string, what: string, fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    const { code, subcode, httpStatus } = error.details;
    log.warn({ channelId, action: what, reason: error.reason, code, subcode, httpStatus }, 'channel provider refused');
    throw new ApiError(422, ErrorCodes.unprocessable, error.shownMessage);
  }
}
