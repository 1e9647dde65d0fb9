/** Channels in the fake: the shared rules decide, as on the server. */
import type * as channelEndpoints from '../channels.ts';
import { maskApiKey } from '../../bots/authConfigRules.ts';
import {
  VENDOR_IDS,
  channelTypeName,
  secretKeys,
  vendorById,
  vendorName,
  whatsappWebhookPath,
} from '../channelCatalog.ts';
import { CHANNEL_PAGE_SIZE, ChannelAdminMessages, checkChannel, checkVendorField } from '../channelRules.ts';
import type { Channel } from '../channelSchemas.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick } from '../../../fake/store.ts';
import { lower, me, page } from '../../accounts/fake/accountsShared.ts';
import { addSimulatorCustomers, channelsData, type FakeChannel } from './channelsState.ts';

/** What the console sees of a channel: names for type and vendor, secrets masked. */
export function publicChannel(channel: FakeChannel): Channel {
  const vendor = vendorById(channel.vendor);
  const secrets = new Set(vendor ? secretKeys(vendor) : []);
  const data = Object.fromEntries(
    Object.entries(channel.data).map(([key, value]) => [
      key,
      secrets.has(key) && value ? maskApiKey(value.slice(-4)) : value,
    ]),
  );
  return {
    _id: channel.id,
    id: channel.id,
    name: channel.name,
    type: channel.type,
    typeName: channelTypeName(channel.type),
    vendor: channel.vendor,
    vendorName: vendorName(channel.vendor),
    deptId: channel.deptId,
    contactId: channel.contactId,
    data,
    createdAt: channel.createdAt,
    updatedAt: channel.updatedAt,
  };
}

/** The caller's enterprise's channel; another enterprise's is not found. */
export function findChannel(ctx: FakeContext, id: string): FakeChannel {
  const channel = channelsData(ctx.store).channels.find((c) => c.id === id && c.eId === me(ctx).eId);
  if (!channel) throw new FakeHttpError(404, 404, ChannelAdminMessages.notFound);
  return channel;
}

function checked(ctx: FakeContext, stored?: FakeChannel) {
  const result = checkChannel(ctx.body as Parameters<typeof checkChannel>[0], stored?.vendor);
  if (!result.ok) throw fieldRefusal(result.field, result.message);
  if (result.value.deptId && !ctx.store.departments.some((d) => d.id === result.value.deptId && d.eId === me(ctx).eId))
    throw new FakeHttpError(404, 404, NotFoundMessages.department);
  return result.value;
}

function unique(ctx: FakeContext, name: string, except?: FakeChannel) {
  const taken = channelsData(ctx.store).channels.some(
    (c) => c !== except && c.eId === me(ctx).eId && lower(c.name) === lower(name),
  );
  if (taken) throw new FakeHttpError(409, 409, ChannelAdminMessages.duplicate);
}

