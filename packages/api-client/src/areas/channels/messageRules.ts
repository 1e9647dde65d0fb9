import { CONTACT_NUMBER_PATTERN } from './channelRules.ts';
import type { MessageContact, MessageContent, SendMessageRequest, SimulatorReplyRequest } from './messageSchemas.ts';
import { fillVariables, templateParts, variableCount } from './templateRules.ts';
import type { MessageTemplate } from './templateSchemas.ts';

/** Virtual customers one sandbox channel's simulator holds at most. */
export const SIMULATOR_CUSTOMERS_MAX = 50;

export const MessageMessages = {
  oneKind: 'Send exactly one of text, template, media, interactive, location, contacts or reaction',
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
  tooLong: (what: string, max: number) => `The ${what} can have at most ${max} characters`,
  bodyRequired: 'Message body is required',
  buttonsCount: 'Give 1 to 3 reply buttons',
  buttonTitleRequired: 'Every button needs a title',
  buttonIdsRepeat: 'Reply buttons need different ids',
  buttonTitlesRepeat: 'Reply buttons need different titles',
  interactivePart: (type: string) => `A ${type} message needs its ${type === 'button' ? 'buttons' : type} part`,
  listButtonRequired: 'The list needs the text of the button that opens it',
  listSectionsCount: 'Give the list 1 to 10 sections',
  listRowsCount: 'A list holds 1 to 10 rows in all',
  listRowRequired: 'Every row needs an id and a title',
  listRowIdsRepeat: 'List rows need different ids',
  listSectionTitle: 'A list with several sections needs a title on each',
  flowIdRequired: 'Choose the Flow to send',
  flowCtaRequired: 'The Flow needs the text of its button',
  flowCtaEmoji: "The Flow's button cannot hold emoji",
  flowDataEmpty: "The Flow's screen data cannot be an empty object",
  contactsCount: 'Send 1 to 10 contacts',
  contactNameRequired: 'Every contact needs a name',
  contactReachable: 'Every contact needs a phone number or an email address',
  contactEmail: 'Enter a valid email address',
  reactionEmoji: 'A reaction is one emoji (or none, to take it back)',
  reactionTarget: 'The message reacted to is not in this conversation',
  reactionNotSent: 'The message reacted to has not reached WhatsApp yet',
  mediaUnavailable: 'This media is no longer available',
  mediaTooLarge: 'This media is larger than a file the library takes',
} as const;

/** WhatsApp's limits on interactive, contacts and reaction messages (Cloud API message reference). */
export const INTERACTIVE_LIMITS = {
  header: 60,
  body: 1024,
  footer: 60,
  buttons: 3,
  buttonTitle: 20,
  buttonId: 256,
  listButton: 20,
  sections: 10,
  rows: 10,
  sectionTitle: 24,
  rowId: 200,
  rowTitle: 24,
  rowDescription: 72,
  flowCta: 20,
  contacts: 10,
} as const;

/** Send kinds, one per request field. */
export const SEND_KINDS = ['text', 'template', 'media', 'interactive', 'location', 'contacts', 'reaction'] as const;
export type SendKind = (typeof SEND_KINDS)[number];

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

export type SendCheck = { ok: true; to: string; kind: SendKind } | { ok: false; field: string; message: string };
type Refusal = { ok: false; field: string; message: string };
const refuse = (field: string, message: string): Refusal => ({ ok: false, field, message });

/**
 * The shape of a send: one kind, a valid number, and WhatsApp's limits for the kind (template values are checked
 * against the template later, a reaction's message against the conversation).
 */
export function checkSend(request: SendMessageRequest): SendCheck {
  const kinds = SEND_KINDS.filter((k) => request[k] !== undefined);
  if (kinds.length !== 1) return refuse('body', MessageMessages.oneKind);
  const to = normaliseNumber(request.to);
  if (!to) return refuse('to', MessageMessages.numberInvalid);
  const kind = kinds[0]!;
  const problem =
    kind === 'text' && !request.text?.trim()
      ? refuse('text', MessageMessages.textRequired)
      : kind === 'media' && !/^https?:\/\//i.test(request.media?.url ?? '')
        ? refuse('media.url', MessageMessages.mediaAddress)
        : kind === 'interactive'
          ? checkInteractive(request.interactive!)
          : kind === 'contacts'
            ? checkContacts(request.contacts!)
            : kind === 'reaction'
              ? checkReaction(request.reaction!)
              : null;
  return problem ?? { ok: true, to, kind };
}

type Interactive = NonNullable<SendMessageRequest['interactive']>;
const L = INTERACTIVE_LIMITS;
const over = (text: string | undefined, max: number) => (text ?? '').length > max;
const blank = (text: string | undefined) => !(text ?? '').trim();
// Emoji, as WhatsApp counts them for a Flow's button (pictographs and the joiners and selectors that build them).
const EMOJI = /\p{Extended_Pictographic}|\u200d|\ufe0f/u;

