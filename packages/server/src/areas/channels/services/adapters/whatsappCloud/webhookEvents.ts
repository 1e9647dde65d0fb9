import { MEDIA_TYPES, type MediaType, type MessageContact, type MessageContent } from '@parley/api-client/contract';
import type { InboundEvent, StatusEvent, TemplateEvent, WebhookEvents } from '../types.ts';
import { templateStatusOf } from './templatePayloads.ts';

/*
 * The events of a Cloud API webhook body (`object: whatsapp_business_account`, entry[].changes[].value): message
 * statuses and inbound messages of the `messages` field, and template reviews of `message_template_status_update`.
 * Anything malformed or unknown is skipped, never thrown: Meta would only post it again.
 */

type Json = Record<string, unknown>;

/** The longest text kept of an inbound message (the contract's body bound). */
const BODY_MAX = 4096;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const clip = (value: string, max = BODY_MAX) => [...value].slice(0, max).join('');

/** Meta's Unix time in seconds (a string); now when absent or unreadable. */
function timeOf(value: unknown): Date {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** A WhatsApp id (digits) as a stored number. */
const numberOf = (waId: unknown): string | null => {
  const digits = text(waId).replace(/^\+/, '');
  return /^[0-9]{5,20}$/.test(digits) ? `+${digits}` : null;
};

function statusOf(raw: Json): StatusEvent | null {
  const status = text(raw.status);
  const transId = text(raw.id);
  if (!transId || !['sent', 'delivered', 'read', 'failed'].includes(status)) return null;
  const error = objects(raw.errors)[0];
  const code = typeof error?.code === 'number' && Number.isSafeInteger(error.code) ? error.code : null;
  const desc = text(error?.title) || text(error?.message) || null;
  return {
    transId,
    status: status as StatusEvent['status'],
    at: timeOf(raw.timestamp),
    errorCode: status === 'failed' ? code : null,
    errorDesc: status === 'failed' ? (desc ? clip(desc, 500) : null) : null,
    callbackData: text(raw.biz_opaque_callback_data) ? clip(text(raw.biz_opaque_callback_data), 512) : null,
  };
}

function inboundContent(raw: Json): Pick<InboundEvent, 'kind' | 'content'> {
  const type = text(raw.type);
  if (type === 'text') return { kind: 'text', content: { body: clip(text((raw.text as Json | undefined)?.body)) } };
  if ((MEDIA_TYPES as readonly string[]).includes(type)) {
    const media = isObject(raw[type]) ? (raw[type] as Json) : {};
    const caption = clip(text(media.caption), 1024);
    const fileName = clip(text(media.filename), 255);
    const providerId = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/.test(text(media.id)) ? text(media.id) : '';
    const mimeType = clip(text(media.mime_type), 100);
    // Inbound media arrives as a media id, opened with the token when someone looks (downloadMessageMedia).
    const content: MessageContent = {
      body: caption,
      media: {
        type: type as MediaType,
        url: '',
        ...(fileName ? { fileName } : {}),
        ...(caption ? { caption } : {}),
        ...(providerId ? { providerId } : {}),
        ...(mimeType ? { mimeType } : {}),
      },
    };
    return { kind: 'media', content };
  }
  if (type === 'button') {
    const button = isObject(raw.button) ? raw.button : {};
    const label = clip(text(button.text), 200);
    const payload = clip(text(button.payload), 256);
    return {
      kind: 'button',
      content: { body: label, buttons: [{ type: 'QUICK_REPLY', text: label, ...(payload ? { payload } : {}) }] },
    };
  }
  if (type === 'interactive') {
    const interactive = isObject(raw.interactive) ? raw.interactive : {};
    const kind = text(interactive.type);
    const reply = isObject(interactive[kind]) ? (interactive[kind] as Json) : {};
    if (kind === 'button_reply' || kind === 'list_reply') {
      const title = clip(text(reply.title), 200);
      const id = clip(text(reply.id), 256);
      return {
        kind: 'interactive',
        content: { body: title, buttons: [{ type: kind, text: title, ...(id ? { payload: id } : {}) }] },
      };
    }
    if (kind === 'nfm_reply')
      return { kind: 'flow_reply', content: { body: clip(text(reply.response_json) || text(reply.body)) } };
  }
  if (type === 'location') {
    const location = isObject(raw.location) ? raw.location : {};
    const latitude = Number(location.latitude);
    const longitude = Number(location.longitude);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      const name = clip(text(location.name), 1000);
      const address = clip(text(location.address), 1000);
      return {
        kind: 'location',
        content: {
          body: name,
          location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
        },
      };
    }
  }
  if (type === 'contacts') {
    const contacts = objects(raw.contacts).slice(0, 20).map(contactFromMeta);
    if (contacts.length) return { kind: 'contacts', content: { body: '', contacts } };
  }
  if (type === 'reaction') {
    const reaction = isObject(raw.reaction) ? raw.reaction : {};
    // Our id of the reacted message is filled in when the message is stored (its provider id is the context).
    return {
      kind: 'reaction',
      content: { body: '', reaction: { emoji: clip(text(reaction.emoji), 32), messageId: null } },
    };
  }
  return { kind: 'unsupported', content: { body: `Unsupported message type: ${clip(type || 'unknown', 40)}` } };
}

