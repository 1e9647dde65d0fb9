import { all } from '../shell/menuDefinition.ts';
import { defineFeatureModule } from '../shell/featureModule.ts';
import { accountsRoutes } from './routes.tsx';

/** Accounts: my profile, users and invitations, departments, roles and permissions (MANAGE group). */
export const accountsModule = defineFeatureModule({
  id: 'accounts',
  routes: accountsRoutes,
  menu: [
    { id: 'users', label: 'Users', icon: 'users', href: '/admin/users', permissions: all('USERS') },
    {
      id: 'departments',
      label: 'Departments',
      icon: 'users',
      href: '/admin/departments',
      permissions: all('DEPARTMENTS'),
    },
    { id: 'roles', label: 'Role & Permission', icon: 'shield', href: '/admin/permission', permissions: all('ROLES') },
  ],
  // The profile page is every signed-in user's; ENTERPRISE.EDIT adds its API keys and the enterprise's two-factor rule.
  permissions: [...all('USERS'), ...all('DEPARTMENTS'), ...all('ROLES'), 'ENTERPRISE.EDIT'],
});
