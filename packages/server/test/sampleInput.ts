import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const CANDIDATES = ['abcdefghijklmnopqrstuvwx', '123456', 'Sample name', 'a'];

let counter = 0;

/** A small value that passes `schema`: required properties only, first union member, minimum sizes. */
export function sampleOf(schema: TSchema): unknown {
  const s = schema as TSchema & Record<string, any>;
  if ('const' in s) return s.const;
  switch (s[Kind]) {
    case 'Object': {
      const result: Record<string, unknown> = {};
      for (const key of (s.required as string[] | undefined) ?? []) result[key] = sampleOf(s.properties[key]);
      return result;
    }
    case 'Union':
      return sampleOf(s.anyOf[0]);
    case 'Intersect':
      return Object.assign({}, ...s.allOf.map((part: TSchema) => sampleOf(part)));
    case 'Array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items));
    case 'Integer':
    case 'Number':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'Boolean':
      return true;
    // A number or null (billing's NullableNumber): null is the smaller.
    case 'NullableNumber':
      return null;
    case 'Record':
      return {};
    case 'String': {
      if (s.format === 'email') return `sample${(counter += 1)}@example.com`;
      if (s.format === 'date-time') return new Date(0).toISOString();
      const min = s.minLength ?? 0;
      for (const candidate of CANDIDATES) {
        const value = candidate.length >= min ? candidate : candidate.padEnd(min, 'x');
        if (Value.Check(s, value)) return value;
      }
      return 'x'.repeat(Math.max(min, 1));
    }
    default:
      return Value.Create(s);
  }
}
