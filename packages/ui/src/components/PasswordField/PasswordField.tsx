import { forwardRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /**
   * What the field holds, as the toggle names it ('Show API key'), so a screen reader does not hear
   * 'password' on a field that holds something else. Written as it reads mid-sentence.
   */
  subject?: string;
}

/** A TextField for secrets with a 'Show password' / 'Hide password' toggle (or another subject). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { subject = 'password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((value) => !value);
  return (
    <TextField
      ref={ref}
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          icon={visible ? 'eye-off' : 'eye'}
          label={`${visible ? 'Hide' : 'Show'} ${subject}`}
          onClick={handleToggle}
          disabled={props.disabled}
        />
      }
    />
  );
});
