export * from './attachmentKeys.ts';
export * from './attachments.ts';
