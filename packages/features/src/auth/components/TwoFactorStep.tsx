import styled from 'styled-components';
import { Button } from '@parley/ui';

export interface TwoFactorStepProps {
  /** The pending challenge from the login answer, for verifyCode / resendAuthMail. */
  id: string;
  authType: 'email' | 'totp';
  onCancel: () => void;
}

/**
 * The second sign-in step (platform-shell §2.3). The code entry arrives with the accounts issue; this
 * keeps the seam: the login screen hands over the challenge id and type.
 */
export function TwoFactorStep({ id, authType, onCancel }: TwoFactorStepProps) {
  return (
    <StyledStep data-challenge-id={id}>
      <StyledTitle>Two-factor verification</StyledTitle>
      <p>
        {authType === 'email'
          ? 'Your enterprise asks for a code sent to your email address.'
          : 'Your enterprise asks for a code from your authenticator app.'}{' '}
        Entering the code arrives with the accounts work; until then, sign in with an account without two-factor
        verification.
      </p>
      <Button variant="secondary" onClick={onCancel}>
        Back to sign in
      </Button>
    </StyledStep>
  );
}

const StyledStep = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;
