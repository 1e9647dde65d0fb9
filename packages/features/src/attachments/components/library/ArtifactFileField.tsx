import { useState } from 'react';
import styled from 'styled-components';
import { formatBytes, type UploadedFile } from '@parley/api-client';
import { FileUploader, theme, type FileUploadState } from '@parley/ui';
import { acceptOf, extensionsOf, refusalOf } from '../allowedUploads.ts';
import { ATTACHMENT_KIND_LABELS } from '../attachmentKinds.ts';
import { uploadErrorText } from '../uploadErrorText.ts';
import { useUploadOnly } from '../../hooks/useUploadAttachment.ts';

export interface ArtifactFileFieldProps {
  /** The form's message for the field (no file uploaded yet). */
  error?: string | undefined;
  onUploaded: (file: UploadedFile) => void;
}

const ANY_KIND = {};

/**
 * The add dialog's file: chosen, checked by its content, uploaded at once, with the states of platform-shell
 * §4.5 (uploading, then done with what the server found, or failed with why). The attachment is saved with the
 * dialog.
 */
export function ArtifactFileField({ error, onUploaded }: ArtifactFileFieldProps) {
  const [status, setStatus] = useState<FileUploadState>({ state: 'idle' });
  const { send } = useUploadOnly();

  const handleFile = async (file: File) => {
    setStatus({ state: 'uploading', fileName: file.name });
    const refusal = await refusalOf(file, ANY_KIND);
    if (refusal) return setStatus({ state: 'failed', fileName: file.name, message: refusal });
    try {
      const uploaded = await send(file);
      setStatus({
        state: 'done',
        fileName: file.name,
        response: `${ATTACHMENT_KIND_LABELS[uploaded.dataType]}, ${formatBytes(uploaded.size)}`,
      });
      onUploaded(uploaded);
    } catch (failure) {
      setStatus({ state: 'failed', fileName: file.name, message: uploadErrorText(failure) });
    }
  };

  return (
    <StyledFileField>
      <FileUploader
        label="Choose a file to upload"
        hint={`Allowed: ${extensionsOf(ANY_KIND)}`}
        accept={acceptOf(ANY_KIND)}
        disabled={status.state === 'uploading'}
        status={status}
        onFiles={([file]) => {
          if (file) void handleFile(file);
        }}
      />
      {error && status.state === 'idle' ? <StyledFileError role="alert">{error}</StyledFileError> : null}
    </StyledFileField>
  );
}

const StyledFileField = styled.div`
  display: grid;
  gap: ${theme.space[1]};
`;

const StyledFileError = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;
