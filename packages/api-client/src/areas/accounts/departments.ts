import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import {
  Department,
  DepartmentList,
  DepartmentListQuery,
  DepartmentSave,
  DepartmentUpdate,
  MappedUsers,
  MappedUsersQuery,
  UserIds,
} from './accountSchemas.ts';
import { IdParams } from '../../contract/schemas.ts';

const VIEW = ['DEPARTMENTS.VIEW', 'DEPARTMENTS.EDIT', 'DEPARTMENTS.CREATE'] as const;
const EDIT = ['DEPARTMENTS.EDIT'] as const;

export const listDepartments = endpoint({
  id: 'listDepartments',
  summary: 'Departments of the enterprise',
  tag: 'Departments',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/departments',
  auth: 'session',
  permissions: VIEW,
  query: DepartmentListQuery,
  data: DepartmentList,
});

export const getDepartment = endpoint({
  id: 'getDepartment',
  summary: 'One department',
  tag: 'Departments',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/departments/:id',
  auth: 'session',
  permissions: VIEW,
  params: IdParams,
  data: Department,
});

export const createDepartment = endpoint({
  id: 'createDepartment',
  summary: 'Create a department',
  tag: 'Departments',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/departments',
  auth: 'session',
  permissions: ['DEPARTMENTS.CREATE'],
  body: DepartmentSave,
  data: Department,
});

export const updateDepartment = endpoint({
  id: 'updateDepartment',
  summary: 'Update a department',
  tag: 'Departments',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/departments',
  auth: 'session',
  permissions: EDIT,
  body: DepartmentUpdate,
  data: Department,
});

export const deleteDepartment = endpoint({
  id: 'deleteDepartment',
  summary: 'Delete a department (its users stay)',
  tag: 'Departments',
  method: 'DELETE',
  service: 'api',
  path: 'e/enterprise/departments/:id',
  auth: 'session',
  permissions: EDIT,
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});

export const listDepartmentUsers = endpoint({
  id: 'listDepartmentUsers',
  summary: 'Users mapped to a department (mapped=true) or not yet (mapped=false); perPage 30',
  tag: 'Departments',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/departments/:id/mapped_users',
  auth: 'session',
  permissions: VIEW,
  params: IdParams,
  query: MappedUsersQuery,
  data: MappedUsers,
});

export const addDepartmentUsers = endpoint({
  id: 'addDepartmentUsers',
  summary: 'Map users to a department',
  tag: 'Departments',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/departments/:id/add_users',
  auth: 'session',
  permissions: EDIT,
  encoding: 'json',
  params: IdParams,
  body: UserIds,
  data: Type.Object({ id: Type.String() }),
});

export const removeDepartmentUsers = endpoint({
  id: 'removeDepartmentUsers',
  summary: 'Remove users from a department',
  tag: 'Departments',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/departments/:id/remove_users',
  auth: 'session',
  permissions: EDIT,
  encoding: 'json',
  params: IdParams,
  body: UserIds,
  data: Type.Object({ id: Type.String() }),
});
