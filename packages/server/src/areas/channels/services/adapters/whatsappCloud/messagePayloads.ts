import { randomUUID } from 'node:crypto';
import { templateParts, variableCount, type HeaderComponent, type MessageContact } from '@parley/api-client/contract';
import type { OutboundMessage, TemplateValues } from '../types.ts';

/*
 * Our messages in the Cloud API's shapes (POST /<PHONE_NUMBER_ID>/messages): text, template with its parameters,
 * media, interactive reply buttons, lists and Flows, location, contacts and reactions. Media goes by the id Meta
 * gave an upload when the adapter uploaded it (a library file, see mediaUploads.ts), else by `link`.
 */

type Json = Record<string, unknown>;

/** Media addresses the adapter uploaded to Meta, and the ids Meta gave them. */
export type UploadedMedia = ReadonlyMap<string, string>;

/** Meta takes the recipient as digits with the country code, without `+`. */
export const cloudRecipient = (number: string) => number.replace(/^\+/, '');

const textParameter = (text: string) => ({ type: 'text', text });

function mediaObject(
  type: string,
  link: string,
  uploaded: UploadedMedia,
  extra: { caption?: string; fileName?: string } = {},
): Json {
  const id = uploaded.get(link);
  const media: Json = id ? { id } : { link };
  // Captions go with images, videos and documents; only a document has a file name (audio has neither).
  if (extra.caption && type !== 'audio') media.caption = extra.caption;
  if (extra.fileName && type === 'document') media.filename = extra.fileName;
  return media;
}

function headerParameters(
  header: HeaderComponent | undefined,
  values: TemplateValues,
  uploaded: UploadedMedia,
): Json | null {
  if (!header) return null;
  if (header.format === 'TEXT') {
    const count = variableCount(header.text);
    if (count === 0) return null;
    return { type: 'header', parameters: (values.header ?? []).slice(0, count).map(textParameter) };
  }
  const type = header.format.toLowerCase();
  const link = values.media?.url ?? '';
  return {
    type: 'header',
    parameters: [{ type, [type]: mediaObject(type, link, uploaded, { fileName: values.media?.fileName }) }],
  };
}

function bodyParameters(text: string | undefined, given: readonly string[] | undefined): Json | null {
  const count = variableCount(text);
  if (count === 0) return null;
  return { type: 'body', parameters: (given ?? []).slice(0, count).map(textParameter) };
}

/** URL buttons with a variable take their value; a copy-code button takes its code; quick replies need nothing. */
function buttonParameters(
  buttons: ReturnType<typeof templateParts>['buttons'],
  values: readonly string[] | undefined,
): Json[] {
  return buttons.flatMap((button, index): Json[] => {
    if (button.type === 'URL' && variableCount(button.url) > 0)
      return [
        {
          type: 'button',
          sub_type: 'url',
          index: String(index),
          parameters: [textParameter(values?.[index] ?? button.example?.[0] ?? '')],
        },
      ];
    if (button.type === 'COPY_CODE')
      return [
        {
          type: 'button',
          sub_type: 'copy_code',
          index: String(index),
          parameters: [{ type: 'coupon_code', coupon_code: values?.[index] ?? button.example?.[0] ?? '' }],
        },
      ];
    return [];
  });
}

function carouselParameters(
  values: TemplateValues,
  cards: NonNullable<ReturnType<typeof templateParts>['cards']>,
  uploaded: UploadedMedia,
): Json {
  return {
    type: 'carousel',
    cards: cards.map((card, index) => {
      const parts = templateParts(card.components);
      const given = values.cards?.[index];
      const type = (parts.header?.format ?? 'IMAGE').toLowerCase();
      const components: Json[] = [
        { type: 'header', parameters: [{ type, [type]: mediaObject(type, given?.media?.url ?? '', uploaded) }] },
      ];
      const body = bodyParameters(parts.body?.text, given?.body);
      if (body) components.push(body);
      components.push(...buttonParameters(parts.buttons, undefined));
      return { card_index: index, components };
    }),
  };
}

