import type { EntityValue } from '@parley/api-client/contract';
import type { ExchangeEntity } from './types.ts';

// An import checks every annotated phrase against the values and synonyms met so far. Scanning those lists made a
// file of n distinct annotations cost n² comparisons (20,000 annotations: 6 to 14 s with the event loop blocked);
// these indexes answer each check with one Map lookup, so an import costs O(n). Values are compared ignoring case,
// as the bot builder matches them.

const key = (text: string) => text.toLowerCase();

/**
 * An entity's values as the import adds them, with the lookups the import makes. The entity itself stays plain data
 * (what the import returns); every value must be added through `add` for the index to see it.
 */
export class EntityValueIndex {
  /** Every value's exact text, patterns included (a lookup table skips a line already there, case and all). */
  private readonly exact = new Set<string>();
  /** Map values by lower-cased value: the first one added, which a scan from the start would have found. */
  private readonly maps = new Map<string, EntityValue>();
  private readonly patternValues: EntityValue[] = [];

  constructor(readonly entity: ExchangeEntity) {
    for (const value of entity.values) this.index(value);
  }

  add(value: EntityValue): void {
    this.entity.values.push(value);
    this.index(value);
  }

  /** Whether a value of exactly this text (case included) was added. */
  hasExactly(value: string): boolean {
    return this.exact.has(value);
  }

  /** The first map value equal to `value` ignoring case. */
  mapValue(value: string): EntityValue | undefined {
    return this.maps.get(key(value));
  }

  /** The pattern values, in the order they were added. */
  patterns(): readonly EntityValue[] {
    return this.patternValues;
  }

  private index(value: EntityValue): void {
    this.exact.add(value.value);
    if (value.type === 'pattern') this.patternValues.push(value);
    else if (!this.maps.has(key(value.value))) this.maps.set(key(value.value), value);
  }
}

/**
 * The spellings (value and synonyms, lower-cased) of the map values an import adds synonyms to, so adding one is a
 * lookup rather than a scan of a list that grows with every synonym.
 */
export class SpellingIndex {
  private readonly spellings = new Map<EntityValue, Set<string>>();

  /** Appends `synonym` to the value's synonyms unless the value already has that spelling, ignoring case. */
  addSynonym(value: EntityValue, synonym: string): boolean {
    const known = this.of(value);
    if (known.has(key(synonym))) return false;
    known.add(key(synonym));
    (value.synonyms ??= []).push(synonym);
    return true;
  }

  private of(value: EntityValue): Set<string> {
    let known = this.spellings.get(value);
    if (!known) {
      known = new Set([value.value, ...(value.synonyms ?? [])].map(key));
      this.spellings.set(value, known);
    }
    return known;
  }
}

/** Lower-cased text → the first of `items` that `textsOf` lists it for: a `find` over a fixed list, indexed once. */
export function firstByText<T>(items: Iterable<T>, textsOf: (item: T) => Iterable<string>): Map<string, T> {
  const first = new Map<string, T>();
  for (const item of items) for (const text of textsOf(item)) if (!first.has(key(text))) first.set(key(text), item);
  return first;
}

/** Looks `text` up, ignoring case, in a map made by `firstByText`. */
export const lookUp = <T>(index: Map<string, T>, text: string): T | undefined => index.get(key(text));
