import { describe, expect, it } from 'vitest';
import type { EntityValue } from '@parley/api-client/contract';
import { EntityValueIndex, SpellingIndex, firstByText, lookUp } from '../src/areas/bots/services/agentExchange/valueIndex.ts';

const map = (value: string, synonyms = [value]): EntityValue => ({ value, type: 'synonyms', synonyms });
const pattern = (value: string, ...patterns: string[]): EntityValue => ({ value, type: 'pattern', pattern: patterns });

describe('EntityValueIndex', () => {
  it('adds values to the entity in order and finds the first map value equal ignoring case, as a scan would', () => {
    const entity = { name: 'card', values: [] as EntityValue[] };
    const index = new EntityValueIndex(entity);
    const first = map('Credit');
    const second = map('credit');
    index.add(pattern('card', '\\d{16}'));
    index.add(first);
    index.add(second);
    expect(entity.values).toEqual([pattern('card', '\\d{16}'), first, second]);
    expect(index.mapValue('CREDIT')).toBe(first);
    expect(index.mapValue('credit')).toBe(first);
    expect(index.mapValue('debit')).toBeUndefined();
  });

  it('keeps patterns out of the map values but knows their text, and lists them in order', () => {
    const index = new EntityValueIndex({ name: 'code', values: [] });
    index.add(pattern('code', 'A\\d+'));
    index.add(pattern('code', 'B\\d+'));
    expect(index.mapValue('code')).toBeUndefined();
    expect(index.hasExactly('code')).toBe(true);
    expect(index.patterns().map((p) => p.pattern)).toEqual([['A\\d+'], ['B\\d+']]);
  });

  it('tells exact text apart from text equal ignoring case', () => {
    const index = new EntityValueIndex({ name: 'city', values: [] });
    index.add(map('Pune'));
    expect(index.hasExactly('Pune')).toBe(true);
    expect(index.hasExactly('pune')).toBe(false);
  });

  it('indexes the values an entity already holds', () => {
    const held = map('Mumbai');
    const index = new EntityValueIndex({ name: 'city', values: [held] });
    expect(index.mapValue('mumbai')).toBe(held);
    expect(index.hasExactly('Mumbai')).toBe(true);
  });
});

describe('SpellingIndex', () => {
  it('appends a synonym unless the value has that spelling ignoring case, keeping the spelling given first', () => {
    const value = map('credit', ['credit', 'Visa']);
    const spellings = new SpellingIndex();
    expect(spellings.addSynonym(value, 'CREDIT')).toBe(false);
    expect(spellings.addSynonym(value, 'visa')).toBe(false);
    expect(spellings.addSynonym(value, 'Plastic')).toBe(true);
    expect(spellings.addSynonym(value, 'plastic')).toBe(false);
    expect(value.synonyms).toEqual(['credit', 'Visa', 'Plastic']);
  });

  it('keeps the spellings of each value apart', () => {
    const credit = map('credit');
    const debit = map('debit');
    const spellings = new SpellingIndex();
    spellings.addSynonym(credit, 'card');
    expect(spellings.addSynonym(debit, 'card')).toBe(true);
    expect(debit.synonyms).toEqual(['debit', 'card']);
  });
});

describe('firstByText', () => {
  it('maps each text, lower-cased, to the first item that lists it', () => {
    const blocks = [
      { value: 'credit', synonyms: ['Visa', 'plastic'] },
      { value: 'debit', synonyms: ['visa', 'atm'] },
    ];
    const index = firstByText(blocks, (b) => b.synonyms);
    expect(lookUp(index, 'VISA')).toBe(blocks[0]);
    expect(lookUp(index, 'atm')).toBe(blocks[1]);
    expect(lookUp(index, 'cash')).toBeUndefined();
  });
});
