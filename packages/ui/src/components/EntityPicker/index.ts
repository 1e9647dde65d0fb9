export { EntityPicker, ENTITY_OVERLAP_MESSAGE, ENTITY_PICKER_HINT } from './EntityPicker.tsx';
export type { EntityPickerProps, EntityOption } from './EntityPicker.tsx';
export { overlapsAny, segmentPhrase, toInclusiveRange } from './entityRanges.ts';
export type { EntityRef, PhraseSegment } from './entityRanges.ts';
