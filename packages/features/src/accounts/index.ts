export { accountsRoutes } from './routes.tsx';
export { accountsModule } from './module.ts';
export { ProfileScreen } from './screens/ProfileScreen.tsx';
export { UsersScreen } from './screens/UsersScreen.tsx';
export { DepartmentsScreen } from './screens/DepartmentsScreen.tsx';
export { RolePermissionScreen } from './screens/RolePermissionScreen.tsx';
export { RolesPicker, roleNames, type RolesPickerProps } from './components/RolesPicker.tsx';
