import type { ReactNode } from 'react';
import { hasAnyPermission } from '@parley/api-client';
import { Spinner } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { lazyPage } from './LazyPage/index.ts';

export interface PermissionGuardProps {
  /** The page shows to a user holding any one of these (its menu entry's). */
  permissions: readonly string[];
  children: ReactNode;
}

// The refusal's page loads only when someone meets it: the guard itself rides with every route.
const loadAccessDenied = () => import('./AccessDeniedPage.tsx').then((m) => m.AccessDeniedPage);

/**
 * A page the user's role does not open, reached by its address: says so in place of the page, instead of letting
 * the page's own requests fail one by one (a toast and a banner per request, and buttons that cannot work).
 */
export function PermissionGuard({ permissions, children }: PermissionGuardProps) {
  const { permissions: held, profile } = useSession();
  if (!profile) return <Spinner label="Loading page" />;
  if (hasAnyPermission(held, permissions)) return <>{children}</>;
  return lazyPage(loadAccessDenied);
}
