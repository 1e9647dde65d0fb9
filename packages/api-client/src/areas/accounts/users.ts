import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import {
  AddUserRequest,
  ChatConfig,
  ManagedUser,
  Password,
  PermissionConfig,
  RoleList,
  UserList,
  UserListQuery,
} from './accountSchemas.ts';
import { IdParams } from '../../contract/schemas.ts';

const VIEW = ['USERS.VIEW', 'USERS.EDIT', 'USERS.ADD'] as const;

export const listUsers = endpoint({
  id: 'listUsers',
  summary: 'Users of the enterprise by state (1 active, 2 deactivated)',
  tag: 'Users',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/users',
  auth: 'session',
  permissions: VIEW,
  query: UserListQuery,
  data: UserList,
});

export const getUser = endpoint({
  id: 'getUser',
  summary: 'One user',
  tag: 'Users',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/users/:id',
  auth: 'session',
  permissions: VIEW,
  params: IdParams,
  data: ManagedUser,
});

export const addUser = endpoint({
  id: 'addUser',
  summary: 'Add a user with roles (active at once)',
  tag: 'Users',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/users',
  auth: 'session',
  permissions: ['USERS.ADD'],
  body: AddUserRequest,
  data: ManagedUser,
});

export const updateUserRoles = endpoint({
  id: 'updateUserRoles',
  summary: "Change a user's roles and chat configuration",
  tag: 'Users',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/users/:id/update_roles',
  auth: 'session',
  permissions: ['USERS.EDIT'],
  encoding: 'json',
  params: IdParams,
  body: Type.Object({ roles: RoleList, chat: Type.Optional(ChatConfig) }),
  data: ManagedUser,
});

export const resetUserPassword = endpoint({
  id: 'resetUserPassword',
  summary: "Set a user's password; needs the administrator's own password; the user's sessions end",
  tag: 'Users',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/users/:id/reset_password',
  auth: 'session',
  permissions: ['USERS.EDIT'],
  params: IdParams,
  body: Type.Object({ adminPassword: Type.String({ minLength: 1, maxLength: 256 }), password: Password }),
  data: Type.Object({}),
});

export const deactivateUser = endpoint({
  id: 'deactivateUser',
  summary: 'Deactivate a user (state 2); their sessions end',
  tag: 'Users',
  method: 'DELETE',
  service: 'api',
  path: 'e/enterprise/users/:id',
  auth: 'session',
  permissions: ['USERS.EDIT'],
  params: IdParams,
  query: Type.Object({ isValidate: Type.Optional(Type.Boolean()) }),
  data: Type.Object({ uId: Type.String() }),
});

export const activateUser = endpoint({
  id: 'activateUser',
  summary: 'Activate a deactivated user',
  tag: 'Users',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/users/:id/activate',
  auth: 'session',
  permissions: ['USERS.EDIT'],
  params: IdParams,
  data: Type.Object({ uId: Type.String() }),
});

export const deleteUser = endpoint({
  id: 'deleteUser',
  summary: 'Delete a deactivated user for good',
  tag: 'Users',
  method: 'DELETE',
  service: 'api',
  path: 'e/enterprise/users/:id/permanent',
  auth: 'session',
  permissions: ['USERS.EDIT'],
  params: IdParams,
  data: Type.Object({ uId: Type.String() }),
});

export const getRoleConfig = endpoint({
  id: 'getRoleConfig',
  summary: 'The permission groups of the role configuration and what each role grants',
  tag: 'Roles',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/roles',
  auth: 'session',
  permissions: ['ROLES.VIEW', 'ROLES.EDIT', 'USERS.VIEW'],
  data: PermissionConfig,
});

export const updateRolePermissions = endpoint({
  id: 'updateRolePermissions',
  summary:
    "Set what a role grants in the caller's enterprise (keys of the role configuration list; Administrator is fixed)",
  tag: 'Roles',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/roles/:id',
  auth: 'session',
  permissions: ['ROLES.EDIT'],
  encoding: 'json',
  params: IdParams,
  body: Type.Object({
    permissions: Type.Array(Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Z_]+\\.[A-Z_.]+$' }), {
      maxItems: 200,
    }),
  }),
  data: PermissionConfig,
});
