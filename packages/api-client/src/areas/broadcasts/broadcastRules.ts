import type { MessageContent, SendMessageRequest } from '../channels/messageSchemas.ts';
import { templateMessageContent } from '../channels/messageRules.ts';
import { templateParts, templateVariables } from '../channels/templateRules.ts';
import type { MessageTemplate, TemplateComponent } from '../channels/templateSchemas.ts';
import { normalisePhone } from '../customers/customerValidation.ts';
import { evaluateExpression, expressionColumns, parseExpression } from './broadcastExpression.ts';
import { BROADCAST_LIMITS, MOBILE_NUMBER_MIN_LENGTH } from './broadcastLimits.ts';
import type {
  BroadcastMedia,
  BroadcastStatus,
  BroadcastTemplateRef,
  MappingRow,
  RecipientStatus,
} from './broadcastSchemas.ts';

/** broadcast-and-customer-master §5 and §8, word for word; then ours. */
export const BroadcastMessages = {
  mandatory: 'This Field is Mandatory',
  invalidNumber: 'please enter valid number',
  attachmentMissing: 'Attachment is missing !',
  invalidFileType: 'Invalid file type !',
  cardMediaMissing: (n: number) => `Media missing in card ${n}`,
  mediaNotFound: 'media not found !!',
  cardMappingMissing: 'Variable mapping missing, check all cards',
  urlVariableNotFound: 'URL variable not found',
  urlVariablesMapped: 'URL variables mapped',
  // Ours.
  notFound: 'Broadcast not found',
  messageNotFound: 'Message not found',
  templateNotApproved: 'Only an APPROVED template can be broadcast',
  templateChannel: 'The template belongs to another channel',
  noRecipients: 'Add at least one mobile number or customer',
  tooManyRecipients: `A broadcast goes to at most ${BROADCAST_LIMITS.recipients.toLocaleString('en-US')} recipients`,
  noneAccepted: 'No recipient can be sent this message: see the reasons',
  segmentNotFound: 'Segment not found',
  customerNotFound: 'A picked customer was not found',
  unknownVariable: (key: string) => `The template has no variable ${key}`,
  unknownColumn: (column: string) => `Unknown column "${column}"`,
  notUrlVariable: 'An expression maps a URL variable only',
  accepted: (n: number) => `Broadcast accepted: ${n.toLocaleString('en-US')} message${n === 1 ? '' : 's'} queued`,
  emptyValue: (label: string, column: string) => `No value for ${label}: the recipient's ${column} is empty`,
  numberInvalid: 'Not a valid mobile number',
  chatOnly: "Without a campaign permission, a template goes to one chat's number only",
  duplicate: 'Already a recipient of this broadcast',
  notADate: (field: string) => `${field} is not a date`,
} as const;

/** Columns every customer has; the enterprise's custom fields add theirs (by field name). */
export const STANDARD_COLUMNS = [
  { value: 'name', label: 'Name' },
  { value: 'phoneNumber', label: 'Phone Number' },
  { value: 'whatsAppNumber', label: 'WhatsApp Number' },
] as const;

/** 'Mobile Numbers' as typed: split on commas (and line breaks, for a pasted column), trimmed, blanks dropped. */
export function splitMobileNumbers(text: string): string[] {
  return text
    .split(/[,\n\r]/)
    .map((n) => n.trim())
    .filter(Boolean);
}

/** 'please enter valid number' when any typed number is shorter than 10 characters. */
export function mobileNumbersError(numbers: readonly string[]): string | null {
  return numbers.some((n) => n.length < MOBILE_NUMBER_MIN_LENGTH) ? BroadcastMessages.invalidNumber : null;
}

export type VariablePart = 'header' | 'body' | 'button' | 'card';

/** A template variable to map (the spec's "Variable definitions"). */
export interface VariableDefinition {
  /** 'header.1', 'body.2', 'button.0.1' (the URL button at position 0), 'card.1.body.1'. */
  key: string;
  /** What the mapper shows: '{{1}}'. */
  variable: string;
  /** What the mapper's group is called: 'Header', 'Body', 'Button 1 URL', 'Card 2'. */
  group: string;
  part: VariablePart;
  card: number | null;
  isUrl: boolean;
  required: boolean;
  /** The template's sample value, shown as a hint. */
  example: string | null;
}

