import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from './styles.ts';
import { theme } from '../theme/theme.ts';

export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: string;
  hideLabel?: boolean;
  error?: string;
  hint?: string;
  /** An id given by the caller wins over the generated one. */
  id?: string;
  /** Extra aria-describedby ids from the caller. */
  describedBy?: string;
  required?: boolean;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error, wired together with ids. Shared by the form fields. */
export function Field({ label, hideLabel, error, hint, id, describedBy, required, children }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledFieldLabel htmlFor={inputId} $hidden={hideLabel ?? false}>
        {label}
        {required ? <StyledFieldRequired aria-hidden="true"> *</StyledFieldRequired> : null}
      </StyledFieldLabel>
      {children({ inputId, describedBy: described, invalid: Boolean(error) })}
      {hint ? <StyledFieldHint id={hintId}>{hint}</StyledFieldHint> : null}
      {error ? (
        <StyledFieldError id={errorId} role="alert">
          {error}
        </StyledFieldError>
      ) : null}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const StyledFieldLabel = styled.label<{ $hidden: boolean }>`
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightMedium};
  color: ${theme.colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const StyledFieldRequired = styled.span`
  color: ${theme.colors.danger};
`;

const StyledFieldHint = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledFieldError = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;

/** The look shared by input, textarea and select. */
export const controlStyles = css`
  width: 100%;
  min-height: 36px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: inherit;
  font-size: ${theme.font.sizeMd};
  transition:
    border-color ${theme.motion.fast} ease,
    box-shadow ${theme.motion.fast} ease;
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.borderStrong};
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px ${theme.colors.dangerSubtle};
  }
  &:disabled {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
