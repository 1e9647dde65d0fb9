import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../internal/Field.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown below the input (role="alert") and marks it aria-invalid. */
  error?: string;
  hint?: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Content placed inside the input's right edge (used by PasswordField). */
  endAdornment?: ReactNode;
}

/** A labelled text input; the ref reaches the <input>, so react-hook-form's `register` works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, endAdornment, id, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      required={rest.required}
    >
      {(ids) => (
        <StyledTextFieldControl>
          <StyledTextFieldInput
            ref={ref}
            id={ids.inputId}
            type={type}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            $withAdornment={Boolean(endAdornment)}
            {...rest}
          />
          {endAdornment ? <StyledTextFieldAdornment>{endAdornment}</StyledTextFieldAdornment> : null}
        </StyledTextFieldControl>
      )}
    </Field>
  );
});

const StyledTextFieldControl = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const StyledTextFieldInput = styled.input<{ $withAdornment: boolean }>`
  ${controlStyles}
  height: 36px;
  padding-right: ${({ $withAdornment }) => ($withAdornment ? '40px' : undefined)};
`;

const StyledTextFieldAdornment = styled.div`
  position: absolute;
  right: 2px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;
