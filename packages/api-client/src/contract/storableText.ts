/**
 * Text the server can store: no NUL (U+0000) and no unpaired UTF-16 surrogate, in any value or key of a request.
 *
 * PostgreSQL `text` and `jsonb` cannot hold NUL at all, and an unpaired surrogate has no UTF-8 form, so the
 * database driver silently turns it into U+FFFD. Neither can come from a person typing, so a request carrying one
 * is refused with a 400 naming the field, rather than normalised: stripping or replacing a character would store
 * (or compare, for a password or a code) something other than what the caller sent, without telling them.
 */

export const StorableTextMessages = {
  nul: 'must not contain the NUL character (U+0000)',
  loneSurrogate: 'must not contain an unpaired UTF-16 surrogate (text that is not valid Unicode)',
} as const;

export interface UnstorableText {
  /** Where the text is, dot-separated (`values.0.synonyms.2`); a key names the object holding it. */
  field: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one text, or null when it can be stored as sent. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return StorableTextMessages.nul;
  if (LONE_SURROGATE.test(text)) return StorableTextMessages.loneSurrogate;
  return null;
}

/**
 * The first text in `value` (strings at any depth, and object keys) that cannot be stored, or null.
 * Iterative, so a deeply nested body cannot exhaust the stack; `part` names the whole value (`body`, `query`).
 */
export function findUnstorableText(value: unknown, part: string): UnstorableText | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const at = (path: string) => path || part;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const message = unstorableTextProblem(next.value);
      if (message) return { field: at(next.path), message };
    } else if (typeof next.value === 'object' && next.value !== null) {
      const children = Object.entries(next.value);
      for (const [key] of children) {
        const keyMessage = unstorableTextProblem(key);
        if (keyMessage) return { field: at(next.path), message: `has a key that ${keyMessage}` };
      }
      // Reversed onto the stack, so the first offending text in document order is the one named.
      for (const [key, child] of children.reverse())
        pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
    }
  }
  return null;
}
