import { parseExpression, type ExpressionFilter } from '@parley/api-client';

export { EXPRESSION_FILTERS, type ExpressionFilter } from '@parley/api-client';

/** One `{name}` or `{name|filter}` of a URL variable expression. */
export interface ExpressionPlaceholder {
  /** The audience column the placeholder reads. */
  name: string;
  filter?: ExpressionFilter;
}

/**
 * The placeholders of an expression by the shared rule (parseExpression, as the sender's check and the server read
 * it), in order of appearance, each column once (its first filter kept); none when the expression does not parse.
 */
export function expressionPlaceholders(expression: string): ExpressionPlaceholder[] {
  const parsed = parseExpression(expression);
  if (!parsed.ok) return [];
  const found = new Map<string, ExpressionPlaceholder>();
  for (const part of parsed.parts) {
    if (typeof part === 'string' || found.has(part.column)) continue;
    found.set(part.column, part.filter ? { name: part.column, filter: part.filter } : { name: part.column });
  }
  return [...found.values()];
}
