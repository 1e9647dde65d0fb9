import type { ExtractedEntity } from './types.ts';
import { normalize } from './text.ts';

export interface SystemEntityInfo {
  name: string;
  description: string;
  examples: string[];
}

/** The system entities, with descriptions, for the console's System Entities tab. */
export const systemEntities: readonly SystemEntityInfo[] = [
  { name: 'sys.number', description: 'A cardinal number in digits (1,250.5; Devanagari digits too) or English words (twenty five, 3 lakh).', examples: ['42', 'twenty five', '१२'] },
  { name: 'sys.ordinal', description: 'An ordinal number, resolved to its position.', examples: ['1st', 'third', '22nd'] },
  { name: 'sys.percentage', description: 'A percentage.', examples: ['15%', '20 percent'] },
  { name: 'sys.currency', description: 'An amount of money with its currency (INR, USD, EUR, GBP, AED…).', examples: ['₹500', 'Rs. 1,200', '$20', '30 euros'] },
  { name: 'sys.date', description: 'A calendar date, resolved to YYYY-MM-DD against the message time (day-first for numeric dates).', examples: ['today', 'tomorrow', 'next monday', '12/03/2026', '5th March'] },
  { name: 'sys.time', description: 'A time of day, resolved to HH:MM (24 h).', examples: ['5 pm', '17:30', 'noon'] },
  { name: 'sys.duration', description: 'A length of time, resolved to an amount and a unit.', examples: ['3 days', 'two hours', '45 minutes'] },
  { name: 'sys.email', description: 'An email address.', examples: ['asha@example.com'] },
  { name: 'sys.phone-number', description: 'A phone number: Indian mobile (optionally +91) or international with a + prefix.', examples: ['98765 43210', '+91 9876543210', '+44 20 7946 0958'] },
  { name: 'sys.url', description: 'A web address.', examples: ['https://parley.dev/docs', 'www.example.com'] },
  { name: 'sys.age', description: 'An age in years.', examples: ['25 years old', '30 yrs old'] },
  { name: 'sys.color', description: 'A common colour name.', examples: ['red', 'navy blue'] },
];

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, a: 1, an: 1,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, lakh: 100000, lakhs: 100000, million: 1e6, crore: 1e7, crores: 1e7, billion: 1e9 };
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, last: -1,
};
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const COLORS = ['navy blue', 'sky blue', 'light blue', 'dark blue', 'dark green', 'light green', 'red', 'green', 'blue', 'yellow', 'orange', 'purple', 'violet', 'pink', 'black', 'white', 'grey', 'gray', 'brown', 'maroon', 'gold', 'silver', 'beige', 'cyan', 'magenta', 'turquoise', 'navy'];

const WORD_NUM = `(?:(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].filter((w) => w !== 'a' && w !== 'an').join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].filter((w) => w !== 'a' && w !== 'an').join('|')}))*)`;
const DIGIT_NUM = '(?:\\d{1,3}(?:,\\d{2,3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
const NUM = `(?:${DIGIT_NUM}(?:\\s?(?:k|lakh|lakhs|crore|crores|million|thousand|hundred)\\b)?|${WORD_NUM})`;

/** Parse digits or English number words; null when it is not a number. */
export function parseNumber(s: string): number | null {
  const t = s.trim().toLowerCase();
  const m = /^(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|lakhs?|crores?|million|thousand|hundred)?$/.exec(t);
  if (m) {
    const base = Number(m[1]!.replace(/,/g, ''));
    const mult = m[2] ? (m[2] === 'k' ? 1000 : SCALES[m[2]] ?? 1) : 1;
    return base * mult;
  }
  const words = t.split(/[\s-]+/).filter((w) => w && w !== 'and');
  if (!words.length) return null;
  let total = 0;
  let cur = 0;
  for (const w of words) {
    if (w in UNITS) cur += UNITS[w]!;
    else if (w in SCALES) {
      const sc = SCALES[w]!;
      if (sc === 100) cur = (cur || 1) * 100;
      else {
        total += (cur || 1) * sc;
        cur = 0;
      }
    } else return null;
  }
  return total + cur;
}

const CURRENCIES: [RegExp, string][] = [
  [/^(₹|rs\.?|inr|rupees?)$/, 'INR'],
  [/^(\$|usd|dollars?|bucks)$/, 'USD'],
  [/^(€|eur|euros?)$/, 'EUR'],
  [/^(£|gbp|pounds?)$/, 'GBP'],
  [/^(aed|dirhams?)$/, 'AED'],
  [/^(¥|jpy|yen)$/, 'JPY'],
];
function currencyCode(sym: string): string {
  const s = sym.trim().toLowerCase();
  for (const [re, code] of CURRENCIES) if (re.test(s)) return code;
  return s.toUpperCase();
}
const CUR_SYM = '(₹|rs\\.?|inr|\\$|usd|€|eur|£|gbp|aed|¥|jpy)';
const CUR_WORD = '(rupees?|rs\\.?|inr|dollars?|bucks|usd|euros?|eur|pounds?|gbp|dirhams?|aed|yen|jpy)';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));
function monthIndex(s: string): number {
  const t = s.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(t));
}
function validDate(y: number, m: number, d: number): Date | null {
  const dt = new Date(Date.UTC(y, m, d));
  return dt.getUTCMonth() === m && dt.getUTCDate() === d ? dt : null;
}