/** The `template` object of a template message: name, language and the parameters its variables need. */
export function templatePayload(
  message: Extract<OutboundMessage, { kind: 'template' }>,
  uploaded: UploadedMedia = new Map(),
): Json {
  const { template, values } = message;
  const parts = templateParts(template.components);
  const components = [
    headerParameters(parts.header, values, uploaded),
    bodyParameters(parts.body?.text, values.body),
    ...buttonParameters(parts.buttons, values.buttons),
    parts.cards ? carouselParameters(values, parts.cards, uploaded) : null,
  ].filter((c): c is Json => c !== null);
  return {
    name: template.name,
    language: { code: template.language },
    ...(components.length ? { components } : {}),
  };
}

/** The whole request body of one message; `uploaded` maps media addresses to the ids of their uploads. */
export function messagePayload(message: OutboundMessage, uploaded: UploadedMedia = new Map()): Json {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: cloudRecipient(message.to) };
  switch (message.kind) {
    case 'text':
      return { ...base, type: 'text', text: { body: message.text } };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: templatePayload(message, uploaded),
        // Meta returns it in the message's status webhooks: a broadcast's message id, to find an in-doubt send.
        ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
      };
    case 'media': {
      const { type, url, caption, fileName } = message.media;
      return { ...base, type, [type]: mediaObject(type, url, uploaded, { caption, fileName }) };
    }
    case 'interactive':
      return { ...base, type: 'interactive', interactive: interactivePayload(message.interactive) };
    case 'location': {
      const { latitude, longitude, name, address } = message.location;
      return { ...base, type: 'location', location: { latitude, longitude, name, address } };
    }
    case 'contacts':
      return { ...base, type: 'contacts', contacts: message.contacts.map(contactPayload) };
    case 'reaction':
      return {
        ...base,
        type: 'reaction',
        reaction: { message_id: message.reaction.transId, emoji: message.reaction.emoji },
      };
  }
}

type Interactive = Extract<OutboundMessage, { kind: 'interactive' }>['interactive'];

/** The `interactive` object: reply buttons, a list, or a Flow, with the optional text header and footer. */
function interactivePayload(interactive: Interactive): Json {
  const type = interactive.type ?? 'button';
  const frame: Json = {
    type,
    ...(interactive.header?.trim() ? { header: { type: 'text', text: interactive.header.trim() } } : {}),
    body: { text: interactive.body },
    ...(interactive.footer?.trim() ? { footer: { text: interactive.footer.trim() } } : {}),
  };
  if (type === 'list') {
    const list = interactive.list!;
    return {
      ...frame,
      action: {
        button: list.button,
        sections: list.sections.map((section) => ({
          ...(section.title ? { title: section.title } : {}),
          rows: section.rows.map((r) => ({
            id: r.id,
            title: r.title,
            ...(r.description ? { description: r.description } : {}),
          })),
        })),
      },
    };
  }
  if (type === 'flow') {
    const flow = interactive.flow!;
    const navigate = Boolean(flow.screen);
    return {
      ...frame,
      action: {
        name: 'flow',
        parameters: {
          flow_message_version: '3',
          // Ours, given back with the customer's answer (the nfm_reply), to tell which send it answers.
          flow_token: flow.token ?? randomUUID(),
          flow_id: flow.flowId,
          flow_cta: flow.cta,
          mode: flow.mode ?? 'published',
          // With a first screen the Flow opens on it; without, it asks the business's endpoint (data_exchange).
          flow_action: navigate ? 'navigate' : 'data_exchange',
          ...(navigate
            ? { flow_action_payload: { screen: flow.screen, ...(flow.data ? { data: flow.data } : {}) } }
            : {}),
        },
      },
    };
  }
  return {
    ...frame,
    action: {
      buttons: (interactive.buttons ?? []).map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })),
    },
  };
}

/** A contact card in Meta's shape: `name.formatted_name` is required, the first word doubles as first name. */
function contactPayload(contact: MessageContact): Json {
  const words = contact.name.split(/\s+/);
  return {
    name: {
      formatted_name: contact.name,
      first_name: words[0],
      ...(words.length > 1 ? { last_name: words.slice(1).join(' ') } : {}),
    },
    ...(contact.phones?.length
      ? { phones: contact.phones.map((p) => ({ phone: p.phone, type: p.type ?? 'CELL' })) }
      : {}),
    ...(contact.emails?.length
      ? { emails: contact.emails.map((e) => ({ email: e.email, type: e.type ?? 'WORK' })) }
      : {}),
    ...(contact.organization ? { org: { company: contact.organization } } : {}),
  };
}
