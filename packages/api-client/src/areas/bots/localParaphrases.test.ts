import { describe, expect, it } from 'vitest';
import { localParaphrases } from './localParaphrases.ts';

// Thirty seed phrases of the kinds a new bot starts with, and the paraphrases Auto generate makes of each without
// a GenAI integration, read and approved one by one: every line is grammatical and keeps the seed's meaning.
// Before, the same seeds gave "can you when are you open", "I want to when are you open" and turned "where is
// my order" into "where is my book". A change of rules must show its new outputs here, to be read again.
const REVIEWED: Record<string, string[]> = {
  'when are you open': [
    'can you tell me when you are open',
    'I would like to know when you are open',
    'excuse me, when are you open',
    'quick question, when are you open',
    'please tell me when you are open',
  ],
  'where is my order': [
    'can you tell me where my order is',
    'I would like to know where my order is',
    'do you know where my order is',
    'excuse me, where is my order',
    'quick question, where is my order',
  ],
  'block my card': [
    'can you block my card',
    'I want to block my card',
    'please block my card',
    'I would like to block my card',
    'could you help me block my card',
  ],
  'I want to cancel my order': [
    'can you cancel my order',
    'please cancel my order',
    'I would like to cancel my order',
    'could you help me cancel my order',
    'I need to cancel my order',
  ],
  'what are your opening hours': [
    'can you tell me what your opening hours are',
    'I would like to know what your opening hours are',
    'do you know what your opening hours are',
    'excuse me, what are your opening hours',
    'quick question, what are your opening hours',
  ],
  hi: ['hello', 'hey', 'hello there', 'hi there', 'hey there'],
  hello: ['hi', 'hey', 'hello there', 'hi there', 'hey there'],
  'good morning': ['good morning to you', 'hello, good morning', 'morning'],
  'are you open on sunday': [
    'can you tell me if you are open on sunday',
    'I would like to know if you are open on sunday',
    'I wonder if you are open on sunday',
    'excuse me, are you open on sunday',
    'quick question, are you open on sunday',
  ],
  'how do I reset my password': [
    'can you tell me how to reset my password',
    'I would like to know how to reset my password',
    'do you know how to reset my password',
    'excuse me, how do I reset my password',
    'quick question, how do I reset my password',
  ],
  'can I pay by card': [
    'I want to pay by card',
    'I would like to pay by card',
    'is it possible to pay by card',
    'how can I pay by card',
    'I need to pay by card',
  ],
  'opening times': [
    'I need help with opening times',
    'can you help me with opening times',
    'I have a question about opening times',
    'opening times please',
  ],
  'my balance': [
    'I need help with my balance',
    'can you help me with my balance',
    'I have a question about my balance',
    'my balance please',
  ],
  'I lost my card': ['hi, I lost my card', 'excuse me, I lost my card', 'hello, I lost my card'],
  'check my balance': [
    'can you check my balance',
    'I want to check my balance',
    'please check my balance',
    'I would like to check my balance',
    'could you help me check my balance',
  ],
  'what do you sell': [
    'can you tell me what you sell',
    'I would like to know what you sell',
    'excuse me, what do you sell',
    'quick question, what do you sell',
    'please tell me what you sell',
  ],
  'where can I find an atm': [
    'can you tell me where I can find an atm',
    'I would like to know where I can find an atm',
    'do you know where I can find an atm',
    'excuse me, where can I find an atm',
    'quick question, where can I find an atm',
  ],
  'how can I change my address': [
    'can you tell me how I can change my address',
    'I would like to know how I can change my address',
    'do you know how I can change my address',
    'excuse me, how can I change my address',
    'quick question, how can I change my address',
  ],
  'book a flight to Paris': [
    'can you book a flight to Paris',
    'I want to book a flight to Paris',
    'please book a flight to Paris',
    'I would like to book a flight to Paris',
    'could you help me book a flight to Paris',
  ],
  'please track my parcel': [
    'can you track my parcel',
    'I want to track my parcel',
    'I would like to track my parcel',
    'could you help me track my parcel',
    'I need to track my parcel',
  ],
  'what is the status of my order': [
    'excuse me, what is the status of my order',
    'quick question, what is the status of my order',
    'hi, what is the status of my order',
  ],
  'do you deliver on weekends': [
    'can you tell me if you deliver on weekends',
    'I would like to know if you deliver on weekends',
    'I wonder if you deliver on weekends',
    'excuse me, do you deliver on weekends',
    'quick question, do you deliver on weekends',
  ],
  'is it possible to get a refund': [
    'can you tell me if it is possible to get a refund',
    'I would like to know if it is possible to get a refund',
    'I wonder if it is possible to get a refund',
    'excuse me, is it possible to get a refund',
    'quick question, is it possible to get a refund',
  ],
  'talk to an agent': [
    'I want to talk to an agent',
    'I would like to talk to an agent',
    'can I talk to an agent',
    'is it possible to talk to an agent',
    'how can I talk to an agent',
  ],
  refund: ['I need help with refund', 'can you help me with refund', 'I have a question about refund', 'refund please'],
  thanks: ['thank you', 'thanks a lot', 'thank you very much', 'many thanks'],
  'cancel subscription': [
    'can you cancel subscription',
    'I want to cancel subscription',
    'please cancel subscription',
    'I would like to cancel subscription',
    'could you help me cancel subscription',
  ],
  'when does the store open': [
    'excuse me, when does the store open',
    'quick question, when does the store open',
    'hi, when does the store open',
  ],
  'who are you': [
    'can you tell me who you are',
    'I would like to know who you are',
    'excuse me, who are you',
    'quick question, who are you',
    'please tell me who you are',
  ],
  'why was my payment declined': [
    'excuse me, why was my payment declined',
    'quick question, why was my payment declined',
    'hi, why was my payment declined',
  ],
};

describe('Auto generate without an integration', () => {
  it.each(Object.entries(REVIEWED))('paraphrases %j as reviewed', (seed, expected) => {
    expect(localParaphrases([seed], 5)).toEqual(expected);
  });

  it('never returns a seed, a repeat, or more than asked, and shares the count between seeds', () => {
    const seeds = ['block my card', 'when are you open'];
    const out = localParaphrases(seeds, 6);
    expect(out).toHaveLength(6);
    expect(new Set(out).size).toBe(6);
    for (const seed of seeds) expect(out).not.toContain(seed);
    expect(out.filter((p) => p.includes('block my card'))).toHaveLength(3);
    expect(localParaphrases(['hi'], 2)).toEqual(['hello', 'hey']);
  });

  it('never puts a question inside a request frame, nor swaps a word for one of another meaning', () => {
    const all = Object.values(REVIEWED).flat();
    expect(all.filter((p) => /\b(?:can you|I want to|please) (?:when|where|what|how|who|why)\b/i.test(p))).toEqual([]);
    expect(all.filter((p) => /\bbook\b/.test(p))).toEqual(expect.arrayContaining([expect.stringContaining('flight')]));
    expect(REVIEWED['where is my order']!.every((p) => p.includes('order'))).toBe(true);
  });
});