/** The variables of a template to map, in the order the message shows them. */
export function templateVariableDefinitions(components: readonly TemplateComponent[]): VariableDefinition[] {
  const { header, body, buttons, cards } = templateParts(components);
  const defs: VariableDefinition[] = [];
  const add = (
    text: string | undefined,
    key: string,
    group: string,
    part: VariablePart,
    card: number | null,
    examples: readonly string[] | undefined,
    isUrl = false,
  ) => {
    for (const n of [...new Set(templateVariables(text))].sort((a, b) => a - b))
      defs.push({
        key: `${key}.${n}`,
        variable: `{{${n}}}`,
        group,
        part,
        card,
        isUrl,
        required: true,
        example: examples?.[n - 1] ?? null,
      });
  };
  if (header?.format === 'TEXT') add(header.text, 'header', 'Header', 'header', null, header.example);
  add(body?.text, 'body', 'Body', 'body', null, body?.example);
  buttons.forEach((b, i) => {
    if (b.type === 'URL' && b.url) add(b.url, `button.${i}`, `Button ${i + 1} URL`, 'button', null, b.example, true);
  });
  cards?.forEach((card, c) => {
    const parts = templateParts(card.components);
    add(parts.body?.text, `card.${c}.body`, `Card ${c + 1}`, 'card', c, parts.body?.example);
  });
  return defs;
}

/** What a template's header needs attached: nothing, one file of a kind, or one per carousel card. */
export type TemplateMediaKind = 'NONE' | 'IMAGE' | 'VIDEO' | 'DOC' | 'CAROUSEL';

/** The spec's media type of a template (DOCUMENT is treated as DOC), or carousel mode. */
export function templateMediaKind(components: readonly TemplateComponent[]): TemplateMediaKind {
  const { header, cards } = templateParts(components);
  if (cards) return 'CAROUSEL';
  if (!header || header.format === 'TEXT') return 'NONE';
  return header.format === 'DOCUMENT' ? 'DOC' : header.format;
}

