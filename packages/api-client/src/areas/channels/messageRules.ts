import { CONTACT_NUMBER_PATTERN } from './channelRules.ts';
import type { MessageContent, SendMessageRequest } from './messageSchemas.ts';
import { fillVariables, templateParts, variableCount } from './templateRules.ts';
import type { MessageTemplate } from './templateSchemas.ts';

/** Virtual customers one sandbox channel's simulator holds at most. */
export const SIMULATOR_CUSTOMERS_MAX = 50;

export const MessageMessages = {
  oneKind: 'Send exactly one of text, template, media or interactive',
  numberInvalid: 'Invalid number format',
  textRequired: 'Message text is required',
  valuesMissing: (part: string, n: number) => `Enter a value for the ${part}'s {{${n}}}`,
  mediaRequired: 'Attachment is missing !',
  mediaAddress: 'The attachment address must be an https:// or http:// address',
  cardsMismatch: 'Give media for every card of the carousel',
  sent: 'Message sent',
  customerNameRequired: 'Customer name is required',
  customerExists: 'A simulated customer with this number exists',
  customerNotFound: 'Simulated customer not found',
  replyRequired: 'Type a reply or tap a button',
  messageNotFound: 'Message not found',
  simulatorFull: `A simulator holds at most ${SIMULATOR_CUSTOMERS_MAX} customers`,
} as const;

/** Messages the simulator shows of one conversation (the latest). */
export const SIMULATOR_PAGE = 100;
export const MESSAGE_PAGE_SIZE = 20;
/** Virtual customers a sandbox channel starts with. */
export const SIMULATOR_SEED_CUSTOMERS = [
  { name: 'Asha Verma', number: '+919812345670' },
  { name: 'Ben Carter', number: '+14155550123' },
  { name: 'Chloé Martin', number: '+33612345678' },
] as const;

/** A number as stored: digits with a leading +, spaces and punctuation removed; null when not a phone number. */
export function normaliseNumber(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  if (!CONTACT_NUMBER_PATTERN.test(compact)) return null;
  const digits = compact.replace(/^\+/, '').replace(/^0+/, '');
  return `+${digits.length === 10 ? `91${digits}` : digits}`;
}

export type SendCheck =
  | { ok: true; to: string; kind: 'text' | 'template' | 'media' | 'interactive' }
  | { ok: false; field: string; message: string };

/** The shape of a send: one kind, a valid number (template values are checked against the template later). */
export function checkSend(request: SendMessageRequest): SendCheck {
  const kinds = (['text', 'template', 'media', 'interactive'] as const).filter((k) => request[k] !== undefined);
  if (kinds.length !== 1) return { ok: false, field: 'body', message: MessageMessages.oneKind };
  const to = normaliseNumber(request.to);
  if (!to) return { ok: false, field: 'to', message: MessageMessages.numberInvalid };
  if (kinds[0] === 'text' && !request.text?.trim())
    return { ok: false, field: 'text', message: MessageMessages.textRequired };
  if (kinds[0] === 'media' && !/^https?:\/\//i.test(request.media?.url ?? ''))
    return { ok: false, field: 'media.url', message: MessageMessages.mediaAddress };
  return { ok: true, to, kind: kinds[0]! };
}

type TemplateValues = NonNullable<SendMessageRequest['template']>;

/**
 * What a template message shows once its values are in (the simulator's bubble and the message record), or the
 * first value missing. Media templates need their media; every `{{n}}` needs a value.
 */
export function templateMessageContent(
  template: Pick<MessageTemplate, 'name' | 'components'>,
  values: TemplateValues,
): { ok: true; content: MessageContent } | { ok: false; field: string; message: string } {
  const { header, body, footer, buttons, offer, cards } = templateParts(template.components);
  const missing = (part: string, text: string | undefined, given: readonly string[] | undefined, field: string) => {
    for (let n = 1; n <= variableCount(text); n++)
      if (!(given?.[n - 1] ?? '').trim())
        return { ok: false as const, field: `${field}.${n - 1}`, message: MessageMessages.valuesMissing(part, n) };
    return null;
  };
  const problem =
    (header?.format === 'TEXT' ? missing('header', header.text, values.header, 'header') : null) ??
    missing('body', body?.text, values.body, 'body');
  if (problem) return problem;
  const content: MessageContent = {
    body: fillVariables(body?.text ?? '', values.body ?? []),
    templateName: template.name,
  };
  if (header) {
    if (header.format === 'TEXT')
      content.header = { format: 'TEXT', text: fillVariables(header.text ?? '', values.header ?? []) };
    else {
      const url = values.media?.url ?? '';
      if (!/^https?:\/\//i.test(url)) return { ok: false, field: 'media', message: MessageMessages.mediaRequired };
      content.header = { format: header.format, url, fileName: values.media?.fileName };
    }
  }
  if (footer?.text) content.footer = footer.text;
  if (offer) content.offer = { text: offer.text };
  if (buttons.length)
    content.buttons = buttons.map((b, i) => ({
      type: b.type,
      text: b.text,
      payload: b.type === 'QUICK_REPLY' ? b.text : undefined,
      url: b.type === 'URL' && b.url ? fillVariables(b.url, [values.buttons?.[i] ?? b.example?.[0] ?? '']) : undefined,
    }));
  if (cards) {
    if ((values.cards?.length ?? 0) !== cards.length)
      return { ok: false, field: 'cards', message: MessageMessages.cardsMismatch };
    const filled: NonNullable<MessageContent['cards']> = [];
    for (const [i, card] of cards.entries()) {
      const parts = templateParts(card.components);
      const given = values.cards![i]!;
      const url = given.media?.url ?? '';
      if (!/^https?:\/\//i.test(url))
        return { ok: false, field: `cards.${i}.media`, message: MessageMessages.mediaRequired };
      const gap = missing('card', parts.body?.text, given.body, `cards.${i}.body`);
      if (gap) return gap;
      filled.push({
        header: { format: parts.header?.format ?? 'IMAGE', url },
        body: fillVariables(parts.body?.text ?? '', given.body ?? []),
        buttons: parts.buttons.map((b) => ({
          type: b.type,
          text: b.text,
          payload: b.type === 'QUICK_REPLY' ? b.text : undefined,
        })),
      });
    }
    content.cards = filled;
  }
  return { ok: true, content };
}
