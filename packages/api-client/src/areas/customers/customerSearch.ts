/** Customer search: the words a customer is found by, their PostgreSQL form, and what a search string asks for. */
import { normalisePhone } from './customerValidation.ts';

/** Longest word kept for search (longer words and search terms are cut to it, so a prefix still matches). */
export const SEARCH_WORD_MAX = 40;
/** Search terms past this many are ignored. */
export const SEARCH_TERMS_MAX = 8;
/** Words are letters, marks and digits, joined by @ . _ - (an e-mail address, a decimal, a code is one word). */
const NOT_WORD = /[^\p{L}\p{M}\p{N}@._-]+/u;
const JOINERS = /^[@._-]+|[@._-]+$/g;
const JOINER_EDGE = /^[@._-]|[@._-]$/;

/** Lower-cased words of a text, each cut to SEARCH_WORD_MAX, without repeats. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of text.toLowerCase().split(NOT_WORD)) {
    const trimmed = JOINER_EDGE.test(part) ? part.replace(JOINERS, '') : part;
    if (trimmed === '') continue;
    const word = trimmed.length > SEARCH_WORD_MAX ? trimmed.slice(0, SEARCH_WORD_MAX) : trimmed;
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

/**
 * The words a customer is found by: its name, the values of the custom fields whose definition is searchable
 * (`searchable` holds their ids), and its phone number without the country code (taken as its last ten digits).
 * The server keeps them in an indexed column; the fake computes them.
 */
export function customerSearchWords(
  customer: { name: string; phoneNumber: string; data: Readonly<Record<string, string | undefined>> },
  searchable: readonly string[],
): string[] {
  return searchWordsOfText(searchableText(customer, searchable), customer.phoneNumber);
}

/** A customer's name and searchable values joined by spaces: the text customerSearchWords takes its words from. */
function searchableText(customer: Parameters<typeof customerSearchWords>[0], searchable: readonly string[]): string {
  let text = customer.name;
  for (const id of searchable) {
    const value = customer.data[id];
    if (value) text += ` ${value}`;
  }
  return text;
}

/**
 * customerSearchWords from the customer's searchable text already joined (a name and values read together from the
 * database) and its phone number.
 */
export function searchWordsOfText(text: string, phoneNumber: string): string[] {
  const words = searchWords(text);
  const national = phoneNumber.replace(/\D/g, '').slice(-10);
  if (national && !words.includes(national)) words.push(national);
  return words;
}

/** Search words as PostgreSQL tsvector text: each quoted (words never hold a quote, a backslash or white space). */
const searchVector = (words: readonly string[]): string => words.map((w) => `'${w}'`).join(' ');

/**
 * A customer's search words (customerSearchWords) as PostgreSQL tsvector text: each quoted (words never hold a quote,
 * a backslash or white space, so they also go into COPY text as they are).
 */
export const customerSearchVector = (
  customer: Parameters<typeof customerSearchWords>[0],
  searchable: readonly string[],
): string => searchVector(customerSearchWords(customer, searchable));

/** searchWordsOfText as tsvector text (see customerSearchVector). */
export const searchVectorOfText = (text: string, phoneNumber: string): string =>
  searchVector(searchWordsOfText(text, phoneNumber));

/** What a search string looks for. */
export interface CustomerSearch {
  /** Every term must begin one of the customer's search words. */
  terms: string[];
  /** Ten or more digits: also the whole phone number, normalised. */
  phone: string | null;
}

/**
 * Reads a search string. A customer matches when every term begins one of its search words (name and searchable
 * custom fields in any order, the phone number without its country code); a search made of digits (spaces and a
 * leading + allowed) is one term, and from ten digits on also the whole phone number it normalises to.
 */
export function parseCustomerSearch(search: string): CustomerSearch {
  const trimmed = search.trim();
  if (/^\+?[\d\s]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return {
      terms: digits ? [digits.slice(0, SEARCH_WORD_MAX)] : [],
      phone: digits.length >= 10 ? normalisePhone(trimmed) : null,
    };
  }
  return { terms: searchWords(trimmed).slice(0, SEARCH_TERMS_MAX), phone: null };
}

/** Does a customer with these search words and this (normalised) phone number match? (The fake; tests.) */
export function matchesCustomerSearch(query: CustomerSearch, words: readonly string[], phoneNumber: string): boolean {
  if (query.phone !== null && phoneNumber === query.phone) return true;
  return query.terms.length > 0 && query.terms.every((term) => words.some((word) => word.startsWith(term)));
}
