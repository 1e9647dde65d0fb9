export { EntityPicker, ENTITY_OVERLAP_MESSAGE } from './EntityPicker.tsx';
export type { EntityPickerProps, EntityOption } from './EntityPicker.tsx';
export { overlapsAny, segmentPhrase, toInclusiveRange } from './entityRanges.ts';
export type { EntityRef, PhraseSegment } from './entityRanges.ts';