function checkInteractive(interactive: Interactive): Refusal | null {
  const type = interactive.type ?? 'button';
  if (over(interactive.header, L.header))
    return refuse('interactive.header', MessageMessages.tooLong('header', L.header));
  if (blank(interactive.body)) return refuse('interactive.body', MessageMessages.bodyRequired);
  if (over(interactive.body, L.body)) return refuse('interactive.body', MessageMessages.tooLong('body', L.body));
  if (over(interactive.footer, L.footer))
    return refuse('interactive.footer', MessageMessages.tooLong('footer', L.footer));
  const parts = { button: interactive.buttons, list: interactive.list, flow: interactive.flow };
  const others = (Object.keys(parts) as (keyof typeof parts)[]).filter((k) => k !== type && parts[k] !== undefined);
  if (parts[type] === undefined || others.length)
    return refuse(`interactive.${type}`, MessageMessages.interactivePart(type));
  if (type === 'button') return checkReplyButtons(interactive.buttons!);
  if (type === 'list') return checkList(interactive.list!);
  return checkFlow(interactive.flow!);
}

function checkReplyButtons(buttons: NonNullable<Interactive['buttons']>): Refusal | null {
  if (buttons.length < 1 || buttons.length > L.buttons)
    return refuse('interactive.buttons', MessageMessages.buttonsCount);
  for (const [i, button] of buttons.entries()) {
    if (blank(button.id) || blank(button.title))
      return refuse(`interactive.buttons.${i}`, MessageMessages.buttonTitleRequired);
    if (over(button.title, L.buttonTitle))
      return refuse(`interactive.buttons.${i}.title`, MessageMessages.tooLong('button title', L.buttonTitle));
    if (over(button.id, L.buttonId))
      return refuse(`interactive.buttons.${i}.id`, MessageMessages.tooLong('button id', L.buttonId));
  }
  if (new Set(buttons.map((b) => b.id)).size !== buttons.length)
    return refuse('interactive.buttons', MessageMessages.buttonIdsRepeat);
  if (new Set(buttons.map((b) => b.title.trim().toLowerCase())).size !== buttons.length)
    return refuse('interactive.buttons', MessageMessages.buttonTitlesRepeat);
  return null;
}

function checkList(list: NonNullable<Interactive['list']>): Refusal | null {
  if (blank(list.button)) return refuse('interactive.list.button', MessageMessages.listButtonRequired);
  if (over(list.button, L.listButton))
    return refuse('interactive.list.button', MessageMessages.tooLong('list button', L.listButton));
  const { sections } = list;
  if (sections.length < 1 || sections.length > L.sections)
    return refuse('interactive.list.sections', MessageMessages.listSectionsCount);
  const rows = sections.flatMap((s) => s.rows);
  if (rows.length < 1 || rows.length > L.rows || sections.some((s) => s.rows.length === 0))
    return refuse('interactive.list.sections', MessageMessages.listRowsCount);
  for (const [i, section] of sections.entries()) {
    const at = `interactive.list.sections.${i}`;
    if (sections.length > 1 && blank(section.title)) return refuse(`${at}.title`, MessageMessages.listSectionTitle);
    if (over(section.title, L.sectionTitle))
      return refuse(`${at}.title`, MessageMessages.tooLong('section title', L.sectionTitle));
    for (const [j, row] of section.rows.entries()) {
      const rowAt = `${at}.rows.${j}`;
      if (blank(row.id) || blank(row.title)) return refuse(rowAt, MessageMessages.listRowRequired);
      if (over(row.id, L.rowId)) return refuse(`${rowAt}.id`, MessageMessages.tooLong('row id', L.rowId));
      if (over(row.title, L.rowTitle))
        return refuse(`${rowAt}.title`, MessageMessages.tooLong('row title', L.rowTitle));
      if (over(row.description, L.rowDescription))
        return refuse(`${rowAt}.description`, MessageMessages.tooLong('row description', L.rowDescription));
    }
  }
  if (new Set(rows.map((r) => r.id)).size !== rows.length)
    return refuse('interactive.list.sections', MessageMessages.listRowIdsRepeat);
  return null;
}

