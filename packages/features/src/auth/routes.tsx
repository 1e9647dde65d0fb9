import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';
import { flaggedRoute } from '../shell/routes.tsx';

const ssoCallback = () => import('./screens/SsoCallbackScreen.tsx').then((m) => m.SsoCallbackScreen);

/**
 * Public account routes (platform-shell §2.1): sign-in, sign-up, recovery, reset, activation, invitation.
 * Sign-up carries the hideSignup featureKey (publicRoutes guards it). Each screen's code loads when it is first shown.
 */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: lazyPage(() => import('./screens/LoginScreen.tsx').then((m) => m.LoginScreen)) },
  { path: 'login/sso', element: lazyPage(ssoCallback, { mode: 'provider' }) },
  { path: ':id/redirect', element: lazyPage(ssoCallback, { mode: 'direct' }) },
  flaggedRoute(
    { path: 'signup', element: lazyPage(() => import('./screens/SignupScreen.tsx').then((m) => m.SignupScreen)) },
    { featureKey: 'hideSignup' },
  ),
  {
    path: 'forgot-password',
    element: lazyPage(() => import('./screens/ForgotPasswordScreen.tsx').then((m) => m.ForgotPasswordScreen)),
  },
  {
    path: 'reset-password',
    element: lazyPage(() => import('./screens/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen)),
  },
  {
    path: 'signup-verify/:id',
    element: lazyPage(() => import('./screens/ActivationScreen.tsx').then((m) => m.ActivationScreen)),
  },
  {
    path: 'invitation-accept',
    element: lazyPage(() => import('./screens/InvitationAcceptScreen.tsx').then((m) => m.InvitationAcceptScreen)),
  },
];
