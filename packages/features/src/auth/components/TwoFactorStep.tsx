import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Messages } from '@parley/api-client';
import { useResendTwoFactorMail, useVerifyTwoFactorCode } from '@parley/api-client/hooks';
import { Alert, Button, TextField, theme } from '@parley/ui';
import type { SignInOutcome } from '../session/signInOutcome.ts';

export interface TwoFactorStepProps {
  /** The pending challenge from the login answer, for verifyCode / resendAuthMail. */
  id: string;
  authType: 'email' | 'totp';
  /** Called once the code is accepted: a session, or the admin-forced password change. */
  onSignedIn?: (outcome: SignInOutcome) => void;
  onCancel: () => void;
}

/** The second sign-in step (platform-shell §2.3): an emailed code, an authenticator code or a recovery code. */
export function TwoFactorStep({ id, authType, onSignedIn, onCancel }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verify = useVerifyTwoFactorCode();
  const resend = useResendTwoFactorMail();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError(Messages.fieldMandatory);
      return;
    }
    try {
      const { data: result } = await verify.mutateAsync({
        body: { id, securityCode: code.trim(), authType: useRecovery ? 'recovery' : authType },
      });
      onSignedIn?.(result);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : Messages.somethingWentWrong);
    }
  };

  const handleResend = async () => {
    setError(null);
    try {
      setNotice((await resend.mutateAsync({ body: { id } })).message || 'A new code was sent');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : Messages.somethingWentWrong);
    }
  };

  const label = useRecovery ? 'Recovery code' : authType === 'email' ? 'Code from the email' : 'Authenticator code';
  return (
    <StyledStep onSubmit={handleSubmit} noValidate aria-labelledby="two-factor-heading">
      <StyledTitle id="two-factor-heading">Two-factor verification</StyledTitle>
      <p>
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator app.'
          : authType === 'email'
            ? 'We sent a six-digit code to your email address.'
            : 'Enter the six-digit code your authenticator app shows.'}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {notice ? <p role="status">{notice}</p> : null}
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="primary" loading={verify.isPending}>
        Verify
      </Button>
      <StyledLinks>
        {authType === 'email' ? (
          <Button variant="ghost" size="sm" onClick={() => void handleResend()} loading={resend.isPending}>
            Resend code
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setUseRecovery((value) => !value)}>
            {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Back to sign in
        </Button>
      </StyledLinks>
    </StyledStep>
  );
}

const StyledStep = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  color: ${theme.colors.text};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
`;

const StyledLinks = styled.div`
  display: flex;
  justify-content: space-between;
`;
