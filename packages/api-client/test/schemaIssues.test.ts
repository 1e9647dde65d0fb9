import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { fieldLabel, issueOfTypeBoxError, schemaIssueMessage, validationFailure } from '../src/contract/index.ts';

const firstMessage = (schema: Parameters<typeof Value.Errors>[0], value: unknown) => {
  const first = Value.Errors(schema, value).First();
  return first ? schemaIssueMessage(issueOfTypeBoxError(first), 'body') : null;
};

describe('schema issues in plain words', () => {
  it('names a field as a person reads it', () => {
    expect(fieldLabel('headerMapping')).toBe('Header mapping');
    expect(fieldLabel('config.language')).toBe('Language');
    expect(fieldLabel('roles.1')).toBe('Roles');
    expect(fieldLabel('per_page')).toBe('Per page');
    expect(fieldLabel('', 'query')).toBe('Query');
  });

  it('words every rule without validator jargon', () => {
    const cases = [
      [Type.Object({ type: Type.String() }), {}, 'Type is required'],
      [Type.Object({ name: Type.String({ minLength: 1 }) }), { name: '' }, 'Name should not be empty'],
      [
        Type.Object({ name: Type.String({ maxLength: 100 }) }),
        { name: 'x'.repeat(101) },
        'Name must be at most 100 characters',
      ],
      [
        Type.Object({ headerMapping: Type.Array(Type.String(), { minItems: 1 }) }),
        { headerMapping: [] },
        'Header mapping must have at least one entry',
      ],
      [
        Type.Object({ ids: Type.Array(Type.String(), { maxItems: 2 }) }),
        { ids: ['a', 'b', 'c'] },
        'Ids must have at most 2 entries',
      ],
      [Type.Object({ perPage: Type.Integer({ minimum: 1 }) }), { perPage: 0 }, 'Per page must be at least 1'],
      [Type.Object({ perPage: Type.Integer({ maximum: 100 }) }), { perPage: 101 }, 'Per page must be at most 100'],
      [
        Type.Object({ kind: Type.Union([Type.Literal('a'), Type.Literal('b')]) }),
        { kind: 'c' },
        'Kind has an unsupported value',
      ],
      [Type.Object({ code: Type.String({ pattern: '^\\d+$' }) }), { code: 'x' }, 'Code is not in the expected format'],
      [Type.Object({ count: Type.Integer() }), { count: 'many' }, 'Count is not valid'],
    ] as const;
    for (const [schema, value, message] of cases) expect(firstMessage(schema, value)).toBe(message);
  });

  it('answers the first issue as the message and every issue as a field error', () => {
    expect(
      validationFailure([
        { field: 'name', rule: 'required' },
        { field: 'items.0.price', rule: 'minimum', limit: 0 },
      ]),
    ).toEqual({
      message: 'Name is required',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'items.0.price', message: 'Price must be at least 0' },
      ],
    });
    expect(validationFailure([{ field: '', rule: 'type' }], 'body').errors).toEqual([
      { field: 'body', message: 'Body is not valid' },
    ]);
  });
});