/** One card of an inbound contacts message, in our shape. */
function contactFromMeta(raw: Json): MessageContact {
  const name = isObject(raw.name) ? raw.name : {};
  const formatted =
    text(name.formatted_name) || [text(name.first_name), text(name.last_name)].filter(Boolean).join(' ') || 'Contact';
  const phones = objects(raw.phones)
    .slice(0, 20)
    .map((p) => ({ phone: clip(text(p.phone), 30), ...(text(p.type) ? { type: clip(text(p.type), 20) } : {}) }))
    .filter((p) => p.phone);
  const emails = objects(raw.emails)
    .slice(0, 20)
    .map((e) => ({ email: clip(text(e.email), 254), ...(text(e.type) ? { type: clip(text(e.type), 20) } : {}) }))
    .filter((e) => e.email);
  const organization = isObject(raw.org) ? clip(text(raw.org.company), 200) : '';
  return {
    name: clip(formatted, 200),
    ...(phones.length ? { phones } : {}),
    ...(emails.length ? { emails } : {}),
    ...(organization ? { organization } : {}),
  };
}

function inboundOf(raw: Json): InboundEvent | null {
  const transId = text(raw.id);
  const from = numberOf(raw.from);
  if (!transId || !from) return null;
  const context = isObject(raw.context) ? raw.context : {};
  // A reaction's message is named in the reaction itself rather than in a context.
  const reacted = text(raw.type) === 'reaction' && isObject(raw.reaction) ? text(raw.reaction.message_id) : '';
  return {
    transId: clip(transId, 200),
    from,
    at: timeOf(raw.timestamp),
    contextTransId: reacted || text(context.id) || null,
    ...inboundContent(raw),
  };
}

function templateEventOf(value: Json): TemplateEvent | null {
  const status = templateStatusOf(value.event);
  const name = text(value.message_template_name);
  if (!status || !name) return null;
  const id = value.message_template_id;
  const rejection = isObject(value.rejection_info) ? text(value.rejection_info.reason) : '';
  const reason = text(value.reason);
  return {
    providerTemplateId: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
    name,
    // Meta writes the locale with a hyphen here (en-US) and an underscore elsewhere (en_US).
    language: text(value.message_template_language).replace('-', '_'),
    status,
    reason: status === 'REJECTED' ? clip(rejection || (reason && reason !== 'NONE' ? reason : ''), 500) || null : null,
  };
}

/**
 * The events of one webhook body for the channel whose phone number id is `phoneNumberId` (messages and statuses
 * of other numbers of the same business account are not this channel's) and whose account is `wabaId`.
 */
export function parseCloudEvents(body: unknown, phoneNumberId: string, wabaId: string): WebhookEvents {
  const events: WebhookEvents = { statuses: [], inbound: [], templates: [] };
  if (!isObject(body)) return events;
  for (const entry of objects(body.entry)) {
    for (const change of objects(entry.changes)) {
      const value = isObject(change.value) ? change.value : {};
      if (change.field === 'message_template_status_update') {
        if (text(entry.id) && text(entry.id) !== wabaId) continue;
        const event = templateEventOf(value);
        if (event) events.templates.push(event);
        continue;
      }
      if (change.field !== 'messages') continue;
      const metadata = isObject(value.metadata) ? value.metadata : {};
      if (text(metadata.phone_number_id) !== phoneNumberId) continue;
      events.statuses.push(
        ...objects(value.statuses)
          .map(statusOf)
          .filter((s): s is StatusEvent => s !== null),
      );
      events.inbound.push(
        ...objects(value.messages)
          .map(inboundOf)
          .filter((m): m is InboundEvent => m !== null),
      );
    }
  }
  return events;
}
