export { CharacterCounter, charactersOverLimit, countCharacters } from './CharacterCounter.tsx';
export type { CharacterCounterProps } from './CharacterCounter.tsx';