function checkFlow(flow: NonNullable<Interactive['flow']>): Refusal | null {
  if (blank(flow.flowId)) return refuse('interactive.flow.flowId', MessageMessages.flowIdRequired);
  if (blank(flow.cta)) return refuse('interactive.flow.cta', MessageMessages.flowCtaRequired);
  if (over(flow.cta, L.flowCta))
    return refuse('interactive.flow.cta', MessageMessages.tooLong("Flow's button", L.flowCta));
  if (EMOJI.test(flow.cta)) return refuse('interactive.flow.cta', MessageMessages.flowCtaEmoji);
  if (flow.data && Object.keys(flow.data).length === 0)
    return refuse('interactive.flow.data', MessageMessages.flowDataEmpty);
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkContacts(contacts: readonly MessageContact[]): Refusal | null {
  if (contacts.length < 1 || contacts.length > L.contacts) return refuse('contacts', MessageMessages.contactsCount);
  for (const [i, contact] of contacts.entries()) {
    if (blank(contact.name)) return refuse(`contacts.${i}.name`, MessageMessages.contactNameRequired);
    const phones = (contact.phones ?? []).filter((p) => !blank(p.phone));
    const emails = (contact.emails ?? []).filter((e) => !blank(e.email));
    if (!phones.length && !emails.length) return refuse(`contacts.${i}`, MessageMessages.contactReachable);
    const badEmail = emails.findIndex((e) => !EMAIL.test(e.email.trim()));
    if (badEmail >= 0) return refuse(`contacts.${i}.emails.${badEmail}`, MessageMessages.contactEmail);
  }
  return null;
}

/** One emoji: a single grapheme that is a pictograph (skin tones, flags and joined families included). */
export function isSingleEmoji(text: string): boolean {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return graphemes.length === 1 && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(text);
}

function checkReaction(reaction: NonNullable<SendMessageRequest['reaction']>): Refusal | null {
  if (blank(reaction.messageId)) return refuse('reaction.messageId', MessageMessages.reactionTarget);
  if (reaction.emoji !== '' && !isSingleEmoji(reaction.emoji))
    return refuse('reaction.emoji', MessageMessages.reactionEmoji);
  return null;
}

/**
 * What a text, media, interactive, location or contacts message shows (its record and the simulator's bubble),
 * trimmed as it is sent. Templates and reactions need what is stored (messageRules' templateMessageContent, the
 * reacted message), so their callers build theirs.
 */
export function directMessageContent(request: SendMessageRequest, kind: SendKind): MessageContent {
  switch (kind) {
    case 'text':
      return { body: request.text!.trim() };
    case 'media':
      return { body: request.media!.caption ?? '', media: request.media! };
    case 'location':
      return { body: request.location!.name ?? '', location: request.location! };
    case 'contacts':
      return { body: '', contacts: request.contacts!.map(tidyContact) };
    case 'interactive': {
      const interactive = request.interactive!;
      const content: MessageContent = { body: interactive.body.trim() };
      if (interactive.header?.trim()) content.header = { format: 'TEXT', text: interactive.header.trim() };
      if (interactive.footer?.trim()) content.footer = interactive.footer.trim();
      if (interactive.buttons && (interactive.type ?? 'button') === 'button')
        content.buttons = interactive.buttons.map((b) => ({ type: 'QUICK_REPLY', text: b.title, payload: b.id }));
      if (interactive.type === 'list') content.list = interactive.list!;
      if (interactive.type === 'flow') {
        const { flowId, cta, screen } = interactive.flow!;
        content.flow = { flowId, cta, ...(screen ? { screen } : {}) };
      }
      return content;
    }
    default:
      throw new Error(`${kind} messages are composed by their caller`);
  }
}

function tidyContact(contact: MessageContact): MessageContact {
  const phones = (contact.phones ?? []).filter((p) => !blank(p.phone)).map((p) => ({ ...p, phone: p.phone.trim() }));
  const emails = (contact.emails ?? []).filter((e) => !blank(e.email)).map((e) => ({ ...e, email: e.email.trim() }));
  return {
    name: contact.name.trim(),
    ...(phones.length ? { phones } : {}),
    ...(emails.length ? { emails } : {}),
    ...(contact.organization?.trim() ? { organization: contact.organization.trim() } : {}),
  };
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

/**
 * What a simulated customer's reply records, as the Cloud API webhook would: typed text; a template's quick reply
 * (`button`, the tapped text and payload); or a reply button or list row (`interactive`, typed `button_reply` or
 * `list_reply`, payload = the id). Null when there is nothing to send.
 */
export function simulatorReplyContent(
  request: SimulatorReplyRequest,
): { kind: 'text' | 'button' | 'interactive'; content: MessageContent } | null {
  const { button } = request;
  const text = (button?.text ?? request.text ?? '').trim();
  if (!text) return null;
  if (!button) return { kind: 'text', content: { body: text } };
  const tapped = button.kind ?? 'quick_reply';
  const payload = button.payload ?? text;
  if (tapped === 'quick_reply')
    return { kind: 'button', content: { body: text, buttons: [{ type: 'QUICK_REPLY', text, payload }] } };
  return { kind: 'interactive', content: { body: text, buttons: [{ type: tapped, text, payload }] } };
}

/** The message a reaction answers, as both the server and the fake find it. */
export interface ReactionTarget {
  id: string;
  customerNumber: string;
  transId: string | null;
}

/**
 * A reaction's record and the provider's id of the message it reacts to. The target must be a message of the same
 * conversation (channel and customer; the caller looks it up in the channel) that reached the provider.
 */
export function reactionContent(
  target: ReactionTarget | null,
  to: string,
  reaction: NonNullable<SendMessageRequest['reaction']>,
): { ok: true; content: MessageContent; transId: string } | Refusal {
  if (!target || target.customerNumber !== to) return refuse('reaction.messageId', MessageMessages.reactionTarget);
  if (!target.transId) return refuse('reaction.messageId', MessageMessages.reactionNotSent);
  return {
    ok: true,
    content: { body: '', reaction: { emoji: reaction.emoji, messageId: target.id } },
    transId: target.transId,
  };
}
