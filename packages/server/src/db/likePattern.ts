/** A case-insensitive substring search for `LIKE … ESCAPE '\'`: the text's own `%`, `_` and `\` match themselves. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
