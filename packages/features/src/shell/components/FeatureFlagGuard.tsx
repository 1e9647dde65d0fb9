import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Messages } from '@parley/api-client';
import { useSettings } from '@parley/api-client/hooks';
import { Spinner, useToast } from '@parley/ui';

export interface FeatureFlagGuardProps {
  /** The route's featureKey: when the deployment sets this flag to true the route is denied. */
  featureKey: string;
  children?: ReactNode;
}

/** Entry-path guard (platform-shell §5, §8): a flagged route shows 'Access Denied' and goes to login. */
export function FeatureFlagGuard({ featureKey, children }: FeatureFlagGuardProps) {
  const settings = useSettings();
  if (settings.isPending) return <Spinner label="Loading" />;
  if (settings.data?.featureFlags[featureKey] === true) return <AccessDeniedRedirect />;
  return <>{children ?? <Outlet />}</>;
}

function AccessDeniedRedirect() {
  const toast = useToast();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(Messages.accessDenied);
    navigate('/login', { replace: true });
  }, [toast, navigate]);
  return null;
}
