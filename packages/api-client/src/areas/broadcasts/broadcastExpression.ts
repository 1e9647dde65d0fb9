import { BROADCAST_LIMITS } from './broadcastLimits.ts';

/*
 * The expression language of URL variables (ours; the spec names "Expression" mapping without a grammar): text
 * with placeholders naming the recipient's columns, `{phoneNumber}`, optionally through one filter,
 * `{name|lower}`. Nothing is evaluated: a placeholder is looked up, filtered and URL-encoded, so a value can never
 * change the address's shape (no `/`, `?` or `#` sneaks in) unless the author asks for `raw`.
 */

export const EXPRESSION_FILTERS = ['lower', 'upper', 'digits', 'trim', 'raw'] as const;
export type ExpressionFilter = (typeof EXPRESSION_FILTERS)[number];

export type ExpressionPart = string | { column: string; filter: ExpressionFilter | null };

export const ExpressionMessages = {
  unclosed: 'An expression placeholder is not closed: add }',
  stray: 'A } closes no placeholder',
  badName: (text: string) => `"${text}" is not a column name`,
  badFilter: (name: string) => `Unknown filter "${name}" (use ${EXPRESSION_FILTERS.join(', ')})`,
  tooMany: `An expression takes at most ${BROADCAST_LIMITS.expressionPlaceholders} placeholders`,
} as const;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type ParsedExpression = { ok: true; parts: ExpressionPart[] } | { ok: false; error: string };

export function parseExpression(expression: string): ParsedExpression {
  const parts: ExpressionPart[] = [];
  let text = '';
  let placeholders = 0;
  for (let i = 0; i < expression.length; i++) {
    const ch = expression[i]!;
    if (ch === '}') return { ok: false, error: ExpressionMessages.stray };
    if (ch !== '{') {
      text += ch;
      continue;
    }
    const end = expression.indexOf('}', i + 1);
    if (end < 0) return { ok: false, error: ExpressionMessages.unclosed };
    const [rawName = '', rawFilter, ...extra] = expression.slice(i + 1, end).split('|');
    const column = rawName.trim();
    if (!NAME.test(column)) return { ok: false, error: ExpressionMessages.badName(column) };
    // One filter a placeholder: a chain is refused as the unknown filter it reads as.
    const filter = rawFilter === undefined ? null : [rawFilter, ...extra].map((f) => f.trim()).join('|');
    if (filter !== null && !(EXPRESSION_FILTERS as readonly string[]).includes(filter))
      return { ok: false, error: ExpressionMessages.badFilter(filter) };
    if (++placeholders > BROADCAST_LIMITS.expressionPlaceholders)
      return { ok: false, error: ExpressionMessages.tooMany };
    if (text) parts.push(text);
    text = '';
    parts.push({ column, filter: filter as ExpressionFilter | null });
    i = end;
  }
  if (text) parts.push(text);
  return { ok: true, parts };
}

/** The distinct columns an expression names, in order of first use. */
export function expressionColumns(parts: readonly ExpressionPart[]): string[] {
  return [...new Set(parts.flatMap((part) => (typeof part === 'string' ? [] : [part.column])))];
}

function filtered(value: string, filter: ExpressionFilter | null): string {
  switch (filter) {
    case 'lower':
      return encodeURIComponent(value.toLowerCase());
    case 'upper':
      return encodeURIComponent(value.toUpperCase());
    case 'digits':
      return value.replace(/\D/g, '');
    case 'trim':
      return encodeURIComponent(value.trim());
    case 'raw':
      return value;
    default:
      return encodeURIComponent(value);
  }
}

/**
 * The expression's text for one recipient; the first column it needs that the recipient has no value for, when
 * one is missing (a URL with a hole would be a broken link).
 */
export function evaluateExpression(
  parts: readonly ExpressionPart[],
  fields: Readonly<Record<string, string | undefined>>,
): { ok: true; text: string } | { ok: false; missing: string } {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const value = fields[part.column]?.trim() ? fields[part.column]! : '';
    if (!value) return { ok: false, missing: part.column };
    text += filtered(value, part.filter);
  }
  return { ok: true, text };
}
