import { describe, expect, it } from 'vitest';
import { BROADCAST_LIMITS } from './broadcastLimits.ts';
import {
  EXPRESSION_FILTERS,
  ExpressionMessages,
  evaluateExpression,
  expressionColumns,
  parseExpression,
} from './broadcastExpression.ts';

const parts = (expression: string) => {
  const parsed = parseExpression(expression);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.parts;
};
const error = (expression: string) => {
  const parsed = parseExpression(expression);
  return parsed.ok ? null : parsed.error;
};

describe('parseExpression', () => {
  it('splits text and placeholders, with an optional filter', () => {
    expect(parts('track/{ orderId }?n={name|lower}&p={ phoneNumber | digits }')).toEqual([
      'track/',
      { column: 'orderId', filter: null },
      '?n=',
      { column: 'name', filter: 'lower' },
      '&p=',
      { column: 'phoneNumber', filter: 'digits' },
    ]);
    expect(parts('no placeholders')).toEqual(['no placeholders']);
    expect(parts('')).toEqual([]);
    expect(parts('{a}{b}')).toEqual([
      { column: 'a', filter: null },
      { column: 'b', filter: null },
    ]);
  });

  it('refuses a placeholder left open, and a } that closes none', () => {
    expect(error('x/{name')).toBe(ExpressionMessages.unclosed);
    expect(error('x/{name}}')).toBe(ExpressionMessages.stray);
    expect(error('x}/{name}')).toBe('A } closes no placeholder');
  });

  it('refuses a placeholder that is not a column name', () => {
    expect(error('{}')).toBe(ExpressionMessages.badName(''));
    expect(error('{first name}')).toBe('"first name" is not a column name');
    expect(error('{1st}')).toBe(ExpressionMessages.badName('1st'));
    expect(error('{a{b}')).toBe(ExpressionMessages.badName('a{b'));
  });

  it('refuses an unknown filter, an empty one and a chain of them', () => {
    expect(error('{name|title}')).toBe(`Unknown filter "title" (use ${EXPRESSION_FILTERS.join(', ')})`);
    expect(error('{name|}')).toBe(ExpressionMessages.badFilter(''));
    expect(error('{name|lower|upper}')).toBe(ExpressionMessages.badFilter('lower|upper'));
  });

  it(`takes at most ${BROADCAST_LIMITS.expressionPlaceholders} placeholders`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `{c${i}}`).join('/');
    expect(error(many(BROADCAST_LIMITS.expressionPlaceholders))).toBeNull();
    expect(error(many(BROADCAST_LIMITS.expressionPlaceholders + 1))).toBe(ExpressionMessages.tooMany);
  });
});

describe('expressionColumns', () => {
  it('names each column once, in order of first use', () => {
    expect(expressionColumns(parts('{city}/{name|lower}/{city|upper}/x'))).toEqual(['city', 'name']);
    expect(expressionColumns(parts('plain'))).toEqual([]);
  });
});

describe('evaluateExpression', () => {
  const fields = { name: 'Asha Rao', city: 'Pune/East', phoneNumber: '+91 98123-45670', blank: '  ' };

  it('URL-encodes every value unless the filter is raw', () => {
    expect(evaluateExpression(parts('c/{city}?n={name}'), fields)).toEqual({
      ok: true,
      text: 'c/Pune%2FEast?n=Asha%20Rao',
    });
    expect(evaluateExpression(parts('{city|raw}'), fields)).toEqual({ ok: true, text: 'Pune/East' });
    expect(evaluateExpression(parts('{phoneNumber|digits}'), fields)).toEqual({ ok: true, text: '919812345670' });
    expect(evaluateExpression(parts('{name|upper}-{name|lower}'), fields)).toEqual({
      ok: true,
      text: 'ASHA%20RAO-asha%20rao',
    });
    expect(evaluateExpression(parts('{x|trim}'), { x: ' a b ' })).toEqual({ ok: true, text: 'a%20b' });
  });

  it('names the first column without a value (missing or blank)', () => {
    expect(evaluateExpression(parts('{name}/{plan}/{blank}'), fields)).toEqual({ ok: false, missing: 'plan' });
    expect(evaluateExpression(parts('{blank}/{plan}'), fields)).toEqual({ ok: false, missing: 'blank' });
  });
});
