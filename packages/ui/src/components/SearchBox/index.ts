export { SearchBox } from './SearchBox.tsx';
export type { SearchBoxProps } from './SearchBox.tsx';