const isPdf = (media: BroadcastMedia) =>
  /\.pdf$/i.test(media.fileName || (media.url.split(/[?#]/)[0] ?? '')) || /pdf/i.test(media.type ?? '');

export interface BroadcastProblem {
  field: string;
  message: string;
}

/** 'Attachment is missing !', 'Invalid file type !' (a document must be a PDF) and 'Media missing in card {n}'. */
export function broadcastMediaProblem(
  kind: TemplateMediaKind,
  ref: Pick<BroadcastTemplateRef, 'media' | 'cards'>,
  cardCount = 0,
): BroadcastProblem | null {
  if (kind === 'NONE') return null;
  if (kind === 'CAROUSEL') {
    for (let c = 0; c < cardCount; c++)
      if (!ref.cards?.[c]?.media?.url)
        return { field: `cards.${c}`, message: BroadcastMessages.cardMediaMissing(c + 1) };
    return null;
  }
  if (!ref.media?.url) return { field: 'media', message: BroadcastMessages.attachmentMissing };
  if (kind === 'DOC' && !isPdf(ref.media)) return { field: 'media', message: BroadcastMessages.invalidFileType };
  return null;
}

/**
 * The mapping's shape, before any recipient: every required variable has a value, columns exist, expressions
 * parse and only map URL variables. Errors by variable key; for a carousel, a card's gap is also reported as
 * 'Variable mapping missing, check all cards' under `cards`.
 */
export function mappingProblems(
  definitions: readonly VariableDefinition[],
  rows: readonly MappingRow[],
  columns: ReadonlySet<string> | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const byKey = new Map(rows.map((r) => [r.variable, r]));
  for (const row of rows)
    if (!definitions.some((d) => d.key === row.variable))
      errors[row.variable] = BroadcastMessages.unknownVariable(row.variable);
  for (const def of definitions) {
    const row = byKey.get(def.key);
    const value = row?.value.trim() ?? '';
    if (!value) {
      if (def.required) errors[def.key] = BroadcastMessages.mandatory;
      continue;
    }
    if (row!.type === 'column' && columns && !columns.has(value))
      errors[def.key] = BroadcastMessages.unknownColumn(value);
    if (row!.type === 'expression') {
      if (!def.isUrl) errors[def.key] = BroadcastMessages.notUrlVariable;
      else {
        const parsed = parseExpression(row!.value);
        if (!parsed.ok) errors[def.key] = parsed.error;
        else {
          const unknown = columns ? expressionColumns(parsed.parts).find((c) => !columns.has(c)) : undefined;
          if (unknown) errors[def.key] = BroadcastMessages.unknownColumn(unknown);
        }
      }
    }
  }
  if (definitions.some((d) => d.part === 'card' && errors[d.key])) errors.cards = BroadcastMessages.cardMappingMissing;
  return errors;
}

/**
 * A recipient's columns: name, phoneNumber, whatsAppNumber and custom fields by name; a typed number that is no
 * customer's has its phoneNumber only.
 */
export type RecipientFields = Readonly<Record<string, string | undefined>>;

export type TemplateValues = NonNullable<SendMessageRequest['template']>;

export type RenderedRecipient =
  { ok: true; values: TemplateValues; content: MessageContent } | { ok: false; reason: string };

/** A recipient's template values, or why the recipient cannot be sent to. */
export type RecipientValues = { ok: true; values: TemplateValues } | { ok: false; reason: string };

const columnLabel = (column: string) => STANDARD_COLUMNS.find((c) => c.value === column)?.label.toLowerCase() ?? column;

/**
 * The variable values of one broadcast's recipients: what the mapping and the request fix is worked out once (the
 * mapping's rows by variable, parsed expressions, media), so a broadcast to 100,000 costs little per recipient.
 * Each variable is resolved from its mapping row (a constant, the recipient's column, or an expression over its
 * columns); a required variable left empty rejects the recipient with the reason.
 */
export function recipientValuesRenderer(
  template: Pick<MessageTemplate, 'id' | 'components'>,
  definitions: readonly VariableDefinition[],
  rows: readonly MappingRow[],
  ref: Pick<BroadcastTemplateRef, 'media' | 'cards'>,
): (fields: RecipientFields) => RecipientValues {
  const byKey = new Map(rows.map((r) => [r.variable, r]));
  type Source =
    | { kind: 'static'; value: string }
    | { kind: 'column'; column: string }
    | { kind: 'expression'; parsed: ReturnType<typeof parseExpression> }
    | { kind: 'none' };
  const variables = definitions.map((def) => {
    const row = byKey.get(def.key);
    const source: Source =
      row?.type === 'static'
        ? { kind: 'static', value: row.value }
        : row?.type === 'column'
          ? { kind: 'column', column: row.value.trim() }
          : row?.type === 'expression'
            ? { kind: 'expression', parsed: parseExpression(row.value) }
            : { kind: 'none' };
    const segments = def.key.split('.');
    return {
      def,
      source,
      label: `${def.group} ${def.variable}`,
      n: Number(segments.at(-1)),
      button: Number(segments[1]),
    };
  });
  const cardCount = templateParts(template.components).cards?.length ?? 0;
  const mediaOf = (media: BroadcastTemplateRef['media']) =>
    media ? { url: media.url, ...(media.fileName ? { fileName: media.fileName } : {}) } : undefined;
  const media = mediaOf(ref.media);
  const cardMedia = Array.from({ length: cardCount }, (_, c) => mediaOf(ref.cards?.[c]?.media));
  const put = (list: string[], n: number, value: string) => {
    while (list.length < n) list.push('');
    list[n - 1] = value;
  };

  return (fields) => {
    const values: TemplateValues = { templateId: template.id };
    for (const { def, source, label, n, button } of variables) {
      let value = '';
      if (source.kind === 'static') value = source.value;
      else if (source.kind === 'column') {
        value = fields[source.column]?.trim() ?? '';
        if (!value && def.required)
          return { ok: false, reason: BroadcastMessages.emptyValue(label, columnLabel(source.column)) };
      } else if (source.kind === 'expression') {
        if (!source.parsed.ok) return { ok: false, reason: source.parsed.error };
        const result = evaluateExpression(source.parsed.parts, fields);
        if (!result.ok) return { ok: false, reason: BroadcastMessages.emptyValue(label, columnLabel(result.missing)) };
        value = result.text;
      }
      if (!value.trim() && def.required) return { ok: false, reason: BroadcastMessages.emptyValue(label, 'value') };
      if (def.part === 'header') put((values.header ??= []), n, value);
      else if (def.part === 'body') put((values.body ??= []), n, value);
      else if (def.part === 'button') put((values.buttons ??= []), button + 1, value);
      else {
        values.cards ??= [];
        const card = (values.cards[def.card!] ??= {});
        put((card.body ??= []), n, value);
      }
    }
    if (media) values.media = media;
    if (cardCount) {
      values.cards ??= [];
      for (let c = 0; c < cardCount; c++) {
        const card = (values.cards[c] ??= {});
        if (cardMedia[c]) card.media = cardMedia[c];
      }
    }
    return { ok: true, values };
  };
}

/**
 * One recipient's message: its values (recipientValuesRenderer), then the template filled in. Nothing is sent with
 * a hole in it.
 */
export function renderRecipient(
  template: Pick<MessageTemplate, 'id' | 'name' | 'components'>,
  definitions: readonly VariableDefinition[],
  rows: readonly MappingRow[],
  ref: Pick<BroadcastTemplateRef, 'media' | 'cards'>,
  fields: RecipientFields,
): RenderedRecipient {
  const rendered = recipientValuesRenderer(template, definitions, rows, ref)(fields);
  if (!rendered.ok) return rendered;
  const filled = templateMessageContent(template, rendered.values);
  if (!filled.ok) return { ok: false, reason: filled.message };
  return { ok: true, values: rendered.values, content: filled.content };
}

/**
 * A typed number as sent, normalised like the customer master's phones (so a typed number finds its customer), with
 * the punctuation people paste dropped; null when it is not a number.
 */
export const recipientNumber = (raw: string): string | null => normalisePhone(raw.replace(/[().-]/g, ''));

/** Recipient statuses that are final. */
export const FINAL_RECIPIENT_STATUSES: readonly RecipientStatus[] = [
  'rejected',
  'sent',
  'delivered',
  'read',
  'failed',
  'accepted',
];

/**
 * A broadcast's status from its message counts: queued until one is being sent, sending while any waits, then
 * completed, completed with failures, or failed when nothing went.
 */
export function broadcastStatusOf(counts: Readonly<Record<string, number>>): BroadcastStatus {
  const n = (s: RecipientStatus) => counts[s] ?? 0;
  const waiting = n('queued') + n('sending');
  const went = n('accepted') + n('sent') + n('delivered') + n('read');
  const failed = n('failed') + n('rejected');
  if (waiting > 0) return went + n('failed') > 0 || n('sending') > 0 ? 'sending' : 'queued';
  if (went === 0) return 'failed';
  return failed > 0 ? 'completed_with_failures' : 'completed';
}

/** 'completed_with_failures' → 'Completed With Failures' (the list shows statuses in title case). */
export const titleCase = (status: string): string =>
  status
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');

/** platform-shell §4.3 "Message status: unread 0, sent 1, read 2, failed 3, delivered 1" for a delivery status. */
export function messageStatusCode(status: string): number {
  switch (status) {
    case 'sent':
    case 'delivered':
      return 1;
    case 'read':
      return 2;
    case 'failed':
      return 3;
    default:
      return 0;
  }
}

/**
 * A list's date filter as the console sends it (ISO, often without the trailing Z, which reads as UTC like with it),
 * in milliseconds: null when absent, NaN when it is no date.
 */
export function filterDateMs(value: unknown): number | null {
  const raw = String(value ?? '').trim();
  if (!raw) return null;
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
}
