import { describe, expect, it } from 'vitest';
import type { InputFieldDefinition } from './customerMasterSchemas.ts';
import {
  DEFAULT_COUNTRY_CODE,
  STANDARD_DEFINITIONS,
  fieldValueMessages,
  normalisePhone,
  validateCustomer,
  validateFieldValue,
} from './contract.ts';

/** A small deterministic generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Plain letters and digits most often, then everything the rules treat apart: white space, NUL and other controls,
// commas, quotes, backslashes, the characters of a class ("]", "^", "-"), non-ASCII letters, marks, digits and a
// surrogate pair.
const PIECES = [
  ...'abcXYZ0123456789',
  ...'abc789',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u0000',
  '\u0001',
  ',',
  '"',
  '\\',
  '@',
  '.',
  '+',
  '-',
  '_',
  ']',
  '^',
  '#',
  'é',
  'e\u0301',
  '٣',
  '\u00a0',
  '😀',
  'ß',
];

function text(next: () => number): string {
  let s = '';
  const length = Math.floor(next() * 14);
  for (let i = 0; i < length; i += 1) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

function definitions(): InputFieldDefinition[] {
  const defs: InputFieldDefinition[] = [...STANDARD_DEFINITIONS];
  const charSets = [[], ['@', '.', '_', '-'], [','], ['-', ']', '^', '\\'], ['+']];
  let index = 0;
  for (const fieldType of ['text', 'textarea'] as const)
    for (const inputType of ['alphabets', 'alphanumeric', 'number', 'decimal'] as const)
      for (const allowSpecialChars of [false, true])
        for (const allowedChars of charSets)
          for (const commaIncluded of [false, true])
            for (const [min, max] of [
              [undefined, undefined],
              [2, 6],
              [0, 3],
            ] as const) {
              index += 1;
              defs.push({
                _id: `f${index}`,
                index,
                fieldName: `f${index}`,
                fieldLabel: `Field ${index}`,
                fieldHelptext: '',
                mandatory: index % 2 === 0,
                search: false,
                fieldType,
                inputType,
                commaIncluded,
                validations: [
                  ...(min === undefined ? [] : [{ id: 'minValue' as const, value: min }]),
                  ...(max === undefined ? [] : [{ id: 'maxValue' as const, value: max }]),
                  { id: 'allowSpecialChars' as const, value: allowSpecialChars },
                  { id: 'allowedChars' as const, value: allowedChars },
                ],
              });
            }
  return defs;
}

describe('validateFieldValue', () => {
  it('answers as the full check does, for every kind of definition and value', () => {
    const next = random(7);
    const defs = definitions();
    let valid = 0;
    let checked = 0;
    for (const def of defs) {
      for (let i = 0; i < 120; i += 1) {
        const value = text(next);
        const fast = validateFieldValue(def, value);
        expect(fast, `${def.fieldName} ${JSON.stringify(value)}`).toEqual(fieldValueMessages(def, value));
        if (fast.length === 0) valid += 1;
        checked += 1;
      }
    }
    // Both answers were exercised, not only refusals.
    expect(valid).toBeGreaterThan(checked / 20);
    expect(valid).toBeLessThan(checked - checked / 20);
  });

  it('refuses a NUL, counts a character outside the basic plane once and reads digits of other scripts as digits', () => {
    const [, name] = STANDARD_DEFINITIONS as [InputFieldDefinition, InputFieldDefinition];
    expect(validateFieldValue(name, 'Asha\u0000Rao')).toEqual([
      'Name contains a NUL character (U+0000), which cannot be stored',
    ]);
    const short = {
      ...name,
      validations: [
        { id: 'maxValue' as const, value: 3 },
        { id: 'allowSpecialChars' as const, value: true },
      ],
    };
    expect(validateFieldValue(short, '😀😀😀')).toEqual([]);
    expect(validateFieldValue(short, 'abcd')).toEqual(['Maximum length must be 3 characters.']);
    const letters = { ...name, inputType: 'alphabets' as const, validations: [] };
    expect(validateFieldValue(letters, 'Zoë')).toEqual([]);
    expect(validateFieldValue(letters, 'Zoe ٣')).toEqual(['Name must contain only alphabets']);
  });
});

/** normalisePhone as its rule reads: white space dropped, 00 read as +, ten bare digits get the default code. */
function phoneByRule(raw: string): string | null {
  let s = raw.replace(/\s+/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (!s.startsWith('+')) s = /^\d{10}$/.test(s) ? `${DEFAULT_COUNTRY_CODE}${s}` : `+${s}`;
  return /^\+[1-9]\d{7,14}$/.test(s) ? s : null;
}

describe('normalisePhone', () => {
  it('follows its rule for numbers of every length, with and without + or 00, spaces and other characters', () => {
    const next = random(11);
    const pieces = [...'0123456789', '0', '00', '+', ' ', '-', 'x', '٣'];
    for (let i = 0; i < 20_000; i += 1) {
      let raw = next() < 0.3 ? '+' : next() < 0.2 ? '00' : '';
      const length = Math.floor(next() * 18);
      for (let j = 0; j < length; j += 1)
        raw += next() < 0.9 ? String(Math.floor(next() * 10)) : pieces[Math.floor(next() * pieces.length)];
      expect(normalisePhone(raw), JSON.stringify(raw)).toBe(phoneByRule(raw));
    }
    expect(normalisePhone('9876543210')).toBe('+919876543210');
    expect(normalisePhone('00447911123456')).toBe('+447911123456');
    expect(normalisePhone('+0123456789')).toBeNull();
    expect(normalisePhone('')).toBeNull();
  });
});

describe('validateCustomer', () => {
  it('joins runs of white space in a name into one space and leaves a plain name as it is', () => {
    const name = (raw: string) =>
      validateCustomer([], { phoneNumber: '+919876543210', name: raw, data: {} }).customer?.name;
    expect(name('  Asha   Rao ')).toBe('Asha Rao');
    expect(name('Asha\tRao')).toBe('Asha Rao');
    expect(name('Asha\u00a0Rao')).toBe('Asha Rao');
    expect(name('Asha Rao')).toBe('Asha Rao');
  });

  it("says 'This field is required' of a name or phone of spaces only, and names a custom field's blank value", () => {
    const city = {
      ...STANDARD_DEFINITIONS[1]!,
      _id: 'c1',
      fieldName: 'city',
      fieldLabel: 'City',
      standard: false,
      mandatory: false,
    };
    const { errors } = validateCustomer([city], { phoneNumber: ' \t ', name: '   ', data: { c1: '  ' } });
    expect(errors).toEqual([
      { field: 'phoneNumber', message: 'This field is required' },
      { field: 'name', message: 'This field is required' },
      { field: 'city', message: 'Whitespace only present in the field - City' },
    ]);
  });
});
