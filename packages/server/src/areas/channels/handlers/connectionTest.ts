import {
  ChannelAdminMessages,
  checkVendorField,
  vendorById,
  type ChannelConnectionTestResult,
  type Endpoints,
} from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { adapterChannel } from '../services/channelAccess.ts';
import { ProviderFailure } from '../services/adapters/providerFailure.ts';
import { adapterOf, ownChannel } from './shared.ts';
import { fieldError } from '../../../http/errors.ts';

/**
 * Waba Onboarding's "test connection": the typed credentials, else a stored channel's (typed secrets replace the
 * stored ones for the test). The provider's refusal, silence or error is an answer (ok false), never an error of
 * ours; typed fields the test needs are checked like the form's. Only the outcome is logged.
 */
export const testChannelConnection: Handler<Endpoints['testChannelConnection']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const stored = ctx.body.id ? await ownChannel(ctx.db, enterpriseId, ctx.body.id) : null;
  const named =
    ctx.body.vendor !== undefined && String(ctx.body.vendor).trim() !== '' ? Number(ctx.body.vendor) : undefined;
  const vendor = vendorById(named ?? stored?.vendor ?? -1);
  if (!vendor) throw fieldError('vendor', ChannelAdminMessages.vendorRequired);
  const adapter = adapterOf({ vendor: vendor.id }, ctx);

  let data: Record<string, string> = {};
  let unreadable = false;
  if (stored && stored.vendor === vendor.id) {
    try {
      data = { ...adapterChannel(ctx.secrets, stored, ctx.request.log).data };
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      unreadable = true;
      data = { ...stored.config };
    }
  }
  for (const [key, value] of Object.entries(ctx.body.data ?? {})) if (value.trim()) data[key] = value.trim();

  const needed = vendor.fields.filter((field) => adapter.connectionFields.includes(field.key));
  if (unreadable && needed.some((field) => field.type === 'password' && !data[field.key]))
    return { ok: false, message: ChannelAdminMessages.configUnreadable };
  for (const field of needed) {
    const problem = checkVendorField(field, data[field.key] ?? '');
    if (problem) throw fieldError(`data.${field.key}`, problem);
  }

  const result: ChannelConnectionTestResult = await adapter.testConnection({
    id: stored?.id ?? 'connection-test',
    enterpriseId,
    vendor: vendor.id,
    data,
  });
  ctx.request.log.info(
    { event: 'channel_connection_test', channelId: stored?.id ?? null, vendor: vendor.id, ok: result.ok },
    'channel connection test',
  );
  return result;
};
