import { attachmentsFake as attachmentsImpl } from './attachmentsFake.ts';

/** The attachments area in the fake: its tables per store, its rules in the area's contract. */
export const attachmentsFake = { ...attachmentsImpl };
