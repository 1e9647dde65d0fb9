import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { Messages, type UserProfile } from '@parley/api-client';
import { queryKeys, useProfile } from '@parley/api-client/hooks';
import { useToast } from '@parley/ui';
import type { ConsoleSession } from './consoleSession.ts';

export interface SessionValue {
  /** The stored session token; null when signed out. */
  token: string | null;
  /** The signed-in user, once loaded. */
  profile: UserProfile | undefined;
  /** True while the profile of a stored token is loading. */
  profileLoading: boolean;
  permissions: readonly string[];
  signIn(token: string): void;
  /** Clears the token and the user's cached data and goes to /login; a message is shown as an error toast. */
  signOut(message?: string): void;
}

export interface SessionProviderProps {
  session: ConsoleSession;
  children: ReactNode;
}

const SessionContext = createContext<SessionValue | null>(null);
const NO_PERMISSIONS: readonly string[] = [];

/**
 * Owns the signed-in state (platform-shell §4.1): the stored token, the profile loaded for it, sign-out
 * on expiry or on the two-factor rule, and the offline / access-denied toasts. Needs a router, a
 * QueryClient, an ApiProvider with `session.client` and a ToastProvider above it.
 */
export function SessionProvider({ session, children }: SessionProviderProps) {
  const { tokenStore, events } = session;
  const queryClient = useQueryClient();
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
  const profileQuery = useProfile({ enabled: Boolean(token) });
  const profile = token ? profileQuery.data : undefined;

  const signOut = useCallback(
    (message?: string) => {
      tokenStore.clear();
      // Settings belong to the deployment, not the user: keep them so the login page does not flash.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.settings[0] });
      if (message) toast.error(message);
      navigate('/login', { replace: true });
    },
    [tokenStore, queryClient, toast, navigate],
  );

  const signIn = useCallback(
    (newToken: string) => {
      queryClient.removeQueries({ queryKey: queryKeys.profile });
      tokenStore.set(newToken);
    },
    [tokenStore, queryClient],
  );

  // Many calls can fail at once when a session ends; sign out once per session.
  const expiredFor = useRef<string | null>(null);
  useEffect(
    () =>
      events.on((type, message) => {
        if (type === 'session-expired') {
          const current = tokenStore.get();
          if (!current || expiredFor.current === current) return;
          expiredFor.current = current;
          signOut(message);
        } else if (type === 'access-denied') {
          toast.error(Messages.accessDenied);
        }
      }),
    [events, tokenStore, signOut, toast],
  );

  useEffect(() => {
    const handleOffline = () => toast.error(Messages.offline);
    const handleOnline = () => toast.success(Messages.backOnline);
    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('offline', handleOffline);
      window.removeEventListener('online', handleOnline);
    };
  }, [toast]);

  // Two-factor rule: the enterprise demands two-factor but the user has not set it up.
  useEffect(() => {
    if (!profile) return;
    if (profile.twoFactAuthEnterpriseLevel.twoFactorAuth.isEnabled && !profile.twoFactorAuthUserLevel.isEnabled) {
      signOut();
    }
  }, [profile, signOut]);

  const value = useMemo<SessionValue>(
    () => ({
      token,
      profile,
      profileLoading: Boolean(token) && profileQuery.isPending,
      permissions: profile?.permissions ?? NO_PERMISSIONS,
      signIn,
      signOut,
    }),
    [token, profile, profileQuery.isPending, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <ParleyProvider> (or a <SessionProvider>) above it');
  return value;
}
