import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import type { DataOf, Endpoints, PasswordChangeRequired } from '@parley/api-client';
import { useSession } from './SessionProvider.tsx';

/** What the last sign-in step answers: a session, or the admin-forced password change. */
export type SignInOutcome = DataOf<Endpoints['verifyTwoFactorCode']>;

/** Where RequireSession sends a visitor: the page they asked for travels in the router state. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string };
}

const SSO_DIRECT_KEY = 'parley.ssoDirect';

/** SSO-direct mode (platform-shell §4.1) is a stored flag: set by the `{id}/redirect` sign-in, it hides Signout. */
export function readSsoDirect(): boolean {
  try {
    return globalThis.localStorage?.getItem(SSO_DIRECT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeSsoDirect(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(SSO_DIRECT_KEY, 'true');
    else globalThis.localStorage?.removeItem(SSO_DIRECT_KEY);
  } catch {
    // Storage may be off (private mode); Signout then stays visible, which is the safe side.
  }
}

/** The reset-password route of the admin-forced path (§2.1: code 900/901). */
export function forcedResetPath(outcome: PasswordChangeRequired): string {
  const query = new URLSearchParams({
    uId: outcome.uId,
    eId: outcome.eId,
    resetCode: outcome.resetCode,
    code: outcome.code,
  });
  return `/reset-password?${query}`;
}

/**
 * Finishes any sign-in (password, single sign-on, SSO-direct): stores the session and goes where the visitor
 * was headed, or, after an administrator's reset, to the reset-password route first.
 */
export function useFinishSignIn(defaultPath: string) {
  const navigate = useConsoleNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  return useCallback(
    (outcome: SignInOutcome, options: { ssoDirect?: boolean } = {}) => {
      if ('passwordChangeRequired' in outcome) {
        navigate(forcedResetPath(outcome), { replace: true });
        return;
      }
      storeSsoDirect(options.ssoDirect === true);
      signIn(outcome.authToken);
      const from = (location.state as LoginLocationState | null)?.from;
      navigate(from ? `${from.pathname}${from.search ?? ''}` : defaultPath, { replace: true });
    },
    [navigate, location.state, signIn, defaultPath],
  );
}
