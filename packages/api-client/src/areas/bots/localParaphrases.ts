/**
 * Auto generate without a GenAI integration: paraphrases of training phrases by rules, the same on the server and
 * in the fake. Fewer, correct paraphrases beat many broken ones, so each phrase is first read as a kind of
 * sentence (a request, a wh-question, a yes/no question, a greeting, a topic, a statement) and only the frames
 * that are grammatical for that kind are used; a phrase of no known kind gets only the frames that fit anything.
 * Words are never swapped for "synonyms" that change the meaning (an order is not a book).
 */

// Verbs of a request that the business carries out ("block my card", "track my parcel"): asked of it.
const SERVICE_VERBS = new Set(
  `activate add block book cancel change check close deactivate delete deliver fix freeze refund remove renew reopen
  replace reschedule reset schedule send show track transfer unblock unfreeze unlock update upgrade verify`.split(
    /\s+/,
  ),
);
// Verbs of a request that the customer carries out ("pay by card", "talk to an agent"): never "can you pay".
const CUSTOMER_VERBS = new Set(
  `apply buy call connect contact create download exchange find get give join leave log make open order pay put
  recharge redeem register report return see set sign speak start stop subscribe switch take talk top turn
  unsubscribe upload use view withdraw`.split(/\s+/),
);
const WH_WORDS = new Set(['what', 'when', 'where', 'which', 'who', 'why', 'how']);
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'have',
  'has',
]);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
const GREETINGS = [
  'hi',
  'hello',
  'hey',
  'hi there',
  'hello there',
  'hey there',
  'good morning',
  'good afternoon',
  'good evening',
];
const THANKS = ['thanks', 'thank you', 'thanks a lot', 'thank you very much', 'many thanks', 'thanks so much'];
// Ways people lead into a request; removed to find the request itself, then used as frames for it.
const REQUEST_LEADS =
  /^(?:please|kindly|can you|could you|would you|can i|could i|i want to|i wanna|i would like to|i'd like to|i need to|help me|i have to)\s+/i;

type Kind =
  | 'service-request'
  | 'customer-request'
  | 'wh-question'
  | 'yes-no-question'
  | 'greeting'
  | 'thanks'
  | 'topic'
  | 'other';

const words = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean);

/** What kind of sentence a phrase is, and its core (a request without its lead-in). */
function read(phrase: string): { kind: Kind; core: string } {
  const text = phrase.trim().replace(/[?.!]+$/, '');
  const lower = text.toLowerCase();
  if (GREETINGS.includes(lower)) return { kind: 'greeting', core: lower };
  if (THANKS.includes(lower)) return { kind: 'thanks', core: lower };
  const core = text.replace(REQUEST_LEADS, '');
  const [first = '', second = ''] = words(core);
  // A verb alone ("refund") names a topic more than it asks for anything.
  const request = words(core).length > 1;
  // "can I …" asks whether the customer may act, whatever the verb.
  const byCustomer = /^(?:can|could) i\s/i.test(text) || CUSTOMER_VERBS.has(first);
  if (request && byCustomer && (SERVICE_VERBS.has(first) || CUSTOMER_VERBS.has(first)))
    return { kind: 'customer-request', core: lowerFirst(core) };
  if (request && SERVICE_VERBS.has(first)) return { kind: 'service-request', core: lowerFirst(core) };
  if (WH_WORDS.has(first)) return { kind: 'wh-question', core: lowerFirst(text) };
  if (AUXILIARIES.has(first) && SUBJECT_PRONOUNS.has(second))
    return { kind: 'yes-no-question', core: lowerFirst(text) };
  if (words(text).length <= 3 && !SUBJECT_PRONOUNS.has(first)) return { kind: 'topic', core: lowerFirst(text) };
  return { kind: 'other', core: text };
}

