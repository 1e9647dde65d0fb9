import { templateParts, variableCount, type HeaderComponent } from '@parley/api-client/contract';
import type { OutboundMessage, TemplateValues } from '../types.ts';

/*
 * Our messages in the Cloud API's shapes (POST /<PHONE_NUMBER_ID>/messages): text, template with its parameters,
 * media by link, and reply buttons. Media goes by `link` (a public address); uploading media to Meta first is not
 * done here.
 */

type Json = Record<string, unknown>;

/** Meta takes the recipient as digits with the country code, without `+`. */
export const cloudRecipient = (number: string) => number.replace(/^\+/, '');

const textParameter = (text: string) => ({ type: 'text', text });

function mediaObject(type: string, link: string, extra: { caption?: string; fileName?: string } = {}): Json {
  const media: Json = { link };
  // Captions go with images, videos and documents; only a document has a file name (audio has neither).
  if (extra.caption && type !== 'audio') media.caption = extra.caption;
  if (extra.fileName && type === 'document') media.filename = extra.fileName;
  return media;
}

function headerParameters(header: HeaderComponent | undefined, values: TemplateValues): Json | null {
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
    parameters: [{ type, [type]: mediaObject(type, link, { fileName: values.media?.fileName }) }],
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
): Json {
  return {
    type: 'carousel',
    cards: cards.map((card, index) => {
      const parts = templateParts(card.components);
      const given = values.cards?.[index];
      const type = (parts.header?.format ?? 'IMAGE').toLowerCase();
      const components: Json[] = [
        { type: 'header', parameters: [{ type, [type]: mediaObject(type, given?.media?.url ?? '') }] },
      ];
      const body = bodyParameters(parts.body?.text, given?.body);
      if (body) components.push(body);
      components.push(...buttonParameters(parts.buttons, undefined));
      return { card_index: index, components };
    }),
  };
}

/** The `template` object of a template message: name, language and the parameters its variables need. */
export function templatePayload(message: Extract<OutboundMessage, { kind: 'template' }>): Json {
  const { template, values } = message;
  const parts = templateParts(template.components);
  const components = [
    headerParameters(parts.header, values),
    bodyParameters(parts.body?.text, values.body),
    ...buttonParameters(parts.buttons, values.buttons),
    parts.cards ? carouselParameters(values, parts.cards) : null,
  ].filter((c): c is Json => c !== null);
  return {
    name: template.name,
    language: { code: template.language },
    ...(components.length ? { components } : {}),
  };
}

/** The whole request body of one message. */
export function messagePayload(message: OutboundMessage): Json {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: cloudRecipient(message.to) };
  switch (message.kind) {
    case 'text':
      return { ...base, type: 'text', text: { body: message.text } };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: templatePayload(message),
        // Meta returns it in the message's status webhooks: a broadcast's message id, to find an in-doubt send.
        ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
      };
    case 'media': {
      const { type, url, caption, fileName } = message.media;
      return { ...base, type, [type]: mediaObject(type, url, { caption, fileName }) };
    }
    case 'interactive':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: message.interactive.body },
          action: {
            buttons: message.interactive.buttons.map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })),
          },
        },
      };
  }
}