export const channelsFake: Pick<Impl, keyof typeof channelEndpoints> = {
  listChannels(ctx) {
    const name = lower(ctx.query.name);
    const type = ctx.query.type === undefined ? undefined : Number(ctx.query.type);
    const matching = channelsData(ctx.store)
      .channels.filter((c) => c.eId === me(ctx).eId && (!name || lower(c.name).includes(name)))
      .filter((c) => type === undefined || c.type === type)
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)) || a.id.localeCompare(b.id));
    return { channels: page(matching, ctx.query, CHANNEL_PAGE_SIZE).map(publicChannel), total: matching.length };
  },

  getChannel(ctx) {
    return publicChannel(findChannel(ctx, ctx.params.id!));
  },

  getChannelDetails(ctx) {
    const channel = findChannel(ctx, ctx.params.id!);
    const state = channelsData(ctx.store);
    const messages = state.messages.filter((m) => m.channelId === channel.id);
    const inbound = messages.filter((m) => m.direction === 'in');
    return {
      ...publicChannel(channel),
      webhookPath: channel.vendor === VENDOR_IDS.whatsappCloud ? whatsappWebhookPath(channel.id) : null,
      templates: state.templates.filter((t) => t.channelId === channel.id).length,
      messagesSent: messages.length - inbound.length,
      messagesReceived: inbound.length,
      lastInboundAt: inbound.at(-1)?.createdAt ?? null,
    };
  },

  createChannel(ctx) {
    const value = checked(ctx);
    unique(ctx, value.name);
    const at = tick(ctx.store);
    const channel: FakeChannel = {
      id: nextId(ctx.store, 'ch'),
      eId: me(ctx).eId,
      ...value,
      createdAt: at,
      updatedAt: at,
    };
    const state = channelsData(ctx.store);
    state.channels.push(channel);
    if (channel.vendor === VENDOR_IDS.sandbox) addSimulatorCustomers(ctx.store, state, channel);
    ctx.setMessage(ChannelAdminMessages.created);
    return publicChannel(channel);
  },

  updateChannel(ctx) {
    const channel = findChannel(ctx, ctx.params.id!);
    const value = checked(ctx, channel);
    unique(ctx, value.name, channel);
    const kept = Object.fromEntries(
      Object.entries(value.data).map(([key, v]) => [
        key,
        v || (value.vendor === channel.vendor ? (channel.data[key] ?? '') : ''),
      ]),
    );
    Object.assign(channel, { ...value, data: kept, updatedAt: tick(ctx.store) });
    ctx.setMessage(ChannelAdminMessages.updated);
    return publicChannel(channel);
  },

  deleteChannel(ctx) {
    const channel = findChannel(ctx, ctx.params.id!);
    const state = channelsData(ctx.store);
    state.channels = state.channels.filter((c) => c !== channel);
    state.templates = state.templates.filter((t) => t.channelId !== channel.id);
    state.messages = state.messages.filter((m) => m.channelId !== channel.id);
    state.customers = state.customers.filter((c) => c.channelId !== channel.id);
    ctx.setMessage(ChannelAdminMessages.deleted);
    return { id: channel.id };
  },

  /**
   * The fake Cloud API knows the numbers in `cloudNumbers`; any other phone number id answers as a demo number.
   * A token containing "invalid" or "expired" is refused, as Meta refuses a bad token.
   */
  testChannelConnection(ctx) {
    const stored = ctx.body.id ? findChannel(ctx, String(ctx.body.id)) : undefined;
    const vendorId = ctx.body.vendor !== undefined && ctx.body.vendor !== '' ? Number(ctx.body.vendor) : stored?.vendor;
    const vendor = vendorById(vendorId ?? -1);
    if (!vendor) throw fieldRefusal('vendor', ChannelAdminMessages.vendorRequired);
    const typed = (ctx.body.data ?? {}) as Record<string, string>;
    const data: Record<string, string> = { ...(stored?.data ?? {}) };
    for (const [key, value] of Object.entries(typed)) if (String(value).trim()) data[key] = String(value).trim();
    if (vendor.id === VENDOR_IDS.sandbox)
      return { ok: true, message: ChannelAdminMessages.connected, verifiedName: 'Sandbox' };
    for (const field of vendor.fields.filter((f) => ['phoneNumberId', 'accessToken'].includes(f.key))) {
      const problem = checkVendorField(field, data[field.key] ?? '');
      if (problem) throw fieldRefusal(`data.${field.key}`, problem);
    }
    const token = data.accessToken ?? '';
    if (/invalid|expired/i.test(token)) return { ok: false, message: ChannelAdminMessages.tokenRefused };
    const known = channelsData(ctx.store).cloudNumbers.get(data.phoneNumberId ?? '');
    if (known && known.token !== token) return { ok: false, message: ChannelAdminMessages.tokenRefused };
    return {
      ok: true,
      message: ChannelAdminMessages.connected,
      displayPhoneNumber: known?.displayPhoneNumber ?? '+1 555-010-0200',
      verifiedName: known?.verifiedName ?? 'Parley Demo',
      qualityRating: known?.qualityRating ?? 'GREEN',
    };
  },
};