interface Rule {
  name: string;
  re: RegExp;
  resolve: (m: RegExpExecArray, now: Date) => { value: string; resolution?: Record<string, unknown> } | null;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const rx = (s: string) => new RegExp(B + s + E, 'gu');

const UNIT_MAP: Record<string, string> = { sec: 'second', second: 'second', min: 'minute', minute: 'minute', hr: 'hour', hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year', yr: 'year' };
const DUR_UNIT = '(secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?|yrs?)';
function unitOf(u: string): string {
  const base = u.toLowerCase().replace(/s$/, '');
  return UNIT_MAP[base] ?? base;
}

const RULES: Rule[] = [
  {
    name: 'sys.email',
    re: /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g,
    resolve: (m) => ({ value: m[0] }),
  },
  {
    name: 'sys.url',
    re: /\b(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|in|io|dev|co|gov|edu|ai)(?:\/[^\s<>"']*)?)(?<![.,!?;:)])/g,
    resolve: (m) => ({ value: m[0] }),
  },
  {
    name: 'sys.phone-number',
    re: /(?<![\d+])(?:(?:\+|00)91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)|(?<![\d+])\+\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d{2,4}){2,4}(?!\d)/g,
    resolve: (m) => {
      const digits = m[0].replace(/[^\d+]/g, '');
      const plain = digits.replace(/^\+/, '').replace(/^00/, '');
      if (plain.length < 10 || plain.length > 15) return null;
      let value = digits.startsWith('00') ? '+' + digits.slice(2) : digits;
      if (/^0?[6-9]\d{9}$/.test(value)) value = '+91' + value.replace(/^0/, '');
      return { value };
    },
  },
  {
    name: 'sys.currency',
    re: rx(`(?:${CUR_SYM}\\s?(${NUM})|(${NUM})\\s?${CUR_WORD})`),
    resolve: (m) => {
      const amount = parseNumber((m[2] ?? m[3])!);
      if (amount === null) return null;
      const currency = currencyCode((m[1] ?? m[4])!);
      return { value: `${amount} ${currency}`, resolution: { amount, currency } };
    },
  },
  {
    name: 'sys.percentage',
    re: new RegExp(B + `(${NUM})\\s?(?:%|percent|per cent|pc)(?![\\p{L}])`, 'gu'),
    resolve: (m) => {
      const n = parseNumber(m[1]!);
      return n === null ? null : { value: `${n}%`, resolution: { value: n } };
    },
  },
  {
    name: 'sys.age',
    re: rx(`(${NUM})\\s?(?:-\\s?)?(?:years?|yrs?)(?:\\s|-)old`),
    resolve: (m) => {
      const n = parseNumber(m[1]!);
      return n === null ? null : { value: String(n), resolution: { years: n } };
    },
  },
  {
    name: 'sys.date',
    re: rx('(day after tomorrow|day before yesterday|today|tonight|tomorrow|yesterday|आज|परसों|कल)'),
    resolve: (m, now) => {
      const off: Record<string, number> = { 'day after tomorrow': 2, 'day before yesterday': -2, today: 0, tonight: 0, tomorrow: 1, yesterday: -1, आज: 0, परसों: 2, कल: 1 };
      return { value: isoDate(addDays(now, off[m[1]!] ?? 0)) };
    },
  },
  {
    name: 'sys.date',
    re: rx(`(?:(next|this|last|coming)\\s+)?(${DAYS.join('|')}|mon|tue|tues|wed|thu|thurs|fri|sat|sun)`),
    resolve: (m, now) => {
      const target = DAYS.findIndex((d) => d.startsWith(m[2]!.toLowerCase().slice(0, 3)));
      const today = now.getUTCDay();
      let diff = (target - today + 7) % 7;
      if (m[1] === 'next' && diff === 0) diff = 7;
      if (m[1] === 'last') diff = diff === 0 ? -7 : diff - 7;
      return { value: isoDate(addDays(now, diff)) };
    },
  },
  {
    name: 'sys.date',
    re: rx(`in\\s+(${NUM}|a|an)\\s+(days?|weeks?|months?)`),
    resolve: (m, now) => {
      const n = m[1] === 'a' || m[1] === 'an' ? 1 : parseNumber(m[1]!);
      if (n === null) return null;
      const u = unitOf(m[2]!);
      if (u === 'month') return { value: isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, now.getUTCDate()))) };
      return { value: isoDate(addDays(now, u === 'week' ? n * 7 : n)) };
    },
  },
  {
    name: 'sys.date',
    re: rx('(\\d{4})-(\\d{1,2})-(\\d{1,2})'),
    resolve: (m) => {
      const d = validDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
      return d ? { value: isoDate(d) } : null;
    },
  },
  {
    name: 'sys.date',
    re: rx('(\\d{1,2})[/.-](\\d{1,2})(?:[/.-](\\d{2,4}))?'),
    resolve: (m, now) => {
      let y = m[3] ? Number(m[3]) : now.getUTCFullYear();
      if (y < 100) y += 2000;
      const d = validDate(y, Number(m[2]) - 1, Number(m[1]));
      return d ? { value: isoDate(d) } : null;
    },
  },
  {
    name: 'sys.date',
    re: rx(`(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_RE}(?:,?\\s+(\\d{4}))?`),
    resolve: (m, now) => {
      const d = validDate(m[3] ? Number(m[3]) : now.getUTCFullYear(), monthIndex(m[2]!), Number(m[1]));
      return d ? { value: isoDate(d) } : null;
    },
  },
  {
    name: 'sys.date',
    re: rx(`${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`),
    resolve: (m, now) => {
      const d = validDate(m[3] ? Number(m[3]) : now.getUTCFullYear(), monthIndex(m[1]!), Number(m[2]));
      return d ? { value: isoDate(d) } : null;
    },
  },
  {
    name: 'sys.time',
    re: rx('(\\d{1,2})(?:[:.](\\d{2}))?\\s?(am|pm|a\\.m\\.|p\\.m\\.)'),
    resolve: (m) => {
      let h = Number(m[1]);
      const min = m[2] ? Number(m[2]) : 0;
      if (h < 1 || h > 12 || min > 59) return null;
      const pm = m[3]!.startsWith('p');
      if (pm && h !== 12) h += 12;
      if (!pm && h === 12) h = 0;
      return { value: `${pad(h)}:${pad(min)}` };
    },
  },
  {
    name: 'sys.time',
    re: rx('([01]?\\d|2[0-3]):([0-5]\\d)(?:\\s?(?:hrs|hours|h))?'),
    resolve: (m) => ({ value: `${pad(Number(m[1]))}:${m[2]}` }),
  },
  {
    name: 'sys.time',
    re: rx('(noon|midday|midnight)'),
    resolve: (m) => ({ value: m[1] === 'midnight' ? '00:00' : '12:00' }),
  },
  {
    name: 'sys.duration',
    re: rx(`(${NUM}|a|an|half an?)\\s+${DUR_UNIT}`),
    resolve: (m) => {
      const raw = m[1]!;
      const n = raw.startsWith('half') ? 0.5 : raw === 'a' || raw === 'an' ? 1 : parseNumber(raw);
      if (n === null) return null;
      const unit = unitOf(m[2]!);
      return { value: `${n} ${unit}${n === 1 ? '' : 's'}`, resolution: { amount: n, unit } };
    },
  },
  {
    name: 'sys.ordinal',
    re: rx(`(\\d+)(?:st|nd|rd|th)|(${Object.keys(ORDINALS).join('|')})`),
    resolve: (m) => {
      const n = m[1] ? Number(m[1]) : ORDINALS[m[2]!]!;
      return { value: String(n), resolution: { value: n } };
    },
  },
  {
    name: 'sys.number',
    re: rx(`(?:-)?${NUM}`),
    resolve: (m) => {
      const neg = m[0].startsWith('-');
      const n = parseNumber(neg ? m[0].slice(1) : m[0]);
      return n === null ? null : { value: String(neg ? -n : n), resolution: { value: neg ? -n : n } };
    },
  },
  {
    name: 'sys.color',
    re: rx(`(${COLORS.join('|')})`),
    resolve: (m) => ({ value: m[1]! }),
  },
];

const PRIORITY = RULES.map((r) => r.name);
const MAX_INPUT = 2000;

/** Every system entity in the text; overlapping candidates resolve to the longest, then the more specific. */
export function extractSystemEntities(text: string, now: Date = new Date()): ExtractedEntity[] {
  const src = text.slice(0, MAX_INPUT);
  const norm = normalize(src);
  const cands: ExtractedEntity[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (const m of norm.matchAll(rule.re)) {
      const r = rule.resolve(m as RegExpExecArray, now);
      if (!r) continue;
      const start = m.index;
      const end = start + m[0].length;
      cands.push({ entityId: rule.name, name: rule.name, value: r.value, start, end, text: src.slice(start, end), system: true, ...(r.resolution ? { resolution: r.resolution } : {}) });
    }
  }
  cands.sort((a, b) => b.end - b.start - (a.end - a.start) || PRIORITY.indexOf(a.name) - PRIORITY.indexOf(b.name) || a.start - b.start);
  const kept: ExtractedEntity[] = [];
  for (const c of cands) if (!kept.some((k) => c.start < k.end && k.start < c.end)) kept.push(c);
  return kept.sort((a, b) => a.start - b.start);
}

export function isSystemEntity(id: string): boolean {
  return id.startsWith('sys.');
}
