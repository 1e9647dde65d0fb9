import { stem, tokenize } from './text.ts';
import type { EntityData, Language } from './types.ts';

/**
 * Word coverage: how much of a message's content the agent has seen. The classifier's vectors keep only features
 * of the training phrases, so a message about something else entirely ("how tall is mount everest") is judged by
 * its few shared function words ("how") and can look very like a short phrase ("hello how are you"). A small bot
 * has too few phrases for the similarity floor to catch that; counting the message's content words that appear
 * in no training phrase, no entity value and no recognised entity does.
 */

// Function words carry no topic. Question words are here too: "when" is in scope only with "open" beside it.
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    `a about above after again all am an and any are as at be been before being below between both but by can could
    did do does doing down during each few for from further had has have having he her here hers him his how i if in
    into is it its just me more most my no nor not now of off on once only or other our ours out over own please same
    she should so some such than thank thanks that the their them then there these they this those through to too
    under until up very was we were what when where which while who whom why will with would you your yours yourself
    hi hey ok okay yes yeah tell want need like know get got let lets im dont cant whats`
      .split(/\s+/)
      .filter(Boolean),
  ),
  hi: new Set(
    `है हैं था थे थी का की के में मैं मुझे मेरा मेरी मेरे क्या आप आपका आपकी तुम हम हूँ हूं हो को से और या यह वह ये वो
    पर भी तो ही एक कर करना करें कैसे कब कहाँ क्यों कौन ना नहीं जी hai hain ka ki ke me main mujhe mera meri kya aap
    tum hum ho ko se aur ya yeh woh par bhi to hi ek kar karna kaise kab kahan kyon kaun na nahi ji`
      .split(/\s+/)
      .filter(Boolean),
  ),
};

/** What an agent has seen: the stems of its phrases' and its entities' words. */
export function knownWords(
  language: Language,
  phrases: readonly string[],
  entities: readonly EntityData[],
): Set<string> {
  const known = new Set<string>();
  const learn = (text: string) => {
    for (const token of tokenize(text)) known.add(stem(language, token.text));
  };
  for (const phrase of phrases) learn(phrase);
  for (const entity of entities)
    for (const value of entity.values) {
      if (value.type === 'pattern') continue;
      learn(value.value);
      for (const synonym of value.synonyms ?? []) learn(synonym);
    }
  return known;
}

/** A misspelling one edit away (insert, delete, replace or swap) from a known stem counts. */
function nearlyKnown(word: string, known: ReadonlySet<string>): boolean {
  for (const candidate of known)
    if (Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate)) return true;
  return false;
}

// On the prediction path for every unknown word and every candidate of about its length: no arrays, one scan to
// the first difference, then the rest compared once.
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1); // one letter inserted
  if (short.slice(i + 1) === long.slice(i + 1)) return true; // one letter replaced
  return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2); // swapped
}

/**
 * The share of the message's content words the agent has seen (0..1), or null when it has none (greetings and
 * other function-word messages are left to the classifier). Words inside `covered` (entities recognised in the
 * message: dates, numbers, an entity's values) count as seen.
 */
export function wordCoverage(
  language: Language,
  text: string,
  known: ReadonlySet<string>,
  covered: readonly { start: number; end: number }[] = [],
): number | null {
  const content = tokenize(text).filter(
    (token) => !STOP_WORDS[language].has(token.text) && !/^\p{N}+$/u.test(token.text),
  );
  if (content.length === 0) return null;
  const seen = content.filter(
    (token) =>
      covered.some((span) => token.start >= span.start && token.end <= span.end) ||
      known.has(stem(language, token.text)) ||
      // Only words of five letters or more: shorter ones are one edit away from too many others.
      (token.text.length >= 5 && nearlyKnown(stem(language, token.text), known)),
  );
  return seen.length / content.length;
}

/** At no content word seen, a quarter of the classifier's confidence is left: below any threshold that means anything. */
export const UNSEEN_FLOOR = 0.25;

/** How much of its confidence a prediction keeps for the message's word coverage. */
export const coverageFactor = (coverage: number | null): number =>
  coverage === null ? 1 : Math.min(1, UNSEEN_FLOOR + 1.5 * coverage);
