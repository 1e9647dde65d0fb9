import { useState } from 'react';
import { Messages, isApiError } from '@parley/api-client';
import { FormDialog, PasswordField } from '@parley/ui';
import { errorText } from './errorText.ts';

export interface PasswordCheckDialogProps {
  title: string;
  /** What the password will allow, in a sentence. */
  description: string;
  submitLabel: string;
  busy: boolean;
  /** The failure of the last attempt: a wrong password is shown at the field, anything else above it. */
  failure: unknown;
  onSubmit: (password: string) => void;
  onClose: () => void;
}

/** Where a failed step-up call's message belongs: at the password field when the password was refused. */
export function passwordCheckError(failure: unknown): { field?: string; form?: string } {
  if (!failure) return {};
  const refusedPassword =
    isApiError(failure) &&
    (failure.errors.some((error) => error.field === 'password') || failure.message === Messages.wrongPassword);
  return refusedPassword ? { field: Messages.wrongPassword } : { form: errorText(failure) };
}

export interface StepUpPasswordFieldProps {
  value: string;
  onChange: (password: string) => void;
  /** Submitted empty. */
  missing: boolean;
  /** The failure of the last attempt (a refused password is shown here). */
  failure: unknown;
  autoFocus?: boolean;
}

/** The caller's current password, asked again for a sensitive change, with the error that belongs at it. */
export function StepUpPasswordField({ value, onChange, missing, failure, autoFocus }: StepUpPasswordFieldProps) {
  const error = missing ? Messages.fieldMandatory : passwordCheckError(failure).field;
  return (
    <PasswordField
      label="Your password"
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * Asks for the caller's current password before a sensitive change (two-factor settings, API keys): a session
 * left open on someone's desk is not enough to make them.
 */
export function PasswordCheckDialog({
  title,
  description,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onClose,
}: PasswordCheckDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      error={passwordCheckError(failure).form}
      formLabel={title}
      onClose={onClose}
      onSubmit={() => {
        setMissing(!password);
        if (password) onSubmit(password);
      }}
    >
      <p>{description}</p>
      <StepUpPasswordField value={password} onChange={setPassword} missing={missing} failure={failure} autoFocus />
    </FormDialog>
  );
}
