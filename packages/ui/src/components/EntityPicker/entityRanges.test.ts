import { describe, expect, it } from 'vitest';
import { overlapsAny, segmentPhrase, toInclusiveRange } from './entityRanges.ts';

describe('toInclusiveRange', () => {
  it('makes the end inclusive and trims whitespace', () => {
    expect(toInclusiveRange('book a flight to Delhi', 16, 22)).toEqual({ start: 17, end: 21 });
    expect(toInclusiveRange('abc', 2, 0)).toEqual({ start: 0, end: 1 });
  });
  it('refuses a blank selection', () => {
    expect(toInclusiveRange('a  b', 1, 3)).toBeNull();
    expect(toInclusiveRange('abc', 1, 1)).toBeNull();
  });
});

describe('overlapsAny', () => {
  const refs = [{ entityId: 'city', entityStartPos: 17, entityEndPos: 21 }];
  it('detects overlaps at either edge', () => {
    expect(overlapsAny(refs, 21, 23)).toBe(true);
    expect(overlapsAny(refs, 10, 17)).toBe(true);
    expect(overlapsAny(refs, 18, 19)).toBe(true);
  });
  it('accepts adjacent ranges', () => {
    expect(overlapsAny(refs, 10, 16)).toBe(false);
    expect(overlapsAny(refs, 22, 25)).toBe(false);
  });
});

describe('segmentPhrase', () => {
  it('splits into plain and annotated parts', () => {
    const segments = segmentPhrase('fly to Delhi now', [{ entityId: 'city', entityStartPos: 7, entityEndPos: 11 }]);
    expect(segments.map((segment) => [segment.text, segment.ref?.entityId])).toEqual([
      ['fly to ', undefined],
      ['Delhi', 'city'],
      [' now', undefined],
    ]);
  });
});
