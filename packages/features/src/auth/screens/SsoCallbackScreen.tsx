import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ConsoleLink } from '../../provider/basePath.tsx';
import { Messages, type LoginResult } from '@parley/api-client';
import { useFinishSso, useFinishSsoRedirect } from '@parley/api-client/hooks';
import { Alert, Spinner } from '@parley/ui';
import { AuthLayout, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';
import { TwoFactorStep } from '../components/TwoFactorStep.tsx';
import { useFinishSignIn } from '../session/signInOutcome.ts';

export interface SsoCallbackScreenProps {
  /** Where to go after signing in. */
  defaultPath?: string;
  /**
   * `provider`: the provider sent the browser back to login/sso with code and state (oauth_callback).
   * `direct`: an SSO-direct portal opened {id}/redirect with a provider-signed token (sso_redirect_callback);
   * the session then hides Signout.
   */
  mode: 'provider' | 'direct';
}

type Pending = Extract<LoginResult, { twoFactorRequired: true }>;

/** Finishes single sign-on on open (platform-shell §2.1, §7.1): a session, the second factor, or the failure. */
export function SsoCallbackScreen({ mode, defaultPath = '/' }: SsoCallbackScreenProps) {
  const { mutateAsync: finishSso } = useFinishSso();
  const { mutateAsync: finishSsoRedirect } = useFinishSsoRedirect();
  const finishSignIn = useFinishSignIn(defaultPath);
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<Pending | null>(null);
  const started = useRef(false);
  const ssoDirect = mode === 'direct';

  useEffect(() => {
    // Codes, states and tokens answer once: never send them twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (mode === 'provider' && (params.get('error') || !code || !state)) {
      setError(Messages.ssoFailed);
      return;
    }
    const call =
      mode === 'provider'
        ? finishSso({ body: { token: code!, state: state! } })
        : finishSsoRedirect({ body: { token: id } });
    call
      .then(({ data }) => {
        if (data.twoFactorRequired) setTwoFactor(data);
        else finishSignIn(data, { ssoDirect });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : Messages.ssoFailed));
  }, [finishSignIn, finishSso, finishSsoRedirect, id, mode, params, ssoDirect]);

  return (
    <AuthLayout>
      {twoFactor ? (
        <TwoFactorStep
          id={twoFactor.id}
          authType={twoFactor.authType}
          onSignedIn={(outcome) => finishSignIn(outcome, { ssoDirect })}
          onCancel={() => {
            setTwoFactor(null);
            setError(Messages.ssoFailed);
          }}
        />
      ) : (
        <>
          <StyledAuthHeading>Single sign-on</StyledAuthHeading>
          {error ? <Alert>{error}</Alert> : <Spinner label="Signing you in" />}
          <StyledAuthLinks>
            <ConsoleLink to="/login">Back to Sign In</ConsoleLink>
          </StyledAuthLinks>
        </>
      )}
    </AuthLayout>
  );
}
