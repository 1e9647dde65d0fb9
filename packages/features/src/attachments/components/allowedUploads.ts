import { ALLOWED_UPLOADS, AttachmentMessages, sniffFileType, type AllowedMime } from '@parley/api-client';
import type { AttachmentMediaType } from './attachmentKinds.ts';

export interface UploadRules {
  /** Only files of this kind. */
  mediaType?: AttachmentMediaType | undefined;
  /** Documents must be PDF (broadcast-and-customer-master §5). */
  requirePdf?: boolean | undefined;
}

/** The file types these rules allow (platform-shell §9 "Allowed upload types"). */
export function allowedMimes({ mediaType, requirePdf }: UploadRules): AllowedMime[] {
  return (Object.keys(ALLOWED_UPLOADS) as AllowedMime[]).filter((mime) => {
    const { dataType } = ALLOWED_UPLOADS[mime];
    if (mediaType && dataType !== mediaType) return false;
    return !(requirePdf && dataType === 'DOC' && mime !== 'application/pdf');
  });
}

/** The file picker's `accept`: each type and its extensions, so browsers that do not know a type still offer it. */
export const acceptOf = (rules: UploadRules): string[] =>
  allowedMimes(rules).flatMap((mime) => [mime, ...ALLOWED_UPLOADS[mime].extensions.map((ext) => `.${ext}`)]);

/** "jpg, jpeg, png": the extensions as a hint says them. */
export const extensionsOf = (rules: UploadRules): string =>
  allowedMimes(rules)
    .flatMap((mime) => ALLOWED_UPLOADS[mime].extensions)
    .join(', ');

/**
 * Reads the file's first bytes as the server will (sniffFileType) and says why it would be refused, before any
 * byte is sent: a file the rules do not allow never becomes an orphan upload. The server checks again.
 */
export async function refusalOf(file: File, rules: UploadRules): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const mime = sniffFileType(head, file.name);
  if (!mime) return AttachmentMessages.invalidFileFormat;
  const { dataType } = ALLOWED_UPLOADS[mime];
  if (rules.requirePdf && dataType === 'DOC' && mime !== 'application/pdf') return AttachmentMessages.invalidFileType;
  if (rules.mediaType && dataType !== rules.mediaType) return AttachmentMessages.invalidFileFormat;
  return null;
}
