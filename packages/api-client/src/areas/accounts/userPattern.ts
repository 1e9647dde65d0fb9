import { RE2JS } from 're2js';

/**
 * Regular expressions that users write (regexp entities of the bot builder, regex entries of imported Dialogflow and
 * Rasa agents) run on RE2 through re2js: matching takes time linear in the text, whatever the pattern, so no pattern
 * can stall the server or a browser tab the way `(a+)+$` stalls a backtracking engine (docs/decisions/008). The
 * syntax is RE2's, as Dialogflow documents for its regexp entities, plus JavaScript's `\u00e9` and `\u{1F600}`
 * escapes, which the console accepted before (RE2 spells them `\x{…}`; `(?<name>…)` both already share). Matching is
 * case-insensitive and Unicode-aware, as it was. Our own fixed expressions stay JavaScript RegExp.
 */

/** As long as a pattern may be (the contract's `pattern` items have the same maxLength). */
export const USER_PATTERN_MAX_LENGTH = 500;

/**
 * The most RE2 instructions a compiled pattern may have. Matching is linear in the text, but the factor is the
 * program's size: `\pL{1000}` compiles to ~1,000 instructions and takes ~80 ms on a 2,000-character message, while
 * real entity patterns (`\d{4}-\d{2}-\d{2}`, `[A-Z]{2}\d{2}[A-Z0-9]{11,30}`) stay under 100.
 */
export const USER_PATTERN_MAX_PROGRAM = 1000;

export const UserPatternMessages = {
  tooLong: (max: number) => `A pattern can be at most ${max} characters long`,
  tooComplex: (pattern: string) =>
    `Pattern "${pattern}" is too complex: use smaller repetition counts (such as {1,50} instead of {1,1000})`,
  lookaround: (pattern: string) =>
    `Pattern "${pattern}" uses a look-ahead or look-behind ((?=, (?!, (?<=, (?<!); patterns use RE2 syntax, as Dialogflow does, which has none`,
  backreference: (pattern: string) =>
    `Pattern "${pattern}" uses a back-reference (such as \\1 or \\k<name>); patterns use RE2 syntax, as Dialogflow does, which has none`,
  invalid: (pattern: string, reason: string) => `Invalid pattern "${pattern}": ${reason}`,
} as const;

/** One match of a user pattern: where it starts (in UTF-16 code units, as JavaScript strings count) and its text. */
export interface UserPatternMatch {
  index: number;
  text: string;
}

/** A compiled user pattern. Stateless: one may be used by any number of callers at once. */
export interface UserPattern {
  readonly source: string;
  /** Whether the pattern matches somewhere in the text. */
  test(text: string): boolean;
  /** Whether the pattern matches the whole text. */
  testWhole(text: string): boolean;
  /** Every non-overlapping match, left to right. */
  matches(text: string): UserPatternMatch[];
}

export type CompiledUserPattern = { ok: true; pattern: UserPattern } | { ok: false; message: string };

/**
 * Patterns compiled lately, by source. An RE2 compile costs 20 to 50 times a RegExp one, and checking an entity,
 * importing an agent and answering Try it meet the same patterns again; a compiled pattern is stateless, so one
 * serves every caller. Bounded, oldest first out.
 */
const recentlyCompiled = new Map<string, CompiledUserPattern>();
const RECENTLY_COMPILED_MAX = 256;

/** Compiles a pattern a user wrote, or says in words why it cannot run. */
export function compileUserPattern(source: string): CompiledUserPattern {
  const known = recentlyCompiled.get(source);
  if (known) return known;
  const compiled = compileAnew(source);
  if (recentlyCompiled.size >= RECENTLY_COMPILED_MAX) recentlyCompiled.delete(recentlyCompiled.keys().next().value!);
  recentlyCompiled.set(source, compiled);
  return compiled;
}

function compileAnew(source: string): CompiledUserPattern {
  if (source.length > USER_PATTERN_MAX_LENGTH) return refuse(UserPatternMessages.tooLong(USER_PATTERN_MAX_LENGTH));
  let re: RE2JS;
  try {
    re = RE2JS.compile(withRe2Escapes(source), RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    return refuse(explain(source, error instanceof Error ? error.message : String(error)));
  }
  if (re.programSize() > USER_PATTERN_MAX_PROGRAM) return refuse(UserPatternMessages.tooComplex(source));
  return {
    ok: true,
    pattern: {
      source,
      test: (text) => re.test(text),
      testWhole: (text) => re.testExact(text),
      matches: (text) => Array.from(re.matchAll(text), (m) => ({ index: m.index ?? 0, text: m[0] })),
    },
  };
}

/** The pattern, compiled, or undefined when it cannot run (for data saved before patterns were checked). */
export function userPatternOrUndefined(source: string): UserPattern | undefined {
  const compiled = compileUserPattern(source);
  return compiled.ok ? compiled.pattern : undefined;
}

const refuse = (message: string): CompiledUserPattern => ({ ok: false, message });

/**
 * JavaScript's `\uXXXX` and `\u{…}` in RE2's spelling `\x{…}`; RE2 has no `\u`, so no RE2 pattern changes meaning.
 * Escaped backslashes are matched first, so `\\u0041` stays a backslash followed by "u0041". Not re2js's
 * translateRegExp: it also turns escapes that neither engine knows (`\k<name>`, `\8`, `\q`) into plain letters,
 * which would accept a back-reference as text instead of refusing it.
 */
const withRe2Escapes = (source: string): string =>
  source.replace(/\\(?:\\|u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4}))/g, (escape, braced?: string, four?: string) => {
    const hex = braced ?? four;
    return hex ? `\\x{${hex}}` : escape;
  });

/** The engine's parse error, in the user's terms for the constructs people bring from other engines. */
function explain(source: string, engineMessage: string): string {
  const reason = engineMessage.replace(/^error parsing regexp: /, '');
  // RE2 reports (?= and (?! as unsupported Perl syntax, and (?<= and (?<! as invalid named captures.
  if (/`\(\?<?[=!]/.test(reason)) return UserPatternMessages.lookaround(source);
  if (/invalid escape sequence: `\\([1-9]|k)/.test(reason)) return UserPatternMessages.backreference(source);
  if (/expression too large|invalid repeat count/.test(reason)) return UserPatternMessages.tooComplex(source);
  return UserPatternMessages.invalid(source, reason);
}
