/**
 * Definition-driven validation of customers, shared by the server, the fake and the console form so the three
 * can never disagree (broadcast-and-customer-master §5 "Customer", §3 "Standard definitions").
 * Pure functions only: no I/O, no dates, no randomness.
 */
import type { InputFieldDefinition, InputFieldDefinitionSave } from './customerMasterSchemas.ts';
import { csvLine } from './csv.ts';

// ---- Constants (§9) ------------------------------------------------------------------------------

export const CUSTOMER_PAGE_SIZE = 10;
export const CUSTOMER_PICKER_PAGE_SIZE = 15;
export const UPLOAD_PAGE_SIZE = 10;
export const UPLOAD_ERROR_PAGE_SIZE = 15;
export const SAMPLE_CSV_NAME = 'Sample.csv';
export const DEFINE_PANEL_WIDTH = 400;
/** Largest CSV the server accepts (our limit; the spec shows none). */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/** Numbers given without a country code (exactly ten digits) get this one. */
export const DEFAULT_COUNTRY_CODE = '+91';

export const CustomerMessages = {
  required: 'This field is required',
  whitespaceOnly: (label: string) => `Whitespace only present in the field - ${label}`,
  labelRequired: (label: string) => `${label} is required`,
  minLength: (n: number) => `Minimum length must be ${n} characters.`,
  maxLength: (n: number) => `Maximum length must be ${n} characters.`,
  // Ours (the spec names no message for these rules):
  onlyAlphabets: (label: string) => `${label} must contain only alphabets`,
  onlyNumber: (label: string) => `${label} must be a whole number`,
  onlyDecimal: (label: string) => `${label} must be a decimal number`,
  noSpecialChars: (label: string) => `Special characters are not allowed in ${label}`,
  noComma: (label: string) => `Comma is not allowed in ${label}`,
  allowedChars: (label: string, chars: readonly string[]) =>
    `${label} allows only these special characters: ${chars.join(' ')}`,
  notAnOption: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}`,
  nulCharacter: (label: string) => `${label} contains a NUL character (U+0000), which cannot be stored`,
  invalidPhone: 'Please enter a valid phone number with country code',
  duplicatePhone: 'A customer with this phone number already exists',
  duplicateInFile: 'The phone number repeats an earlier row of this file',
  fieldNameTaken: 'A field with this name already exists',
  fieldNameFormat: 'Field name must start with a letter and contain only letters, digits and _',
  inputTypeForTextarea: 'A textarea takes only Alphabets or Alphanumeric',
  minAboveMax: 'Minimum Characters Limit must not exceed Maximum Characters Limit',
  definitionSaveFailed: 'Save Failed. Please check for errors in fields',
  segmentNameTaken: 'A segment with this name already exists',
  groupNameTaken: 'A group with this name already exists',
  csvOnly: 'Only CSV files can be uploaded',
  fileTooLarge: 'The file is larger than 200 MB',
  noHeaderRow: 'The file has no header row',
  phoneNotMapped: 'Map a column to Phone Number',
  unknownHeader: (name: string) => `Unknown column: ${name}`,
  uploadNotParsed: 'This upload was already submitted',
  interrupted: 'The import was interrupted and could not resume',
  noRows: 'The file has no rows below its header row',
  notText:
    'The file is not text in UTF-8 or Windows-1252 (it holds NUL bytes, as UTF-16 text and spreadsheets do). ' +
    'Save it as "CSV UTF-8" and upload it again',
  readAsWindows1252:
    'The file is not UTF-8, so it was read as Windows-1252 (Western European). ' +
    'If letters look wrong, save it as "CSV UTF-8" and upload it again',
} as const;

// ---- Standard definitions -------------------------------------------------------------------------

export const STANDARD_DEFINITIONS: readonly InputFieldDefinition[] = [
  {
    _id: 'phoneNumber',
    fieldName: 'phoneNumber',
    fieldLabel: 'Phone Number',
    fieldHelptext: 'Phone number including the country code',
    mandatory: true,
    search: true,
    index: 0,
    fieldType: 'text',
    inputType: 'alphanumeric',
    validations: [
      { id: 'minValue', value: 10 },
      { id: 'maxValue', value: 100000 },
      { id: 'allowSpecialChars', value: true },
      { id: 'allowedChars', value: ['+'] },
    ],
    standard: true,
  },
  {
    _id: 'name',
    fieldName: 'name',
    fieldLabel: 'Name',
    fieldHelptext: 'Customer name',
    mandatory: true,
    search: true,
    index: 1,
    fieldType: 'text',
    inputType: 'alphanumeric',
    validations: [
      { id: 'minValue', value: 2 },
      { id: 'maxValue', value: 30 },
      { id: 'allowSpecialChars', value: true },
      { id: 'allowedChars', value: [] },
    ],
    standard: true,
  },
];
export const STANDARD_FIELD_NAMES = ['phoneNumber', 'name'] as const;

// ---- Reading a definition's validations ----------------------------------------------------------------

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

// ---- Search ------------------------------------------------------------------------------------------------

/** Longest word kept for search (longer words and search terms are cut to it, so a prefix still matches). */
export const SEARCH_WORD_MAX = 40;
/** Search terms past this many are ignored. */
export const SEARCH_TERMS_MAX = 8;
/** Words are letters, marks and digits, joined by @ . _ - (an e-mail address, a decimal, a code is one word). */
const NOT_WORD = /[^\p{L}\p{M}\p{N}@._-]+/u;
const JOINERS = /^[@._-]+|[@._-]+$/g;
const JOINER_EDGE = /^[@._-]|[@._-]$/;

/** Lower-cased words of a text, each cut to SEARCH_WORD_MAX, without repeats. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of text.toLowerCase().split(NOT_WORD)) {
    const trimmed = JOINER_EDGE.test(part) ? part.replace(JOINERS, '') : part;
    if (trimmed === '') continue;
    const word = trimmed.length > SEARCH_WORD_MAX ? trimmed.slice(0, SEARCH_WORD_MAX) : trimmed;
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

/**
 * The words a customer is found by: its name, the values of the custom fields whose definition is searchable
 * (`searchable` holds their ids), and its phone number without the country code (taken as its last ten digits).
 * The server keeps them in an indexed column; the fake computes them.
 */
export function customerSearchWords(
  customer: { name: string; phoneNumber: string; data: Readonly<Record<string, string | undefined>> },
  searchable: readonly string[],
): string[] {
  return searchWordsOfText(searchableText(customer, searchable), customer.phoneNumber);
}

/** A customer's name and searchable values joined by spaces: the text customerSearchWords takes its words from. */
function searchableText(customer: Parameters<typeof customerSearchWords>[0], searchable: readonly string[]): string {
  let text = customer.name;
  for (const id of searchable) {
    const value = customer.data[id];
    if (value) text += ` ${value}`;
  }
  return text;
}

/**
 * customerSearchWords from the customer's searchable text already joined (a name and values read together from the
 * database) and its phone number.
 */
export function searchWordsOfText(text: string, phoneNumber: string): string[] {
  const words = searchWords(text);
  const national = phoneNumber.replace(/\D/g, '').slice(-10);
  if (national && !words.includes(national)) words.push(national);
  return words;
}

/** Search words as PostgreSQL tsvector text: each quoted (words never hold a quote, a backslash or white space). */
const searchVector = (words: readonly string[]): string => words.map((w) => `'${w}'`).join(' ');

/**
 * A customer's search words (customerSearchWords) as PostgreSQL tsvector text: each quoted (words never hold a quote,
 * a backslash or white space, so they also go into COPY text as they are).
 */
export const customerSearchVector = (
  customer: Parameters<typeof customerSearchWords>[0],
  searchable: readonly string[],
): string => searchVector(customerSearchWords(customer, searchable));

/** searchWordsOfText as tsvector text (see customerSearchVector). */
export const searchVectorOfText = (text: string, phoneNumber: string): string =>
  searchVector(searchWordsOfText(text, phoneNumber));

/** What a search string looks for. */
export interface CustomerSearch {
  /** Every term must begin one of the customer's search words. */
  terms: string[];
  /** Ten or more digits: also the whole phone number, normalised. */
  phone: string | null;
}

/**
 * Reads a search string. A customer matches when every term begins one of its search words (name and searchable
 * custom fields in any order, the phone number without its country code); a search made of digits (spaces and a
 * leading + allowed) is one term, and from ten digits on also the whole phone number it normalises to.
 */
export function parseCustomerSearch(search: string): CustomerSearch {
  const trimmed = search.trim();
  if (/^\+?[\d\s]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return {
      terms: digits ? [digits.slice(0, SEARCH_WORD_MAX)] : [],
      phone: digits.length >= 10 ? normalisePhone(trimmed) : null,
    };
  }
  return { terms: searchWords(trimmed).slice(0, SEARCH_TERMS_MAX), phone: null };
}

/** Does a customer with these search words and this (normalised) phone number match? (The fake; tests.) */
export function matchesCustomerSearch(query: CustomerSearch, words: readonly string[], phoneNumber: string): boolean {
  if (query.phone !== null && phoneNumber === query.phone) return true;
  return query.terms.length > 0 && query.terms.every((term) => words.some((word) => word.startsWith(term)));
}

// ---- Sample CSV ------------------------------------------------------------------------------------------

function sampleValue(def: InputFieldDefinition): string {
  if (isDropdown(def.fieldType)) return dropdownOptions(def.defaultValue)[0] ?? '';
  const rules = rulesOf(def);
  const base = def.inputType === 'number' ? '42' : def.inputType === 'decimal' ? '4.5' : 'Sample';
  let value = base;
  while (rules.min !== undefined && value.length < rules.min) value += def.inputType === 'number' ? '0' : 'x';
  return rules.max !== undefined && rules.max > 0 ? value.slice(0, Math.max(rules.max, 1)) : value;
}

/**
 * Sample.csv: the field names as the header row, then one example row, formula-safe (csvLine): a dropdown option
 * an enterprise wrote as `=…` is written as text. The example number has no `+` (the import adds it): a `+` first
 * is a formula character, so the cell would be written `'+91…`, which the import refuses.
 */
