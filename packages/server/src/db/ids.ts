import { randomBytes, randomUUID } from 'node:crypto';

/** Random, URL-safe, unguessable row ids. */
export const newId = (): string => randomUUID().replaceAll('-', '');

/** '000' to 'fff': the counter as two table look-ups (an import makes a million ids). */
const HEX3 = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(3, '0'));

let lastMs = 0;
let counter = 0;

/**
 * `n` new ids in creation order: 32 hex characters like `newId()` — 12 of time in milliseconds, 6 of a counter
 * within the millisecond and 14 random. Ids made later sort later (in this thread; across processes, to the
 * millisecond), so an index on them grows at its right edge instead of touching a random page per row, and the
 * newest rows are the last ids. The clock going back keeps the last millisecond.
 */
export function orderedIds(n: number): string[] {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  }
  const random = randomBytes(7 * n).toString('hex');
  const ids = new Array<string>(n);
  let time = lastMs.toString(16).padStart(12, '0');
  for (let i = 0; i < n; i += 1) {
    if (counter > 0xffffff) {
      lastMs += 1;
      counter = 0;
      time = lastMs.toString(16).padStart(12, '0');
    }
    ids[i] = time + HEX3[counter >>> 12]! + HEX3[counter & 0xfff]! + random.slice(i * 14, i * 14 + 14);
    counter += 1;
  }
  return ids;
}

export const orderedId = (): string => orderedIds(1)[0]!;

/** Ids made ahead by this many: one call for random bytes serves a block of rows. */
const ID_BLOCK = 1024;

/** `orderedIds` one at a time, for a caller that does not know how many it needs (an import's batch). */
export class OrderedIdSource {
  private block: string[] = [];
  private at = 0;

  next(): string {
    if (this.at >= this.block.length) {
      this.block = orderedIds(ID_BLOCK);
      this.at = 0;
    }
    const id = this.block[this.at]!;
    this.at += 1;
    return id;
  }
}
