import fc from 'fast-check';
import { Kind, type TSchema } from '@sinclair/typebox';
import { sampleOf } from './sampleInput.ts';

/**
 * fast-check arbitraries derived from the contract's TypeBox schemas: values a schema accepts (so a request gets
 * past validation and into the handler), and the same values with one spot, at any depth, made hostile.
 */

type Schema = TSchema & Record<string, any>;

/** Texts that broke servers before: unstorable, invisible, reordering, injection-shaped, numeric-looking. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\uFEFFbom',
  '\u200B\u200D',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\u2028\u2029',
  '\uFFFF\uFFFE',
  '😀'.repeat(40),
  '%00',
  '%',
  '\\',
  '../../../../etc/passwd',
  "' OR '1'='1'; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '(a+)+$',
  '[',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
];

const HOSTILE_NUMBERS = [-1, 0, -0, 0.5, -0.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324];

/** Objects whose keys attack prototype chains; built by JSON.parse so `__proto__` is an own key, as on the wire. */
const PROTOTYPE_POLLUTERS: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":true,"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"prototype":{"polluted":true},"toString":"x","valueOf":1,"hasOwnProperty":null}'),
];

const nested = (depth: number, asArray: boolean): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** What PostgreSQL cannot store (NUL) or only as U+FFFD (unpaired surrogates), alone or inside ordinary text. */
const unstorableText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.constantFrom('', 'text '), fc.constantFrom('', ' text'))
  .map(([bad, before, after]) => `${before}${bad}${after}`);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: unstorableText },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Far past any maxLength, yet under the 1 MB body limit: the limit is the schema's to enforce.
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 200_000 }).map((n) => 'a'.repeat(n)) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any value of the wrong shape: a scalar where an object is expected, an array where a scalar is, and so on. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], [[]], [{}]) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_POLLUTERS) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean()).map(([d, a]) => nested(d, a)) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** What a string field may hold: values that pass its schema, from every corner the schema allows. */
function validText(s: Schema, knownIds: readonly string[]): fc.Arbitrary<string> {
  const min: number = s.minLength ?? 0;
  const max: number = Math.min(s.maxLength ?? 64, 5_000);
  const fits = (value: string) => value.length >= min && value.length <= (s.maxLength ?? Infinity);
  if (s.format === 'email') return fc.emailAddress().map((e) => (fits(e) ? e : (sampleOf(s) as string)));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    // Mapped, not filtered: a long minLength is rarely met by chance. Repeating a match keeps `^[…]+$` patterns
    // matched; when that fails, the schema's plain sample stands in.
    const matching = fc.stringMatching(pattern, { maxLength: max }).map((value) => {
      const repeated =
        value.length > 0 && value.length < min ? value.repeat(Math.ceil(min / value.length)).slice(0, max) : value;
      return fits(repeated) && pattern.test(repeated) ? repeated : (sampleOf(s) as string);
    });
    const ids = knownIds.filter((id) => pattern.test(id) && fits(id));
    return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), matching) : matching;
  }
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
    fc.constant('x'.repeat(max)).filter(fits),
  );
}

/** A value `schema` accepts; `knownIds` are ids of records that exist, so lookups sometimes succeed. */
export function validOf(schema: TSchema, knownIds: readonly string[] = []): fc.Arbitrary<unknown> {
  const s = schema as Schema;
  if ('const' in s) return fc.constant(s.const);
  switch (s[Kind]) {
    case 'Object': {
      const properties = (s.properties ?? {}) as Record<string, TSchema>;
      const shape = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validOf(v, knownIds)]));
      return fc.record(shape, { requiredKeys: (s.required as string[] | undefined) ?? [] });
    }
    case 'Union':
      return fc.oneof(...(s.anyOf as TSchema[]).map((member) => validOf(member, knownIds)));
    case 'Intersect':
      return fc
        .tuple(...(s.allOf as TSchema[]).map((part) => validOf(part, knownIds)))
        .map((parts) => Object.assign({}, ...parts));
    case 'Array':
      return fc.array(validOf(s.items, knownIds), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'Record': {
      const valueSchema = Object.values(s.patternProperties ?? {})[0] as TSchema | undefined;
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        valueSchema ? validOf(valueSchema, knownIds) : fc.string(),
        {
          maxKeys: 3,
        },
      );
    }
    case 'Integer':
      return fc.integer({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000_000 });
    case 'Number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'Boolean':
      return fc.boolean();
    case 'Null':
      return fc.constant(null);
    case 'String':
      return validText(s, knownIds);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/**
 * A value shaped by `schema` with exactly one hostile spot: the whole value, or (for objects and arrays) one
 * property or item at any depth, or an extra key that attacks prototypes. The rest stays valid, so the hostile
 * part travels as far into the handler as validation lets it.
 */
export function hostileOf(schema: TSchema, knownIds: readonly string[] = []): fc.Arbitrary<unknown> {
  const s = schema as Schema;
  // Weighted towards one bad spot inside an otherwise valid value: that is what gets past validation.
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 1, arbitrary: hostileValue }];
  if (s[Kind] === 'String') options.push({ weight: 3, arbitrary: hostileText });
  if (s[Kind] === 'Object' && s.properties) {
    const names = Object.keys(s.properties);
    if (names.length > 0) {
      options.push({
        weight: 6,
        arbitrary: fc
          .tuple(validOf(s, knownIds) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...names))
          .chain(([base, name]) => hostileOf(s.properties[name], knownIds).map((bad) => ({ ...base, [name]: bad }))),
      });
    }
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(validOf(s, knownIds) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...PROTOTYPE_POLLUTERS))
        .map(([base, polluter]) => Object.assign(JSON.parse(JSON.stringify(polluter)), base)),
    });
  }
  if (s[Kind] === 'Array') {
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.array(validOf(s.items, knownIds), { maxLength: 3 }), hostileOf(s.items, knownIds))
        .map(([items, bad]) => [...items, bad]),
    });
  }
  if (s[Kind] === 'Union') {
    for (const member of s.anyOf as TSchema[]) options.push({ weight: 2, arbitrary: hostileOf(member, knownIds) });
  }
  return fc.oneof(...options);
}