export function buildSampleCsv(custom: readonly InputFieldDefinition[]): string {
  const defs = [...custom].sort((a, b) => a.index - b.index);
  const header = ['phoneNumber', 'name', ...defs.map((d) => d.fieldName)];
  const row = ['919876543210', 'Asha Rao', ...defs.map(sampleValue)];
  return `${csvLine(header)}\n${csvLine(row)}\n`;
}

// ---- Definitions ------------------------------------------------------------------------------------------

const TEXT_TYPES = ['text', 'textarea'];
const FIELD_TYPES = ['text', 'textarea', 'selectbox-singlevalue', 'selectbox-multiplevalue'];
const INPUT_TYPES = ['alphabets', 'alphanumeric', 'number', 'decimal'];

/** Checks a define-field payload; `others` are the enterprise's other custom definitions. */
export function validateDefinition(
  input: InputFieldDefinitionSave,
  others: readonly InputFieldDefinition[],
): CustomerFieldError[] {
  const errors: CustomerFieldError[] = [];
  const need = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') {
      errors.push({ field, message: CustomerMessages.required });
      return false;
    }
    return true;
  };
  if (need('fieldName', input.fieldName)) {
    const name = input.fieldName.trim();
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
      errors.push({ field: 'fieldName', message: CustomerMessages.fieldNameFormat });
    else if (
      (STANDARD_FIELD_NAMES as readonly string[]).some((s) => s.toLowerCase() === name.toLowerCase()) ||
      others.some((o) => o._id !== input._id && o.fieldName.toLowerCase() === name.toLowerCase())
    ) {
      errors.push({ field: 'fieldName', message: CustomerMessages.fieldNameTaken });
    }
  }
  need('fieldLabel', input.fieldLabel);
  need('fieldHelptext', input.fieldHelptext);
  if (need('fieldType', input.fieldType) && !FIELD_TYPES.includes(input.fieldType)) {
    errors.push({ field: 'fieldType', message: CustomerMessages.required });
  }
  if (TEXT_TYPES.includes(input.fieldType)) {
    if (!input.inputType || !INPUT_TYPES.includes(input.inputType)) {
      errors.push({ field: 'inputType', message: CustomerMessages.required });
    } else if (input.fieldType === 'textarea' && !['alphabets', 'alphanumeric'].includes(input.inputType)) {
      errors.push({ field: 'inputType', message: CustomerMessages.inputTypeForTextarea });
    }
    const rules = rulesOf({ validations: input.validations ?? [] });
    if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) {
      errors.push({ field: 'maxValue', message: CustomerMessages.minAboveMax });
    }
  }
  if (isDropdown(input.fieldType) && dropdownOptions(input.defaultValue).length === 0) {
    errors.push({ field: 'defaultValue', message: CustomerMessages.required });
  } else if (input.defaultValue !== undefined && input.defaultValue !== '' && input.defaultValue.trim() === '') {
    errors.push({ field: 'defaultValue', message: CustomerMessages.required });
  }
  return errors;
}

