import { useState } from 'react';
import { AttachmentMessages, type Artifact } from '@parley/api-client';
import { FileUploader, type FileUploadState } from '@parley/ui';
import { acceptOf, extensionsOf, refusalOf, type UploadRules } from '../../allowedUploads.ts';
import { uploadErrorText } from '../../uploadErrorText.ts';
import { useUploadAttachment } from '../../../hooks/useUploadAttachment.ts';

export interface AttachmentDialogUploadProps extends UploadRules {
  /** Hold images to the message limits (1024 × 1024, 50 KB). */
  imageLimits: boolean;
  /** The file is saved as a private attachment: choose it. */
  onUploaded: (artifact: Artifact) => void;
  /** The upload failed with this message (also shown here). */
  onFailed: (message: string) => void;
}

/**
 * The Browse tab: a file from the computer, checked by its content, uploaded (uploading, then done or failed,
 * platform-shell §4.5) and saved to the user's private attachments.
 */
export function AttachmentDialogUpload({
  mediaType,
  requirePdf,
  imageLimits,
  onUploaded,
  onFailed,
}: AttachmentDialogUploadProps) {
  const [status, setStatus] = useState<FileUploadState>({ state: 'idle' });
  const { save } = useUploadAttachment();
  const rules = { mediaType, requirePdf };
  // A PDF-only picker refuses other documents in the sender's words.
  const invalidTypeMessage =
    requirePdf && mediaType === 'DOC' ? AttachmentMessages.invalidFileType : AttachmentMessages.invalidFileFormat;

  const fail = (fileName: string, message: string) => {
    setStatus({ state: 'failed', fileName, message });
    onFailed(message);
  };

  const handleFile = async (file: File) => {
    setStatus({ state: 'uploading', fileName: file.name });
    const refusal = await refusalOf(file, rules);
    if (refusal) return fail(file.name, refusal);
    try {
      const artifact = await save(file, imageLimits);
      setStatus({ state: 'done', fileName: file.name, response: 'Saved to your private attachments' });
      onUploaded(artifact);
    } catch (error) {
      fail(file.name, uploadErrorText(error));
    }
  };

  return (
    <FileUploader
      label="Choose a file from your computer"
      hint={`Allowed: ${extensionsOf(rules)}. It is saved to your private attachments.`}
      accept={acceptOf(rules)}
      invalidTypeMessage={invalidTypeMessage}
      disabled={status.state === 'uploading'}
      status={status}
      onFiles={([file]) => {
        if (file) void handleFile(file);
      }}
      onReject={(message) => onFailed(message)}
    />
  );
}
