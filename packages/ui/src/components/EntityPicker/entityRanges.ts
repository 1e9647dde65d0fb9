/** An annotated range of a training phrase; `entityEndPos` is inclusive. */
export interface EntityRef {
  entityId: string;
  entityStartPos: number;
  entityEndPos: number;
}

/**
 * Turns a text selection [start, end) into an inclusive range, trimming surrounding whitespace.
 * Returns null when nothing but whitespace is selected.
 */
export function toInclusiveRange(text: string, start: number, end: number): { start: number; end: number } | null {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  while (from < to && /\s/.test(text[from] ?? '')) from += 1;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to -= 1;
  return to > from ? { start: from, end: to - 1 } : null;
}

/** True when the inclusive range overlaps any existing annotation. */
export function overlapsAny(refs: readonly EntityRef[], start: number, end: number): boolean {
  return refs.some((ref) => start <= ref.entityEndPos && end >= ref.entityStartPos);
}

export interface PhraseSegment {
  text: string;
  start: number;
  ref?: EntityRef;
}

/** Splits a phrase into plain and annotated segments, in order (overlapping refs are skipped). */
export function segmentPhrase(text: string, refs: readonly EntityRef[]): PhraseSegment[] {
  const sorted = [...refs]
    .filter(
      (ref) => ref.entityStartPos >= 0 && ref.entityEndPos < text.length && ref.entityEndPos >= ref.entityStartPos,
    )
    .sort((a, b) => a.entityStartPos - b.entityStartPos);
  const segments: PhraseSegment[] = [];
  let cursor = 0;
  for (const ref of sorted) {
    if (ref.entityStartPos < cursor) continue;
    if (ref.entityStartPos > cursor) segments.push({ text: text.slice(cursor, ref.entityStartPos), start: cursor });
    segments.push({ text: text.slice(ref.entityStartPos, ref.entityEndPos + 1), start: ref.entityStartPos, ref });
    cursor = ref.entityEndPos + 1;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), start: cursor });
  return segments;
}
