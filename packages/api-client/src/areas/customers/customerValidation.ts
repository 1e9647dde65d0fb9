/**
 * Definition-driven validation of customers, shared by the server, the fake and the console form so the three
 * can never disagree (broadcast-and-customer-master §5 "Customer", §3 "Standard definitions").
 * Pure functions only: no I/O, no dates, no randomness.
 */
import type { InputFieldDefinition } from './customerMasterSchemas.ts';
import { CustomerMessages } from './customerMessages.ts';
import { DEFAULT_COUNTRY_CODE } from './customerLimits.ts';
import { STANDARD_DEFINITIONS } from './standardDefinitions.ts';

export interface FieldRules {
  min: number | undefined;
  max: number | undefined;
  allowSpecialChars: boolean;
  allowedChars: readonly string[];
}

const rulesCache = new WeakMap<object, FieldRules>();

export function rulesOf(def: Pick<InputFieldDefinition, 'validations'>): FieldRules {
  const cached = rulesCache.get(def);
  if (cached) return cached;
  const rules = computeRules(def);
  rulesCache.set(def, rules);
  return rules;
}

function computeRules(def: Pick<InputFieldDefinition, 'validations'>): FieldRules {
  const rules: FieldRules = { min: undefined, max: undefined, allowSpecialChars: false, allowedChars: [] };
  for (const v of def.validations ?? []) {
    if (v.id === 'minValue') rules.min = v.value;
    else if (v.id === 'maxValue') rules.max = v.value;
    else if (v.id === 'allowSpecialChars') rules.allowSpecialChars = v.value;
    else if (v.id === 'allowedChars') rules.allowedChars = v.value;
  }
  return rules;
}

export const dropdownOptions = (defaultValue: string | undefined): string[] =>
  (defaultValue ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const isDropdown = (fieldType: string) =>
  fieldType === 'selectbox-singlevalue' || fieldType === 'selectbox-multiplevalue';

const optionsCache = new WeakMap<object, string[]>();
const LETTER = /\p{L}|\p{M}/u;
const DIGIT = /\p{Nd}/u;

/** The answer for a valid value: one shared empty list (an import validates millions of values). */
const NO_MESSAGES: readonly string[] = Object.freeze([]);

/**
 * Messages for one value of one field; an empty list means the value is valid. The check is prepared once per
 * definition object: a changed definition must be a new object (as the server's loads and the fake's saves are).
 */
export function validateFieldValue(def: InputFieldDefinition, raw: string | undefined | null): readonly string[] {
  let check = checkCache.get(def);
  if (!check) checkCache.set(def, (check = prepareFieldCheck(def)));
  return check(raw ?? '');
}

type FieldCheck = (value: string) => readonly string[];
const checkCache = new WeakMap<object, FieldCheck>();

/**
 * validateFieldValue for one definition, prepared once: an import checks millions of values, nearly all plain
 * ASCII and valid. Such a value is accepted after one pass over its characters against a table made from the
 * definition's own rules (which characters pass, the lengths, the number patterns); anything else — empty,
 * whitespace only, non-ASCII, a character or length the field refuses — is worked out in full by fieldValueMessages,
 * so the messages and every edge case stay in one place.
 */
function prepareFieldCheck(def: InputFieldDefinition): FieldCheck {
  if (isDropdown(def.fieldType)) return (value) => fieldValueMessages(def, value);
  const rules = rulesOf(def);
  const min = rules.min ?? 0;
  const max = rules.max ?? Infinity;
  const pattern = def.inputType === 'number' ? /^[+-]?\d+$/ : def.inputType === 'decimal' ? /^[+-]?\d+(\.\d+)?$/ : null;
  // ASCII characters a text value may hold; the field's own expression decides each, so the two cannot differ. A
  // number's pattern decides the whole value instead: every character but NUL passes the table.
  const accepted = new Uint8Array(128);
  const chars = pattern ? null : acceptedChars(def, rules);
  for (let c = 1; c < 128; c += 1) accepted[c] = !chars || chars.test(String.fromCharCode(c)) ? 1 : 0;
  return (value) => {
    const trimmed = value.trim();
    const length = trimmed.length;
    if (length === 0 || length < min || length > max) return fieldValueMessages(def, value);
    for (let i = 0; i < length; i += 1) {
      const c = trimmed.charCodeAt(i);
      // 0 is never accepted (NUL), nor is anything from 128 (the full check reads Unicode classes and surrogates).
      if (c >= 128 || accepted[c] === 0) return fieldValueMessages(def, value);
    }
    if (pattern && !pattern.test(trimmed)) return fieldValueMessages(def, value);
    return NO_MESSAGES;
  };
}

/** validateFieldValue worked out in full, with no shortcut (the reference the prepared checks fall back to). */
export function fieldValueMessages(def: InputFieldDefinition, raw: string | undefined | null): readonly string[] {
  const label = def.fieldLabel;
  const value = raw ?? '';
  // PostgreSQL text cannot hold U+0000, whatever the field allows.
  if (value.includes('\u0000')) return [CustomerMessages.nulCharacter(label)];
  const trimmed = value.trim();
  if (trimmed === '') {
    // Name and phone number only ever say 'required' (§5 Customer); a custom field names the blank value.
    if (value !== '') return [def.standard ? CustomerMessages.required : CustomerMessages.whitespaceOnly(label)];
    if (!def.mandatory) return NO_MESSAGES;
    return [def.standard ? CustomerMessages.required : CustomerMessages.labelRequired(label)];
  }
  if (isDropdown(def.fieldType)) {
    let options = optionsCache.get(def);
    if (!options) optionsCache.set(def, (options = dropdownOptions(def.defaultValue)));
    const ok =
      def.fieldType === 'selectbox-multiplevalue'
        ? dropdownOptions(trimmed).every((p) => options.includes(p))
        : options.includes(trimmed);
    return ok ? NO_MESSAGES : [CustomerMessages.notAnOption(label, options)];
  }
  // Made only for a value with something to say.
  let messages: string[] | undefined;
  const rules = rulesOf(def);
  const length = /[\uD800-\uDBFF]/.test(trimmed) ? [...trimmed].length : trimmed.length;
  if (rules.min !== undefined && length < rules.min) (messages ??= []).push(CustomerMessages.minLength(rules.min));
  if (rules.max !== undefined && length > rules.max) (messages ??= []).push(CustomerMessages.maxLength(rules.max));
  switch (def.inputType) {
    case 'number':
      if (!/^[+-]?\d+$/.test(trimmed)) (messages ??= []).push(CustomerMessages.onlyNumber(label));
      break;
    case 'decimal':
      if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) (messages ??= []).push(CustomerMessages.onlyDecimal(label));
      break;
    default: {
      // Fast path: every character is one the field accepts.
      if (acceptedChars(def, rules).test(trimmed)) break;
      const alphabetsOnly = def.inputType === 'alphabets';
      let digitSeen = false;
      const bad = new Set<string>();
      for (const ch of trimmed) {
        if (ch === ' ' || LETTER.test(ch)) continue;
        if (DIGIT.test(ch)) {
          if (alphabetsOnly) digitSeen = true;
          continue;
        }
        if (!rules.allowSpecialChars) bad.add('special');
        else if (ch === ',' && !def.commaIncluded && !rules.allowedChars.includes(',')) bad.add('comma');
        else if (ch !== ',' && rules.allowedChars.length > 0 && !rules.allowedChars.includes(ch)) bad.add('allowed');
      }
      if (digitSeen) (messages ??= []).push(CustomerMessages.onlyAlphabets(label));
      if (bad.has('special')) (messages ??= []).push(CustomerMessages.noSpecialChars(label));
      if (bad.has('comma')) (messages ??= []).push(CustomerMessages.noComma(label));
      if (bad.has('allowed')) (messages ??= []).push(CustomerMessages.allowedChars(label, rules.allowedChars));
    }
  }
  return messages ?? NO_MESSAGES;
}