/** The stored form of a valid payload: trimmed text, validations only where they apply. */
export function normaliseDefinition(input: InputFieldDefinitionSave): Omit<InputFieldDefinition, '_id' | 'index'> {
  const text = TEXT_TYPES.includes(input.fieldType);
  const rules = rulesOf({ validations: input.validations ?? [] });
  const validations: InputFieldDefinition['validations'] = [];
  if (text) {
    if (rules.min !== undefined) validations.push({ id: 'minValue', value: rules.min });
    if (rules.max !== undefined) validations.push({ id: 'maxValue', value: rules.max });
    validations.push({ id: 'allowSpecialChars', value: rules.allowSpecialChars });
    validations.push({
      id: 'allowedChars',
      value: rules.allowSpecialChars ? [...new Set(rules.allowedChars.map((c) => c.trim()).filter(Boolean))] : [],
    });
  }
  const defaultValue = isDropdown(input.fieldType)
    ? dropdownOptions(input.defaultValue).join(',')
    : input.defaultValue?.trim() || undefined;
  return {
    fieldName: input.fieldName.trim(),
    fieldLabel: input.fieldLabel.trim(),
    fieldHelptext: input.fieldHelptext.trim(),
    mandatory: input.mandatory,
    search: input.search ?? false,
    fieldType: input.fieldType as InputFieldDefinition['fieldType'],
    ...(text ? { inputType: input.inputType as InputFieldDefinition['inputType'] } : {}),
    ...(defaultValue ? { defaultValue } : {}),
    ...(text ? { commaIncluded: Boolean(input.commaIncluded && rules.allowSpecialChars) } : {}),
    validations,
  };
}
