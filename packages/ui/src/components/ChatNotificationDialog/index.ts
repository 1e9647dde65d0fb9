export { ChatNotificationDialog } from './ChatNotificationDialog.tsx';
export type { ChatNotificationDialogProps, ChatNotificationRow } from './ChatNotificationDialog.tsx';
