export { ToastProvider, useToast, TOAST_DURATION_MS, EVENT_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS } from './Toast.tsx';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastType } from './Toast.tsx';
