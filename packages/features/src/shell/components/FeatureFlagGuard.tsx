import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { Messages } from '@parley/api-client';
import { useSettings } from '@parley/api-client/hooks';
import { Spinner, useToast } from '@parley/ui';
import { isRouteDenied, type RouteFlags } from '../routeFlags.ts';

export interface FeatureFlagGuardProps extends RouteFlags {
  children?: ReactNode;
}

/**
 * Entry-path guard (platform-shell §5, §8): a route whose featureKey flag is true, or whose area flag
 * (enabledBy) is false, shows 'Access Denied' and goes to login.
 */
export function FeatureFlagGuard({ featureKey, enabledBy, children }: FeatureFlagGuardProps) {
  const settings = useSettings();
  if (settings.isPending) return <Spinner label="Loading" />;
  if (isRouteDenied({ featureKey, enabledBy }, settings.data?.featureFlags ?? {})) return <AccessDeniedRedirect />;
  return <>{children ?? <Outlet />}</>;
}

function AccessDeniedRedirect() {
  const toast = useToast();
  const navigate = useConsoleNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(Messages.accessDenied);
    navigate('/login', { replace: true });
  }, [toast, navigate]);
  return null;
}