const charsCache = new WeakMap<object, RegExp>();
const escapeClass = (c: string) => c.replace(/[\\\]^-]/g, '\\$&');

/** One regular expression matching a value made only of characters the text field accepts. */
function acceptedChars(def: InputFieldDefinition, rules: FieldRules): RegExp {
  let re = charsCache.get(def);
  if (re) return re;
  const digits = def.inputType === 'alphabets' ? '' : '\\p{Nd}';
  const comma = def.commaIncluded || rules.allowedChars.includes(',');
  if (!rules.allowSpecialChars) re = new RegExp(`^[\\p{L}\\p{M}${digits} ]*$`, 'u');
  else if (rules.allowedChars.length > 0) {
    const extra = rules.allowedChars
      .filter((c) => c !== ',')
      .map(escapeClass)
      .join('');
    re = new RegExp(`^[\\p{L}\\p{M}${digits} ${extra}${comma ? ',' : ''}]*$`, 'u');
  } else re = new RegExp(`^[^${comma ? '' : ','}${def.inputType === 'alphabets' ? '\\p{Nd}' : ''}]*$`, 'u');
  charsCache.set(def, re);
  return re;
}

/** `+<country><number>`: spaces dropped, 00 read as +, ten bare digits get the default country code. */
export function normalisePhone(raw: string): string | null {
  const plain = plainNumber(raw);
  if (plain !== undefined) return plain;
  let s = raw.replace(/\s+/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (!s.startsWith('+')) s = /^\d{10}$/.test(s) ? `${DEFAULT_COUNTRY_CODE}${s}` : `+${s}`;
  return /^\+[1-9]\d{7,14}$/.test(s) ? s : null;
}

/**
 * normalisePhone for the usual case, digits with or without one leading +, without a regular expression; undefined
 * for anything else (white space, other characters), which takes the general way.
 */
function plainNumber(raw: string): string | null | undefined {
  const plus = raw.charCodeAt(0) === 43; /* + */
  const length = raw.length;
  if (length === (plus ? 1 : 0)) return undefined;
  for (let i = plus ? 1 : 0; i < length; i += 1) {
    const c = raw.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  let s = raw;
  if (!plus) s = s.startsWith('00') ? `+${s.slice(2)}` : length === 10 ? `${DEFAULT_COUNTRY_CODE}${s}` : `+${s}`;
  // ^\+[1-9]\d{7,14}$: every character after the + is a digit already.
  return s.length >= 9 && s.length <= 16 && s.charCodeAt(1) !== 48 ? s : null;
}

export interface CustomerInput {
  name: string;
  phoneNumber: string;
  /** Custom values by definition id. */
  data: Record<string, string | undefined>;
}

export interface CustomerFieldError {
  field: string;
  message: string;
}

export interface ValidCustomer {
  name: string;
  phoneNumber: string;
  data: Record<string, string>;
}

const SPACES_TO_JOIN = /\s{2,}|[^\S ]/;
/** White space runs as one space (a test first: most names have nothing to replace). */
const singleSpaced = (text: string): string => (SPACES_TO_JOIN.test(text) ? text.replace(/\s+/g, ' ') : text);

/**
 * Validates a customer against the current definitions. `field` is the definition's fieldName.
 * `checkPhone` false skips the phone (an existing customer's number cannot change).
 */
export function validateCustomer(
  custom: readonly InputFieldDefinition[],
  input: CustomerInput,
  checkPhone = true,
): { errors: CustomerFieldError[]; customer: ValidCustomer | null } {
  const errors: CustomerFieldError[] = [];
  const [phoneDef, nameDef] = STANDARD_DEFINITIONS as [InputFieldDefinition, InputFieldDefinition];
  let phone = input.phoneNumber.trim();
  if (checkPhone) {
    const phoneMessages = validateFieldValue(phoneDef, input.phoneNumber);
    for (const message of phoneMessages) errors.push({ field: 'phoneNumber', message });
    if (phoneMessages.length === 0) {
      const normal = normalisePhone(phone);
      if (normal) phone = normal;
      else errors.push({ field: 'phoneNumber', message: CustomerMessages.invalidPhone });
    }
  }
  for (const message of validateFieldValue(nameDef, input.name)) errors.push({ field: 'name', message });
  const data: Record<string, string> = {};
  for (const def of custom) {
    const raw = input.data[def._id];
    for (const message of validateFieldValue(def, raw)) errors.push({ field: def.fieldName, message });
    const value = (raw ?? '').trim();
    if (value !== '') data[def._id] = value;
  }
  return {
    errors,
    customer: errors.length ? null : { name: singleSpaced(input.name.trim()), phoneNumber: phone, data },
  };
}

// ---- CSV rows -----------------------------------------------------------------------------------------

/** Column positions resolved once per file: for each definition the index of the mapped column (or -1). */
export interface RowPlan {
  phone: number;
  name: number;
  custom: { def: InputFieldDefinition; column: number }[];
  /** The custom definitions, in `custom`'s order. */
  defs: InputFieldDefinition[];
  /** fieldName → label, for the messages. */
  labels: Map<string, string>;
}

export function planRows(
  custom: readonly InputFieldDefinition[],
  userHeaders: readonly string[],
  mapping: readonly { src: string; des: string }[],
): RowPlan {
  const column = (des: string) => {
    const m = mapping.find((x) => x.des === des);
    return m ? userHeaders.indexOf(m.src) : -1;
  };
  return {
    phone: column('phoneNumber'),
    name: column('name'),
    custom: custom.map((def) => ({ def, column: column(def.fieldName) })),
    defs: [...custom],
    labels: new Map<string, string>([
      ['phoneNumber', 'Phone Number'],
      ['name', 'Name'],
      ...custom.map((def) => [def.fieldName, def.fieldLabel] as [string, string]),
    ]),
  };
}

/** Validates one CSV record; messages name the field they are about. */
export function validateCsvRow(
  plan: RowPlan,
  fields: readonly string[],
): { errors: string[]; customer: ValidCustomer | null } {
  const data: Record<string, string | undefined> = {};
  for (const { def, column } of plan.custom) data[def._id] = column >= 0 ? fields[column] : undefined;
  const { errors, customer } = validateCustomer(plan.defs, {
    phoneNumber: plan.phone >= 0 ? (fields[plan.phone] ?? '') : '',
    name: plan.name >= 0 ? (fields[plan.name] ?? '') : '',
    data,
  });
  if (errors.length === 0) return { errors: [], customer };
  const labels = plan.labels;
  return {
    errors: errors.map(({ field, message }) => {
      const label = labels.get(field) ?? field;
      return message.includes(label) ? message : `${label}: ${message}`;
    }),
    customer,
  };
}
