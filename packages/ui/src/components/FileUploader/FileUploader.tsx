import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { shortenFileName } from '../../format/index.ts';
import { Icon } from '../Icon/Icon.tsx';
import { UPLOAD_FAILED_MESSAGE, validateFile, type ImageLimits } from './validateFile.ts';

export type FileUploadState =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; progress: number }
  | { state: 'done'; fileName: string; response?: string }
  | { state: 'failed'; fileName: string; message?: string };

export interface FileUploaderProps {
  label: string;
  /** Allowed MIME types or extensions ('image/*', 'application/pdf', '.csv'). */
  accept?: readonly string[];
  /** Image rules (e.g. MESSAGE_IMAGE_LIMITS). */
  imageLimits?: ImageLimits;
  multiple?: boolean;
  disabled?: boolean;
  /** Files that passed the checks. */
  onFiles: (files: File[]) => void;
  /** A file was refused (the message is also shown). */
  onReject?: (message: string, file: File) => void;
  /** The upload's progress and outcome, driven by the caller. */
  status?: FileUploadState;
  hint?: string;
}

/** Choose or drop files; checks type and image limits, then shows uploading, progress, response or failure. */
export function FileUploader({
  label,
  accept = [],
  imageLimits,
  multiple = false,
  disabled = false,
  onFiles,
  onReject,
  status = { state: 'idle' },
  hint,
}: FileUploaderProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const accepted: File[] = [];
    let message: string | null = null;
    for (const file of files) {
      const problem = await validateFile(file, accept, imageLimits);
      if (problem) {
        message = problem;
        onReject?.(problem, file);
      } else accepted.push(file);
    }
    setError(message);
    if (accepted.length > 0) onFiles(accepted);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    void take(event.target.files);
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files);
  };

  return (
    <StyledFileUploader>
      <StyledFileDrop
        htmlFor={inputId}
        $dragging={dragging}
        $disabled={disabled}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <Icon name="upload" size={22} />
        <span>{label}</span>
        {hint ? <StyledFileHint>{hint}</StyledFileHint> : null}
        <StyledFileInput
          id={inputId}
          type="file"
          accept={accept.length ? accept.join(',') : undefined}
          multiple={multiple}
          disabled={disabled}
          onChange={handleChange}
        />
      </StyledFileDrop>
      {error ? <StyledFileError role="alert">{error}</StyledFileError> : null}
      {status.state === 'uploading' ? (
        <StyledFileStatus>
          <span>Uploading {shortenFileName(status.fileName)}</span>
          <StyledFileProgress
            role="progressbar"
            aria-label={`Uploading ${status.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(Math.min(100, Math.max(0, status.progress)))}
          >
            <span style={{ width: `${Math.min(100, Math.max(0, status.progress))}%` }} />
          </StyledFileProgress>
        </StyledFileStatus>
      ) : null}
      {status.state === 'done' ? (
        <StyledFileStatus role="status">
          <Icon name="check" size={16} /> {shortenFileName(status.fileName)}
          {status.response ? ` — ${status.response}` : ''}
        </StyledFileStatus>
      ) : null}
      {status.state === 'failed' ? (
        <StyledFileError role="alert">
          {shortenFileName(status.fileName)}: {status.message ?? UPLOAD_FAILED_MESSAGE}
        </StyledFileError>
      ) : null}
    </StyledFileUploader>
  );
}

const StyledFileUploader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFileDrop = styled.label<{ $dragging: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  ${focusRing}
`;

const StyledFileHint = styled.span`
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFileError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledFileStatus = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledFileProgress = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.surfaceHover};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
