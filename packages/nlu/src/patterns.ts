import { RE2JS } from 're2js';

/**
 * Regexp entity patterns, run on RE2 (re2js) so that matching is linear in the message whatever the pattern: a
 * pattern such as `(a+)+$` cannot stall training or a prediction (docs/decisions/008). The same engine, syntax,
 * flags and bounds as `compileUserPattern` of @parley/api-client's contract, which refuses at save and at import
 * what this module skips; the engine sits here again because the NLU engine depends on no other Parley package.
 */

/** Patterns longer than this are skipped (the contract refuses them). */
const MAX_PATTERN = 500;
/** Patterns compiling to more RE2 instructions than this are skipped (the contract refuses them). */
const MAX_PROGRAM = 1000;

export interface PatternMatcher {
  /** Whether the pattern matches somewhere in the text. */
  test(text: string): boolean;
  /** Every non-overlapping match, left to right; `index` in UTF-16 code units. */
  matches(text: string): { index: number; text: string }[];
}

/**
 * Patterns compiled lately, by source. An RE2 compile costs 20 to 50 times a RegExp one, and training meets each
 * pattern again for every annotation and once more for the model; a matcher is stateless, so one serves every
 * caller. Bounded, oldest first out.
 */
const recentlyCompiled = new Map<string, PatternMatcher | null>();
const RECENTLY_COMPILED_MAX = 256;

/** The compiled pattern (case-insensitive, Unicode-aware), or null when it cannot run. */
export function compilePattern(source: string): PatternMatcher | null {
  if (recentlyCompiled.has(source)) return recentlyCompiled.get(source)!;
  const compiled = compileAnew(source);
  if (recentlyCompiled.size >= RECENTLY_COMPILED_MAX) recentlyCompiled.delete(recentlyCompiled.keys().next().value!);
  recentlyCompiled.set(source, compiled);
  return compiled;
}

function compileAnew(source: string): PatternMatcher | null {
  if (source.length > MAX_PATTERN) return null;
  let re: RE2JS;
  try {
    re = RE2JS.compile(withRe2Escapes(source), RE2JS.CASE_INSENSITIVE);
  } catch {
    return null;
  }
  if (re.programSize() > MAX_PROGRAM) return null;
  return {
    test: (text) => re.test(text),
    matches: (text) => Array.from(re.matchAll(text), (m) => ({ index: m.index ?? 0, text: m[0] })),
  };
}

/** JavaScript's `\uXXXX` and `\u{…}` in RE2's spelling `\x{…}`, as the contract's compileUserPattern reads them. */
const withRe2Escapes = (source: string): string =>
  source.replace(/\\(?:\\|u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4}))/g, (escape, braced?: string, four?: string) => {
    const hex = braced ?? four;
    return hex ? `\\x{${hex}}` : escape;
  });
