export { LoadError } from './LoadError.tsx';
export type { LoadErrorProps } from './LoadError.tsx';
