import { describe, expect, it } from 'vitest';
import {
  compileUserPattern,
  USER_PATTERN_MAX_LENGTH,
  UserPatternMessages,
  type UserPattern,
} from '../src/areas/accounts/userPattern.ts';

const compiled = (source: string): UserPattern => {
  const result = compileUserPattern(source);
  if (!result.ok) throw new Error(result.message);
  return result.pattern;
};
const refusal = (source: string) => {
  const result = compileUserPattern(source);
  return result.ok ? undefined : result.message;
};

describe('compileUserPattern', () => {
  it('answers a catastrophic pattern on a hostile text at once', () => {
    const pattern = compiled('(a+)+$');
    const started = performance.now();
    expect(pattern.test(`${'a'.repeat(5000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
    expect(pattern.test('say aaa')).toBe(true);
  });

  it('matches case-insensitively, finds every match with UTF-16 positions, and tests whole texts', () => {
    const pattern = compiled('ord-\\d{3}');
    expect(pattern.matches('😀 ORD-123, ord-456 and Ord-7')).toEqual([
      { index: 3, text: 'ORD-123' },
      { index: 12, text: 'ord-456' },
    ]);
    expect(pattern.testWhole('ORD-123')).toBe(true);
    expect(pattern.testWhole('ORD-1234')).toBe(false);
  });

  it('reads RE2 syntax as Dialogflow documents it, and the JavaScript spellings the console accepted', () => {
    expect(compiled('[[:alpha:]]+\\x{e9}').testWhole('Caf\u00e9')).toBe(true);
    expect(compiled('(?P<year>\\d{4})').test('in 2026')).toBe(true);
    expect(compiled('caf\\u00e9').test('CAFÉ')).toBe(true);
    expect(compiled('\\u{1F600}').test('hi 😀')).toBe(true);
    expect(compiled('\\\\u0041').testWhole('\\u0041')).toBe(true); // an escaped backslash, then plain text
    expect(compiled('(?<year>\\d{4})').test('in 2026')).toBe(true);
    expect(compiled('\\p{L}+').testWhole('नमस्ते')).toBe(false); // combining marks are \p{M}, not letters
    expect(compiled('[\\p{L}\\p{M}]+').testWhole('नमस्ते')).toBe(true);
  });

  it('refuses look-arounds and back-references, naming them', () => {
    for (const source of ['a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b'])
      expect(refusal(source), source).toBe(UserPatternMessages.lookaround(source));
    for (const source of ['(a)\\1', '(?<x>a)\\k<x>'])
      expect(refusal(source), source).toBe(UserPatternMessages.backreference(source));
  });

  it('refuses broken syntax with the reason, and patterns too long or too complex', () => {
    expect(refusal('[a-')).toBe(UserPatternMessages.invalid('[a-', 'missing closing ]: `[a-`'));
    expect(refusal('x'.repeat(USER_PATTERN_MAX_LENGTH + 1))).toBe(UserPatternMessages.tooLong(USER_PATTERN_MAX_LENGTH));
    expect(compileUserPattern('x'.repeat(USER_PATTERN_MAX_LENGTH)).ok).toBe(true);
    for (const source of ['\\pL{1000}\\pL{1000}', 'a{1001}', '((a{100}){100}){100}'])
      expect(refusal(source), source).toBe(UserPatternMessages.tooComplex(source));
  });

  it('takes any text: NUL, lone surrogates and astral characters neither throw nor match wrongly', () => {
    const pattern = compiled('b+');
    expect(pattern.matches('a\u0000bb\ud800b😀')).toEqual([
      { index: 2, text: 'bb' },
      { index: 5, text: 'b' },
    ]);
    expect(compileUserPattern('a\u0000\ud800').ok).toBe(true);
  });
});
