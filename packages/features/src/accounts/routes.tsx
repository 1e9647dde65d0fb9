import type { RouteObject } from 'react-router';
import { DepartmentsScreen } from './screens/DepartmentsScreen.tsx';
import { ProfileScreen } from './screens/ProfileScreen.tsx';
import { RolePermissionScreen } from './screens/RolePermissionScreen.tsx';
import { UsersScreen } from './screens/UsersScreen.tsx';

/** Shell pages of the accounts area: my profile, users (with invitations), departments, roles and permissions. */
export const accountsRoutes: RouteObject[] = [
  { path: 'details/myprofile', element: <ProfileScreen /> },
  { path: 'admin/users', element: <UsersScreen /> },
  { path: 'admin/departments', element: <DepartmentsScreen /> },
  { path: 'admin/permission', element: <RolePermissionScreen /> },
];
