import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConsoleNavigate, useConsolePathname } from '../../provider/basePath.tsx';
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
  // Remembered as the areas write paths: the sign-in page navigates back through the base path.
  const pathname = useConsolePathname();
  if (!token) {
    const state: LoginLocationState = { from: { pathname, search: location.search } };
    return <ConsoleNavigate to="/login" replace state={state} />;
  }
  return <>{children ?? <Outlet />}</>;
}
