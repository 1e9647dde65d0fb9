export { Alert } from './Alert.tsx';
export type { AlertProps, AlertTone } from './Alert.tsx';
