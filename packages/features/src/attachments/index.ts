export { attachmentsRoutes } from './routes.tsx';
export { attachmentsModule } from './module.ts';
export { attachmentPaths } from './paths.ts';
export { AttachmentDialog, type AttachmentDialogProps } from './components/AttachmentDialog/index.ts';
export type { AttachmentMediaType } from './components/attachmentKinds.ts';
