import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import type { TotpEnrolment } from '@parley/api-client';
import {
  useConfirmTotpEnrolment,
  useSetEnterpriseTwoFactor,
  useSetUserTwoFactor,
  useStartTotpEnrolment,
  useTwoFactorStatus,
} from '@parley/api-client/hooks';
import { Badge, Button, Card, Switch, TextField, useToast, theme } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { PasswordCheckDialog } from './PasswordCheckDialog.tsx';
import { errorText } from './errorText.ts';
import { StyledCardActions, StyledCardBody, StyledCardError, StyledCardHeading } from './profileCard.styles.ts';

/** A change that needs the password first; each names its dialog and the call it makes. */
type SensitiveChange = 'enrol' | 'emailCodes' | 'turnOff' | 'requireForAll' | 'stopRequiringForAll';

const DIALOGS: Record<SensitiveChange, { title: string; description: string; submitLabel: string }> = {
  enrol: {
    title: 'Set up an authenticator app',
    description: 'Enter your password to link a new authenticator app. It replaces the one you use now, if any.',
    submitLabel: 'Continue',
  },
  emailCodes: {
    title: 'Use email codes',
    description: 'Enter your password to receive sign-in codes by email instead.',
    submitLabel: 'Use email codes',
  },
  turnOff: {
    title: 'Turn off two-factor',
    description: 'Enter your password to sign in with your password alone from now on.',
    submitLabel: 'Turn off',
  },
  requireForAll: {
    title: 'Require two-factor for everyone',
    description: 'Enter your password to require a second sign-in step from every user of your enterprise.',
    submitLabel: 'Require two-factor',
  },
  stopRequiringForAll: {
    title: 'Stop requiring two-factor',
    description: 'Enter your password to let users of your enterprise sign in without a second step.',
    submitLabel: 'Stop requiring',
  },
};

/**
 * Two-factor settings on My Profile: the caller's own method (authenticator app by QR code, email codes, off)
 * and, for those who may edit the enterprise, the enterprise-wide rule. Every change asks for the password.
 */
export function TwoFactorCard() {
  const { permissions } = useSession();
  const toast = useToast();
  const status = useTwoFactorStatus();
  const [asking, setAsking] = useState<SensitiveChange | null>(null);
  const [enrolment, setEnrolment] = useState<{ data: TotpEnrolment; password: string } | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const startEnrolment = useStartTotpEnrolment();
  const setUserTwoFactor = useSetUserTwoFactor();
  const setEnterpriseTwoFactor = useSetEnterpriseTwoFactor();
  const confirm = useConfirmTotpEnrolment();

  // One password dialog for several changes: this mutation only picks which one, the hooks make the calls.
  const change = useMutation({
    mutationFn: async ({
      kind,
      password,
    }: {
      kind: SensitiveChange;
      password: string;
    }): Promise<{ enrolment?: TotpEnrolment; message?: string }> => {
      switch (kind) {
        case 'enrol':
          return { enrolment: (await startEnrolment.mutateAsync({ body: { password } })).data };
        case 'emailCodes':
        case 'turnOff': {
          const isEnabled = kind === 'emailCodes';
          const body = isEnabled ? { isEnabled, authType: 'email' as const, password } : { isEnabled, password };
          return { message: (await setUserTwoFactor.mutateAsync({ body })).message };
        }
        default: {
          const isEnabled = kind === 'requireForAll';
          await setEnterpriseTwoFactor.mutateAsync({ body: { isEnabled, password } });
          return { message: isEnabled ? 'Two-factor is now required' : 'Two-factor is now optional' };
        }
      }
    },
    onSuccess: (result, { password }) => {
      setAsking(null);
      setError(undefined);
      setRecoveryCodes(null);
      if (result.enrolment) {
        // Kept only while the enrolment is open: confirming it asks for the password again.
        setEnrolment({ data: result.enrolment, password });
        return;
      }
      toast.success(result.message ?? 'Saved');
    },
  });
  const confirmEnrolment = () =>
    confirm.mutate(
      { body: { code: code.trim(), password: enrolment?.password ?? '' } },
      {
        onSuccess: (result) => {
          setRecoveryCodes(result.data.recoveryCodes);
          setEnrolment(null);
          setCode('');
          toast.success(result.message || 'Authenticator app enrolled');
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  const ask = (kind: SensitiveChange) => {
    change.reset();
    setError(undefined);
    setAsking(kind);
  };
  const method = status.data?.method ?? null;
  const enterpriseEnabled = status.data?.enterpriseEnabled ?? false;

  return (
    <Card>
      <StyledCardBody aria-labelledby="two-factor-heading">
        <StyledCardHeading id="two-factor-heading">
          Two-factor verification{' '}
          <Badge tone={method ? 'success' : 'neutral'}>
            {method === 'totp' ? 'Authenticator app' : method === 'email' ? 'Email code' : 'Off'}
          </Badge>
        </StyledCardHeading>
        {enterpriseEnabled ? <p>Your enterprise requires two-factor verification.</p> : null}
        {error ? <StyledCardError role="alert">{error}</StyledCardError> : null}
        {recoveryCodes ? (
          <div>
            <p>Save these recovery codes somewhere safe. Each works once if you lose your authenticator app.</p>
            <StyledCodes aria-label="Recovery codes">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </StyledCodes>
          </div>
        ) : null}
        {enrolment ? (
          <StyledEnrol
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              setError(undefined);
              if (!/^\d{6}$/.test(code.trim())) return setError('Enter the six-digit code from your app');
              confirmEnrolment();
            }}
            aria-label="Authenticator enrolment"
          >
            <p>Scan the QR code with your authenticator app, or type the key, then enter the code it shows.</p>
            <img src={enrolment.data.qrCode} alt="QR code for your authenticator app" width={180} height={180} />
            <p>
              Key: <code data-testid="totp-secret">{enrolment.data.secret}</code>
            </p>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <StyledCardActions>
              <Button variant="secondary" onClick={() => setEnrolment(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                Verify and turn on
              </Button>
            </StyledCardActions>
          </StyledEnrol>
        ) : (
          <StyledCardActions>
            {method !== 'email' ? (
              <Button variant="secondary" onClick={() => ask('emailCodes')}>
                Use email codes
              </Button>
            ) : null}
            {method && !enterpriseEnabled ? (
              <Button variant="danger" onClick={() => ask('turnOff')}>
                Turn off two-factor
              </Button>
            ) : null}
            <Button onClick={() => ask('enrol')}>
              {method === 'totp' ? 'Set up a new authenticator app' : 'Set up an authenticator app'}
            </Button>
          </StyledCardActions>
        )}
        {permissions.includes('ENTERPRISE.EDIT') && status.data ? (
          <Switch
            label="Require two-factor for everyone in the enterprise"
            checked={enterpriseEnabled}
            onChange={(checked) => ask(checked ? 'requireForAll' : 'stopRequiringForAll')}
          />
        ) : null}
      </StyledCardBody>
      {asking ? (
        <PasswordCheckDialog
          {...DIALOGS[asking]}
          busy={change.isPending}
          failure={change.error}
          onSubmit={(password) => change.mutate({ kind: asking, password })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Card>
  );
}

const StyledEnrol = styled.form`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
`;

const StyledCodes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${() => `${theme.space[1]} ${theme.space[6]}`};
  font-family: monospace;
`;
