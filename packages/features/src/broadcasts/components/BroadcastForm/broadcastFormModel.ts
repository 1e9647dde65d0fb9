import {
  BroadcastMessages,
  broadcastMediaProblem,
  mappingProblems,
  mobileNumbersError,
  splitMobileNumbers,
  templateMediaKind,
  templateParts,
  templateVariableDefinitions,
  type Broadcast,
  type BroadcastMedia,
  type BroadcastRequest,
  type MappingRow,
  type MessageTemplate,
  type TemplateMediaKind,
  type VariableDefinition,
} from '@parley/api-client';
import type { ComboboxOption } from '@parley/ui';
import type { PickedCustomer } from '../../../customer-master/components/CustomerPickerDialog.tsx';

/** What the sender holds while it is filled in (§2 "Broadcast form", §3 "Broadcast request"). */
export interface BroadcastFormValues {
  channel: ComboboxOption | null;
  /** The template's id and name; its components come from the template query. */
  template: ComboboxOption | null;
  /** 'Mobile Numbers' as typed: comma separated, picked customers' numbers appended. */
  numbers: string;
  /** Customers picked from the customer master: sent by id while their number is still in `numbers`. */
  customers: PickedCustomer[];
  media: BroadcastMedia | null;
  /** A carousel's media, card by card. */
  cards: (BroadcastMedia | null)[];
  /** The variables' values, by definition key; rows of another template are ignored. */
  mapping: MappingRow[];
}

export const emptyBroadcastValues = (overrides: Partial<BroadcastFormValues> = {}): BroadcastFormValues => ({
  channel: null,
  template: null,
  numbers: '',
  customers: [],
  media: null,
  cards: [],
  mapping: [],
  ...overrides,
});

/** What a chosen template asks of the form: its variables, its media kind and how many carousel cards it has. */
export interface BroadcastTemplateInfo {
  template: MessageTemplate;
  definitions: VariableDefinition[];
  kind: TemplateMediaKind;
  cardCount: number;
}

export function broadcastTemplateInfo(template: MessageTemplate): BroadcastTemplateInfo {
  return {
    template,
    definitions: templateVariableDefinitions(template.components),
    kind: templateMediaKind(template.components),
    cardCount: templateParts(template.components).cards?.length ?? 0,
  };
}

/** One row per variable of the template, in its order: the stored value, or an empty constant. */
export function mappingRowsFor(definitions: readonly VariableDefinition[], rows: readonly MappingRow[]): MappingRow[] {
  return definitions.map(
    (def) => rows.find((row) => row.variable === def.key) ?? { variable: def.key, type: 'static', value: '' },
  );
}

/**
 * Where the form shows a problem: a field's name, `cards.{n}` for a card's media, and `root.mappingCards` for the
 * carousel's mapping as a whole (a problem of no single field).
 */
export type BroadcastFormField =
  'channel' | 'template' | 'numbers' | 'media' | 'mapping' | 'root.mappingCards' | `cards.${number}`;

/**
 * The sender's checks (§5), all from the contract's rules: required channel, template and numbers, valid numbers,
 * the template's media, and the variable mapping. `columns` is null while the customer master's fields load.
 */
export function broadcastFormProblems(
  values: BroadcastFormValues,
  info: BroadcastTemplateInfo | undefined,
  columns: ReadonlySet<string> | null,
): Partial<Record<BroadcastFormField, string>> {
  const problems: Partial<Record<BroadcastFormField, string>> = {};
  if (!values.channel) problems.channel = BroadcastMessages.mandatory;
  if (!values.template) problems.template = BroadcastMessages.mandatory;
  const numbers = splitMobileNumbers(values.numbers);
  if (numbers.length === 0) problems.numbers = BroadcastMessages.mandatory;
  else {
    const invalid = mobileNumbersError(numbers);
    if (invalid) problems.numbers = invalid;
  }
  if (!info) return problems;
  const media = broadcastMediaProblem(info.kind, templateRefMedia(values, info), info.cardCount);
  if (media) problems[media.field as BroadcastFormField] = media.message;
  const mapping = mappingProblems(info.definitions, mappingRowsFor(info.definitions, values.mapping), columns);
  const { cards, ...byVariable } = mapping;
  if (cards) problems['root.mappingCards'] = cards;
  const first = Object.values(byVariable)[0];
  if (first) problems.mapping = first;
  return problems;
}

/** The media part of the request's template: one file, or one per card, as the template's kind asks. */
function templateRefMedia(
  values: BroadcastFormValues,
  info: BroadcastTemplateInfo,
): Pick<BroadcastRequest['message']['template'], 'media' | 'cards'> {
  if (info.kind === 'CAROUSEL')
    return {
      cards: Array.from({ length: info.cardCount }, (_, c) => {
        const media = values.cards[c];
        return media ? { media } : {};
      }),
    };
  if (info.kind !== 'NONE' && values.media) return { media: values.media };
  return {};
}

/** What a broadcast is sent for: a campaign being tested, or a chat (its id, when the host gives one). */
export interface BroadcastResource {
  resourceType: 'CAMPAIGN' | 'CHAT';
  resourceId?: string;
}

/**
 * The request for these values. A picked customer goes by id (so column mappings read their fields) while their
 * number is still in the text; their number is then not sent a second time as a typed one.
 */
export function broadcastRequestOf(
  values: BroadcastFormValues,
  info: BroadcastTemplateInfo,
  resource?: BroadcastResource,
): BroadcastRequest {
  const numbers = splitMobileNumbers(values.numbers);
  const typed = new Set(numbers);
  const picked = values.customers.filter((customer) => typed.has(customer.phoneNumber));
  const pickedNumbers = new Set(picked.map((customer) => customer.phoneNumber));
  return {
    channelId: values.channel?.value ?? '',
    phoneNumber: [...new Set(numbers.filter((number) => !pickedNumbers.has(number)))],
    ...(picked.length ? { customerIds: picked.map((customer) => customer.id) } : {}),
    message: {
      template: {
        templateId: info.template.templateId,
        templateUId: info.template.id,
        ...templateRefMedia(values, info),
      },
    },
    columnMapping: mappingRowsFor(info.definitions, values.mapping),
    ...(resource ?? {}),
  };
}

/** A stored broadcast as the (disabled) form shows it. */
export function broadcastValuesOf(broadcast: Broadcast): BroadcastFormValues {
  const { template } = broadcast.message;
  return emptyBroadcastValues({
    channel: broadcast.channelId ? { value: broadcast.channelId, label: broadcast.channelName ?? '-' } : null,
    template: { value: template.templateUId, label: broadcast.templateName },
    numbers: broadcast.phoneNumbers.join(', '),
    media: template.media ?? null,
    cards: (template.cards ?? []).map((card) => card.media ?? null),
    mapping: broadcast.columnMapping,
  });
}
