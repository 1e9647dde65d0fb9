import { CHANNEL_TYPES, vendorById, type VendorDefinition } from './channelCatalog.ts';

/** The channel screens' messages, shared by the server, the fake and the console. */
export const ChannelAdminMessages = {
  nameRequired: 'Channel name is required',
  nameTooLong: 'Channel name must be at most 100 characters',
  typeRequired: 'Channel type is required',
  vendorRequired: 'Vendor is required',
  vendorNotForType: 'This vendor does not serve the chosen channel type',
  duplicate: 'A channel with this name exists',
  notFound: 'Channel not found',
  created: 'Channel created successfully',
  updated: 'Channel updated successfully',
  deleted: 'Channel deleted successfully',
  /** platform-shell §5: "contact numbers show the pattern error". */
  invalidNumber: 'Invalid number format',
  notSandbox: 'This channel is not a sandbox channel',
  vendorUnsupported: 'This vendor cannot do that',
  webChatUnsupported: 'A web-chat channel sends text to its visitors: it has no message templates',
  connected: 'Connected',
  tokenRefused: 'The access token was refused',
  unreachable: 'The WhatsApp Cloud API could not be reached',
  providerError: 'The WhatsApp Cloud API answered with an error',
  timedOut: 'The WhatsApp Cloud API did not answer in time',
  configUnreadable: 'The stored credentials cannot be read; enter them again',
  appIdRequired: "Enter the channel's App id: Meta takes a media header's sample through the app's uploads",
  mediaUnusable: 'The attachment cannot be sent to WhatsApp',
} as const;

export const CHANNEL_NAME_MAX = 100;
export const CHANNEL_PAGE_SIZE = 10;

/**
 * platform-shell §5: "The mobile pattern accepts an optional country code 91 or 1, an optional leading 0 or 00, then
 * 10 digits starting 1-9". We also accept a leading + and any E.164 number (8 to 15 digits), since WhatsApp
 * numbers are international.
 */
export const CONTACT_NUMBER_PATTERN = /^(?:(?:\+?(?:91|1))?(?:0|00)?[1-9][0-9]{9}|\+?[1-9][0-9]{7,14})$/;

export interface ChannelInput {
  name?: string;
  type?: number | string;
  vendor?: number | string;
  deptId?: string | null;
  contactId?: string | null;
  data?: Record<string, unknown> | null;
}

export interface CheckedChannel {
  name: string;
  type: number;
  vendor: number;
  deptId: string | null;
  contactId: string | null;
  /** Every field of the vendor: trimmed text; an empty secret on update means "keep the stored one". */
  data: Record<string, string>;
}

export type ChannelCheck = { ok: true; value: CheckedChannel } | { ok: false; field: string; message: string };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/** One vendor field's value: its required and pattern errors (platform-shell §5 "Vendor config fields"). */
export function checkVendorField(
  field: VendorDefinition['fields'][number],
  value: string,
  keepSecret = false,
): string | null {
  if (!value) {
    if (field.isRequired && !(keepSecret && field.type === 'password')) return field.requiredError;
    return null;
  }
  if (value.length > field.maxLength) return `${field.label} must be at most ${field.maxLength} characters`;
  if (field.type === 'select' && field.options && !field.options.some((o) => o.value === value))
    return field.requiredError;
  if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(value))
    return field.patternError ?? field.requiredError;
  return null;
}

/**
 * The channel form's rules (platform-shell §7.3 "POST channels (name, type, deptId, vendor, contactId, data)").
 * On update, `storedVendor` is the channel's vendor before the change: while the vendor stays, an empty secret
 * field keeps the stored secret; a new vendor needs all its own secrets.
 */
export function checkChannel(input: ChannelInput, storedVendor?: number): ChannelCheck {
  const name = text(input.name).replace(/\s+/g, ' ');
  if (!name) return { ok: false, field: 'name', message: ChannelAdminMessages.nameRequired };
  if (name.length > CHANNEL_NAME_MAX) return { ok: false, field: 'name', message: ChannelAdminMessages.nameTooLong };
  const type = Number(input.type);
  if (text(input.type) === '' || !(type in CHANNEL_TYPES))
    return { ok: false, field: 'type', message: ChannelAdminMessages.typeRequired };
  const vendor = vendorById(Number(input.vendor));
  if (text(input.vendor) === '' || !vendor)
    return { ok: false, field: 'vendor', message: ChannelAdminMessages.vendorRequired };
  if (!vendor.channelTypes.includes(type))
    return { ok: false, field: 'vendor', message: ChannelAdminMessages.vendorNotForType };
  const contactId = text(input.contactId).replace(/[\s()-]/g, '');
  if (contactId && !CONTACT_NUMBER_PATTERN.test(contactId))
    return { ok: false, field: 'contactId', message: ChannelAdminMessages.invalidNumber };
  const data: Record<string, string> = {};
  for (const field of vendor.fields) {
    if (field.cType !== undefined && field.cType !== type) continue;
    const value = text(input.data?.[field.key]);
    const problem = checkVendorField(field, value, storedVendor === vendor.id);
    if (problem) return { ok: false, field: `data.${field.key}`, message: problem };
    data[field.key] = value;
  }
  const deptId = text(input.deptId) || null;
  return { ok: true, value: { name, type, vendor: vendor.id, deptId, contactId: contactId || null, data } };
}

/** The sandbox's settings from a channel's data, with defaults. */
export function sandboxSettings(data: Record<string, string | undefined>): {
  failureRate: number;
  rejectWord: string;
  reviewSeconds: number;
} {
  const number = (value: string | undefined, fallback: number) =>
    value === undefined || value === '' || !Number.isFinite(Number(value)) ? fallback : Number(value);
  return {
    failureRate: Math.min(100, Math.max(0, number(data.failureRate, 0))),
    rejectWord: (data.rejectWord ?? '').trim(),
    reviewSeconds: Math.min(60, Math.max(0, number(data.reviewSeconds, SANDBOX_REVIEW_SECONDS))),
  };
}

/** How long the sandbox keeps a new template in review by default ("approves after a short delay"). */
export const SANDBOX_REVIEW_SECONDS = 5;
/** After sending, the sandbox marks a message delivered this much later (read when the simulator shows it). */
export const SANDBOX_DELIVERY_MS = 1500;
