/** A piece of a WhatsApp-formatted text: plain text, an emphasis holding more pieces, or monospace. */
export type MessageTextNode =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'italic' | 'strike'; children: MessageTextNode[] }
  | { type: 'mono'; text: string };

type EmphasisType = 'bold' | 'italic' | 'strike';

const EMPHASIS_MARKERS: Readonly<Record<string, EmphasisType>> = { '*': 'bold', _: 'italic', '~': 'strike' };
const MONO_MARKER = '```';

/**
 * WhatsApp's formatting as a tree: *bold*, _italic_, ~strike~ and ```monospace```, nested emphasis included
 * (`*_both_*`). The rules follow what WhatsApp shows:
 * - a marker hugs its text: `* not bold *` stays literal;
 * - an emphasis starts and ends a word: `2*3*4` and `snake_case_name` stay literal;
 * - an emphasis stays on one line; monospace may span lines and holds no formatting;
 * - a marker without a partner stays as typed.
 */
export function parseMessageText(text: string): MessageTextNode[] {
  return parseRange(text, 0, text.length);
}

function parseRange(text: string, start: number, end: number): MessageTextNode[] {
  const nodes: MessageTextNode[] = [];
  let literalStart = start;
  const flushLiteral = (upTo: number) => {
    if (upTo > literalStart) nodes.push({ type: 'text', text: text.slice(literalStart, upTo) });
  };

  let index = start;
  while (index < end) {
    const monoClose = findMonoClose(text, index, end);
    if (monoClose !== null) {
      flushLiteral(index);
      nodes.push({ type: 'mono', text: text.slice(index + MONO_MARKER.length, monoClose) });
      index = literalStart = monoClose + MONO_MARKER.length;
      continue;
    }
    const emphasis = findEmphasisClose(text, index, end);
    if (emphasis !== null) {
      flushLiteral(index);
      nodes.push({ type: emphasis.type, children: parseRange(text, index + 1, emphasis.close) });
      index = literalStart = emphasis.close + 1;
      continue;
    }
    index += 1;
  }
  flushLiteral(end);
  return nodes;
}

/** Where the monospace span opening at `open` closes, or null when no span opens there. */
function findMonoClose(text: string, open: number, end: number): number | null {
  if (!text.startsWith(MONO_MARKER, open)) return null;
  const contentStart = open + MONO_MARKER.length;
  const close = text.indexOf(MONO_MARKER, contentStart);
  if (close < 0 || close + MONO_MARKER.length > end) return null;
  // Blank content (``` ```) is no span: WhatsApp shows the backticks.
  return text.slice(contentStart, close).trim() ? close : null;
}

/** The emphasis opening at `open` and where it closes, or null when none opens there. */
function findEmphasisClose(text: string, open: number, end: number): { type: EmphasisType; close: number } | null {
  const marker = text[open] ?? '';
  const type = EMPHASIS_MARKERS[marker];
  if (!type || isWordChar(codePointBefore(text, open)) || isSpaceOrEnd(text[open + 1])) return null;
  // The content is at least one character, so the search starts one past it.
  for (let index = open + 2; index < end; index += 1) {
    const monoClose = findMonoClose(text, index, end);
    if (monoClose !== null) {
      // A marker inside a monospace span is the span's text, not this emphasis's end.
      index = monoClose + MONO_MARKER.length - 1;
      continue;
    }
    const char = text[index];
    if (char === '\n') return null;
    if (char === marker && !isSpaceOrEnd(text[index - 1]) && !isWordChar(codePointAt(text, index + 1))) {
      return { type, close: index };
    }
  }
  return null;
}

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const SPACE = /^\s$/;

const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
const isSpaceOrEnd = (char: string | undefined) => char === undefined || SPACE.test(char);

/** The whole character (surrogate pairs included) that starts at `index`. */
function codePointAt(text: string, index: number): string | undefined {
  const code = text.codePointAt(index);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/** The whole character (surrogate pairs included) that ends just before `index`. */
function codePointBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  const isLowSurrogate = low >= 0xdc00 && low <= 0xdfff;
  return codePointAt(text, isLowSurrogate && index >= 2 ? index - 2 : index - 1);
}
