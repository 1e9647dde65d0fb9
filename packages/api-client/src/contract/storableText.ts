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
  /** A form body or query string whose bytes, once decoded, are not UTF-8 (only the server sees the bytes). */
  invalidUtf8: 'must be UTF-8 text (the bytes sent are not valid UTF-8)',
} as const;

export interface UnstorableText {
  /** Where the text is, dot-separated (`values.0.synonyms.2`); a key names the object holding it. */
  field: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message a refusal answers with: the field, then what is wrong with it (the refusal is its one error). */
export const unstorableTextMessage = (unstorable: UnstorableText) => `${unstorable.field}: ${unstorable.message}`;

/** What is wrong with one text, or null when it can be stored as sent. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return StorableTextMessages.nul;
  if (LONE_SURROGATE.test(text)) return StorableTextMessages.loneSurrogate;
  return null;
}

/**
 * The first answer `check` gives for a node of `value` (the value itself, then what objects and arrays hold, at any
 * depth, in document order), or null. `field` names the node as a dot-separated path, or `part` for the whole value
 * (`body`, `query`). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function firstInValue<T>(
  value: unknown,
  part: string,
  check: (node: unknown, field: string) => T | null,
): T | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    const found = check(next.value, next.path || part);
    if (found !== null) return found;
    if (typeof next.value === 'object' && next.value !== null) {
      // Reversed onto the stack, so the first node in document order is the one answered.
      for (const [key, child] of Object.entries(next.value).reverse())
        pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
    }
  }
  return null;
}

/** The first text in `value` (strings at any depth, and object keys) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, part: string): UnstorableText | null {
  return firstInValue(value, part, (node, field) => {
    if (typeof node === 'string') {
      const message = unstorableTextProblem(node);
      return message ? { field, message } : null;
    }
    if (typeof node !== 'object' || node === null) return null;
    for (const key of Object.keys(node)) {
      const keyMessage = unstorableTextProblem(key);
      if (keyMessage) return { field, message: `has a key that ${keyMessage}` };
    }
    return null;
  });
}
