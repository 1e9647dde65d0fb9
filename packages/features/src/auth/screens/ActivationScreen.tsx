import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ConsoleLink } from '../../provider/basePath.tsx';
import { Messages } from '@parley/api-client';
import { useActivateAccount } from '@parley/api-client/hooks';
import { Alert, Spinner } from '@parley/ui';
import { AuthLayout, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';

type Outcome = { ok: boolean; message: string } | null;

/** Account activation at signup-verify/{id} (platform-shell §2.3): runs on open, shows the outcome and Sign In. */
export function ActivationScreen() {
  const { id = '' } = useParams();
  const { mutateAsync: activate } = useActivateAccount();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const started = useRef(false);

  useEffect(() => {
    // Activation ids answer once: never send the same one twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    activate({ body: { activationId: id } })
      .then((result) => setOutcome({ ok: true, message: result.message || Messages.activated }))
      .catch((error: unknown) =>
        setOutcome({ ok: false, message: error instanceof Error ? error.message : Messages.activationInvalid }),
      );
  }, [activate, id]);

  return (
    <AuthLayout>
      <StyledAuthHeading>Account activation</StyledAuthHeading>
      {outcome === null ? (
        <Spinner label="Activating your account" />
      ) : outcome.ok ? (
        <Alert tone="info">{outcome.message}</Alert>
      ) : (
        <Alert>{outcome.message}</Alert>
      )}
      <StyledAuthLinks>
        <ConsoleLink to="/login">Sign In</ConsoleLink>
      </StyledAuthLinks>
    </AuthLayout>
  );
}
