export { MessageStatusDialog, MESSAGE_STATUS_DATE_FORMAT, formatStatusDate } from './MessageStatusDialog.tsx';
export type { MessageStatusDialogProps, MessageStatusEvent } from './MessageStatusDialog.tsx';
