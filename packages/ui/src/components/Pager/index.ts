export { Pager, NO_MORE_DATA } from './Pager.tsx';
export type { PagerProps } from './Pager.tsx';
