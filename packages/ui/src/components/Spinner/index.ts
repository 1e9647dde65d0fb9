export { Spinner, LoaderOverlay } from './Spinner.tsx';
export type { SpinnerProps, LoaderOverlayProps } from './Spinner.tsx';
