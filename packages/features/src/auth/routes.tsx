import type { RouteObject } from 'react-router';
import { guardRoute } from '../shell/routes.tsx';
import { ActivationScreen } from './screens/ActivationScreen.tsx';
import { ForgotPasswordScreen } from './screens/ForgotPasswordScreen.tsx';
import { InvitationAcceptScreen } from './screens/InvitationAcceptScreen.tsx';
import { LoginScreen } from './screens/LoginScreen.tsx';
import { ResetPasswordScreen } from './screens/ResetPasswordScreen.tsx';
import { SignupScreen } from './screens/SignupScreen.tsx';
import { SsoCallbackScreen } from './screens/SsoCallbackScreen.tsx';

/**
 * Public account routes (platform-shell §2.1): sign-in, sign-up, recovery, reset, activation, invitation.
 * Sign-up carries the hideSignup featureKey (shell/routeFlags.ts).
 */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginScreen /> },
  { path: 'login/sso', element: <SsoCallbackScreen mode="provider" /> },
  { path: ':id/redirect', element: <SsoCallbackScreen mode="direct" /> },
  { path: 'signup', element: <SignupScreen /> },
  { path: 'forgot-password', element: <ForgotPasswordScreen /> },
  { path: 'reset-password', element: <ResetPasswordScreen /> },
  { path: 'signup-verify/:id', element: <ActivationScreen /> },
  { path: 'invitation-accept', element: <InvitationAcceptScreen /> },
].map(guardRoute);