const lowerFirst = (s: string) => (/^I\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/**
 * A question as the object of "tell me": "where is my order" → "where my order is", "when are you open" →
 * "when you are open", "what do you sell" → "what you sell", "how do I reset my password" → "how to reset my
 * password", "are you open on sunday" → "if you are open on sunday". Null when the question is not of a shape
 * this turns safely; it is then only framed as it is ("excuse me, …").
 */
function embedded(kind: Kind, question: string): string | null {
  const w = words(question);
  if (kind === 'yes-no-question') {
    const [aux = '', subject = '', ...rest] = w;
    if (rest.length === 0) return null;
    // "do you deliver on weekends" → "if you deliver on weekends"
    if (aux === 'do') return withCapitalI(['if', subject, ...rest]);
    if (!['is', 'are', 'can', 'will', 'could', 'should'].includes(aux)) return null;
    return withCapitalI(['if', subject, aux, ...rest]);
  }
  const [wh = '', aux = '', ...rest] = w;
  const [subject = '', ...predicate] = rest;
  if (SUBJECT_PRONOUNS.has(subject) && predicate.length > 0) {
    if (aux === 'do' && wh === 'how' && (subject === 'i' || subject === 'we'))
      return withCapitalI([wh, 'to', ...predicate]);
    if (aux === 'do') return withCapitalI([wh, subject, ...predicate]);
    if (['is', 'are', 'can', 'will', 'could', 'should'].includes(aux))
      return withCapitalI([wh, subject, aux, ...predicate]);
    return null;
  }
  // "where is my order": a short noun phrase and no verb after it ("where is the store located" is left alone).
  const last = rest.at(-1) ?? '';
  if ((aux === 'is' || aux === 'are') && rest.length >= 1 && rest.length <= 3 && !/(?:ed|ing|ly)$/.test(last))
    return withCapitalI([wh, ...rest, aux]);
  return null;
}

const withCapitalI = (w: string[]) => w.map((word) => (word === 'i' ? 'I' : word)).join(' ');

/** Other greetings of the same kind: a time of day keeps its time ("good morning" is no "good evening"). */
function otherGreetings(greeting: string): string[] {
  if (greeting.startsWith('good ')) return [`${greeting} to you`, `hello, ${greeting}`, greeting.slice(5)];
  return ['hello', 'hi', 'hey', 'hello there', 'hi there', 'hey there'].filter((g) => g !== greeting);
}

const FRAMES: Record<Kind, ((core: string, inner: string | null) => string | null)[]> = {
  'service-request': [
    (c) => `can you ${c}`,
    (c) => `I want to ${c}`,
    (c) => `please ${c}`,
    (c) => `I would like to ${c}`,
    (c) => `could you help me ${c}`,
    (c) => `I need to ${c}`,
    (c) => `${c} please`,
  ],
  'customer-request': [
    (c) => `I want to ${c}`,
    (c) => `I would like to ${c}`,
    (c) => `can I ${c}`,
    (c) => `is it possible to ${c}`,
    (c) => `how can I ${c}`,
    (c) => `I need to ${c}`,
    (c) => `help me ${c}`,
  ],
  'wh-question': [
    (_c, inner) => (inner ? `can you tell me ${inner}` : null),
    (_c, inner) => (inner ? `I would like to know ${inner}` : null),
    // "do you know when you are open" asks the wrong thing: only for questions not about "you".
    (_c, inner) => (inner && !/\byou\b/.test(inner) ? `do you know ${inner}` : null),
    (c) => `excuse me, ${c}`,
    (c) => `quick question, ${c}`,
    (_c, inner) => (inner ? `please tell me ${inner}` : null),
    (c) => `hi, ${c}`,
  ],
  'yes-no-question': [
    (_c, inner) => (inner ? `can you tell me ${inner}` : null),
    (_c, inner) => (inner ? `I would like to know ${inner}` : null),
    (_c, inner) => (inner ? `I wonder ${inner}` : null),
    (c) => `excuse me, ${c}`,
    (c) => `quick question, ${c}`,
    (c) => `hi, ${c}`,
  ],
  greeting: [0, 1, 2, 3, 4].map((n) => (c: string) => otherGreetings(c)[n] ?? null),
  thanks: [0, 1, 2, 3].map((n) => (c: string) => THANKS.filter((t) => t !== c)[n] ?? null),
  topic: [
    (c) => `I need help with ${c}`,
    (c) => `can you help me with ${c}`,
    (c) => `I have a question about ${c}`,
    (c) => `${c} please`,
  ],
  other: [(c) => `hi, ${c}`, (c) => `excuse me, ${c}`, (c) => `hello, ${c}`],
};

/** Up to `count` paraphrases of `lines`, none equal to an input or to another, in a stable order. */
export function localParaphrases(lines: string[], count: number): string[] {
  const phrases = lines.map((line) => line.trim().replace(/\s+/g, ' ')).filter(Boolean);
  const seen = new Set(phrases.map((p) => p.toLowerCase().replace(/[?.!]+$/, '')));
  const candidates = phrases.map((phrase) => {
    const { kind, core } = read(phrase);
    const inner = kind === 'wh-question' || kind === 'yes-no-question' ? embedded(kind, core) : null;
    return FRAMES[kind].map((frame) => frame(core, inner)).filter((text): text is string => Boolean(text));
  });
  const out: string[] = [];
  // Round robin over the phrases, so each selected phrase gets its share.
  for (let round = 0; out.length < count && candidates.some((list) => round < list.length); round++) {
    for (const list of candidates) {
      const text = list[round];
      if (text === undefined || out.length >= count) continue;
      const key = text.toLowerCase().replace(/[?.!]+$/, '');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(text);
    }
  }
  return out;
}
