import { useQuery } from '@tanstack/react-query';
import type { UserListQuery } from '../accountSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';

/** Query keys of the accounts-and-access area; mutations invalidate by the first element. */
export const accountKeys = {
  /** Every users list, whatever its query. */
  allUsers: ['users'] as const,
  users: (query: UserListQuery) => ['users', query] as const,
  /** Every departments list and every department's users. */
  allDepartments: ['departments'] as const,
  departments: (name: string) => ['departments', name] as const,
  departmentUsers: (id: string, mapped: boolean, name: string) => ['departments', id, 'users', mapped, name] as const,
  invitations: ['invitations'] as const,
  twoFactor: ['twoFactor'] as const,
  roleConfig: ['roleConfig'] as const,
  invitation: (id: string) => ['invitation', id] as const,
};

/** The invitation behind an invitation link (its id is the link's token; shorter ones are not asked for). */
export function useInvitation(id: string) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: accountKeys.invitation(id),
    queryFn: async () => (await api.getInvitationByToken({ params: { id } })).data,
    enabled: id.length >= 16,
    retry: false,
  });
}

/** Mapped-users page size (platform-shell §9). */
export const MAPPED_USERS_PAGE_SIZE = 30;

export function useUserList(query: UserListQuery) {
  const { api } = useApiClient();
  return useQuery({ queryKey: accountKeys.users(query), queryFn: async () => (await api.listUsers({ query })).data });
}

/** `enabled: false` for a viewer whose role may not list departments (nothing is asked). */
export function useDepartmentList(name = '', options: { enabled?: boolean } = {}) {
  const { api } = useApiClient();
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: accountKeys.departments(name),
    queryFn: async () => (await api.listDepartments({ query: { name: name || undefined, perPage: -1 } })).data,
  });
}

export function useDepartmentUsers(id: string, mapped: boolean, name = '') {
  const { api } = useApiClient();
  return useQuery({
    queryKey: accountKeys.departmentUsers(id, mapped, name),
    queryFn: async () =>
      (
        await api.listDepartmentUsers({
          params: { id },
          query: { mapped, name: name || undefined, perPage: MAPPED_USERS_PAGE_SIZE },
        })
      ).data,
    enabled: Boolean(id),
  });
}

export function useInvitationList() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: accountKeys.invitations,
    queryFn: async () => (await api.listInvitations({ query: { perPage: -1 } })).data,
  });
}

export function useTwoFactorStatus() {
  const { api } = useApiClient();
  return useQuery({ queryKey: accountKeys.twoFactor, queryFn: async () => (await api.getTwoFactorStatus()).data });
}

export function useRoleConfig() {
  const { api } = useApiClient();
  return useQuery({ queryKey: accountKeys.roleConfig, queryFn: async () => (await api.getRoleConfig()).data });
}
