export { AttachmentDialog, type AttachmentDialogProps } from './AttachmentDialog.tsx';
