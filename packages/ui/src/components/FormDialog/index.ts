export { FormDialog } from './FormDialog.tsx';
export type { FormDialogProps } from './FormDialog.tsx';
