import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

/** Shell pages of the accounts area: my profile, users (with invitations), departments, roles and permissions. */
export const accountsRoutes: RouteObject[] = [
  {
    path: 'details/myprofile',
    element: lazyPage(() => import('./screens/ProfileScreen.tsx').then((m) => m.ProfileScreen)),
  },
  { path: 'admin/users', element: lazyPage(() => import('./screens/UsersScreen.tsx').then((m) => m.UsersScreen)) },
  {
    path: 'admin/departments',
    element: lazyPage(() => import('./screens/DepartmentsScreen.tsx').then((m) => m.DepartmentsScreen)),
  },
  {
    path: 'admin/permission',
    element: lazyPage(() => import('./screens/RolePermissionScreen.tsx').then((m) => m.RolePermissionScreen)),
  },
];
