import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import type { LoginLocationState } from '../../auth/session/signInOutcome.ts';

export interface RequireSessionProps {
  /** What to show when signed in; the nested route's element (an <Outlet/>) when omitted. */
  children?: ReactNode;
}

/**
 * Route guard of the logged-in shell (platform-shell §4.1): lets a visitor through only when a token is
 * stored; otherwise goes to /login, remembering the page asked for.
 */
export function RequireSession({ children }: RequireSessionProps) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children ?? <Outlet />}</>;
}
