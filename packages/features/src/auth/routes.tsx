import type { RouteObject } from 'react-router';
import { LoginScreen } from './screens/LoginScreen.tsx';

/** Public sign-in routes (platform-shell §2.1): /login and {id}/redirect. */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginScreen /> },
  { path: ':id/redirect', element: <LoginScreen /> },
];
