/** Filters a placeholder may apply to its column's value before it goes into the URL. */
export const EXPRESSION_FILTERS = ['lower', 'upper', 'digits', 'raw'] as const;

export type ExpressionFilter = (typeof EXPRESSION_FILTERS)[number];

/** One `{name}` or `{name|filter}` of a URL variable expression. */
export interface ExpressionPlaceholder {
  /** The audience column the placeholder reads. */
  name: string;
  filter?: ExpressionFilter;
}

// Kept local and small on purpose: it only tells the user which columns an expression reads. Anything that is
// not exactly `{name}` or `{name|known filter}` is literal text of the URL, so a stray brace is not an error.
const PLACEHOLDER = new RegExp(`\\{([A-Za-z_][A-Za-z0-9_]*)(?:\\|(${EXPRESSION_FILTERS.join('|')}))?\\}`, 'g');

/** The placeholders of an expression, in order of appearance, each column once (its first filter kept). */
export function expressionPlaceholders(expression: string): ExpressionPlaceholder[] {
  const found = new Map<string, ExpressionPlaceholder>();
  for (const match of expression.matchAll(PLACEHOLDER)) {
    const [, name, filter] = match;
    if (!name || found.has(name)) continue;
    found.set(name, filter ? { name, filter: filter as ExpressionFilter } : { name });
  }
  return [...found.values()];
}
