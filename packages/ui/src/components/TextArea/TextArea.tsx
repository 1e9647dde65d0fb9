import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../internal/Field.tsx';
import { theme } from '../../theme/theme.ts';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
}

/** A labelled multi-line text input; the ref reaches the <textarea>. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, id, rows = 4, 'aria-describedby': describedBy, ...rest },
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
        <StyledTextArea
          ref={ref}
          id={ids.inputId}
          rows={rows}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
      )}
    </Field>
  );
});

const StyledTextArea = styled.textarea`
  ${controlStyles}
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  line-height: ${theme.font.lineHeight};
  resize: vertical;
`;
