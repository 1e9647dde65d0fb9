import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { shortenFileName } from '../../format/index.ts';
import { Icon } from '../Icon/Icon.tsx';
import { INVALID_FILE_FORMAT, UPLOAD_FAILED_MESSAGE, validateFile, type ImageLimits } from './validateFile.ts';
import { theme } from '../../theme/theme.ts';

export type FileUploadState =
  | { state: 'idle' }
  /** Without a progress the bar is indeterminate (the caller cannot measure the upload). */
  | { state: 'uploading'; fileName: string; progress?: number }
  | { state: 'done'; fileName: string; response?: string }
  | { state: 'failed'; fileName: string; message?: string };

export interface FileUploaderProps {
  label: string;
  /** Allowed MIME types or extensions ('image/*', 'application/pdf', '.csv'). */
  accept?: readonly string[];
  /** Image rules (e.g. MESSAGE_IMAGE_LIMITS). */
  imageLimits?: ImageLimits;
  /** Shown for a file outside `accept`; screens whose spec words it differently pass their own. */
  invalidTypeMessage?: string;
  /** A screen's own rule (size, a stricter type check): the message to refuse the file with, or null. */
  validate?: (file: File) => string | null;
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
  invalidTypeMessage = INVALID_FILE_FORMAT,
  validate,
  multiple = false,
  disabled = false,
  onFiles,
  onReject,
  status = { state: 'idle' },
  hint,
}: FileUploaderProps) {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const accepted: File[] = [];
    let message: string | null = null;
    for (const file of files) {
      const found = await validateFile(file, accept, imageLimits);
      const problem = (found === INVALID_FILE_FORMAT ? invalidTypeMessage : found) ?? validate?.(file) ?? null;
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
        <span id={labelId}>{label}</span>
        {hint ? <StyledFileHint id={hintId}>{hint}</StyledFileHint> : null}
        <StyledFileInput
          id={inputId}
          type="file"
          // The wrapping label would also read out the hint; the name is the label alone, the hint describes it.
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
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
          {status.progress === undefined ? (
            <StyledFileProgress role="progressbar" aria-label={`Uploading ${status.fileName}`} $indeterminate>
              <span />
            </StyledFileProgress>
          ) : (
            <StyledFileProgress
              role="progressbar"
              aria-label={`Uploading ${status.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(Math.min(100, Math.max(0, status.progress)))}
            >
              <span style={{ width: `${Math.min(100, Math.max(0, status.progress))}%` }} />
            </StyledFileProgress>
          )}
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
  gap: ${theme.space[2]};
`;

const StyledFileDrop = styled.label<{ $dragging: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[5]};
  border: 1px dashed ${({ $dragging }) => ($dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${theme.radius.md};
  background: ${({ $dragging }) => ($dragging ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${theme.colors.text};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
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
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledFileError = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;

const StyledFileStatus = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.text};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const StyledFileProgress = styled.div<{ $indeterminate?: boolean }>`
  height: 6px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surfaceHover};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${theme.colors.primary};
    ${({ $indeterminate }) =>
      $indeterminate
        ? css`
            width: 40%;
            animation: ${slide} 1.2s ease-in-out infinite;
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `
        : ''}
  }
`;
