import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionConfig } from '../accountSchemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { queryKeys } from '../../../hooks/queryKeys.ts';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { accountKeys } from './accounts.ts';
import { apiKeyKeys } from './apiKeys.ts';

// Every change the accounts screens make, each with the queries it makes stale.

export const useUpdateProfile = () => useEndpointMutation('updateProfile', [queryKeys.profile]);
export const useUpdateAudioSettings = () => useEndpointMutation('updateAudioSettings', [queryKeys.profile]);
export const useChangePassword = () => useEndpointMutation('changePassword');

export const useAddApiKey = () => useEndpointMutation('addApiKey', [apiKeyKeys.list]);
export const useDeleteApiKey = () => useEndpointMutation('deleteApiKey', [apiKeyKeys.list]);

const TWO_FACTOR = [accountKeys.twoFactor, queryKeys.profile];
export const useStartTotpEnrolment = () => useEndpointMutation('startTotpEnrolment');
export const useConfirmTotpEnrolment = () => useEndpointMutation('confirmTotpEnrolment', TWO_FACTOR);
export const useSetUserTwoFactor = () => useEndpointMutation('setUserTwoFactor', TWO_FACTOR);
export const useSetEnterpriseTwoFactor = () => useEndpointMutation('setEnterpriseTwoFactor', TWO_FACTOR);

const USERS = [accountKeys.allUsers, accountKeys.invitations];
export const useAddUser = () => useEndpointMutation('addUser', USERS);
export const useUpdateUserRoles = () => useEndpointMutation('updateUserRoles', USERS);
export const useResetUserPassword = () => useEndpointMutation('resetUserPassword', USERS);
export const useActivateUser = () => useEndpointMutation('activateUser', USERS);
export const useDeactivateUser = () => useEndpointMutation('deactivateUser', USERS);
export const useDeleteUser = () => useEndpointMutation('deleteUser', USERS);
export const useSendInvitation = () => useEndpointMutation('sendInvitation', USERS);
export const useResendInvitation = () => useEndpointMutation('resendInvitation', USERS);
export const useDeleteInvitation = () => useEndpointMutation('deleteInvitation', USERS);

const DEPARTMENTS = [accountKeys.allDepartments];
export const useCreateDepartment = () => useEndpointMutation('createDepartment', DEPARTMENTS);
export const useUpdateDepartment = () => useEndpointMutation('updateDepartment', DEPARTMENTS);
export const useDeleteDepartment = () => useEndpointMutation('deleteDepartment', DEPARTMENTS);
export const useAddDepartmentUsers = () => useEndpointMutation('addDepartmentUsers', DEPARTMENTS);
export const useRemoveDepartmentUsers = () => useEndpointMutation('removeDepartmentUsers', DEPARTMENTS);

/**
 * Saves the permissions of several roles, one call per role in order. The role configuration the last answer
 * carries replaces the cached one; the caller's own profile may change with their role.
 */
export function useSaveRolePermissions() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly { role: number; permissions: readonly string[] }[]) => {
      let latest: PermissionConfig | undefined;
      for (const { role, permissions } of changes) {
        const body = { permissions: [...permissions] };
        latest = (await api.updateRolePermissions({ params: { id: String(role) }, body })).data;
      }
      return latest;
    },
    onSuccess: (latest) => {
      if (latest) queryClient.setQueryData(accountKeys.roleConfig, latest);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}

// Signing up, in and back in: no cached query depends on these.
export const useSignup = () => useEndpointMutation('signup');
/** Asked once, when the sign-up form is sent: a check, not a cached query. */
export const useIsEmailUnique = () => useEndpointMutation('isEmailUnique');
export const useResendActivation = () => useEndpointMutation('resendActivation');
export const useRecoverPassword = () => useEndpointMutation('recoverPassword');
export const useChangePasswordWithCode = () => useEndpointMutation('changePasswordWithCode');
export const useResetPassword = () => useEndpointMutation('resetPassword');
export const useAcceptInvitation = () => useEndpointMutation('acceptInvitation');
export const useVerifyTwoFactorCode = () => useEndpointMutation('verifyTwoFactorCode');
export const useResendTwoFactorMail = () => useEndpointMutation('resendTwoFactorMail');
export const useStartSso = () => useEndpointMutation('oauthValidate');
export const useActivateAccount = () => useEndpointMutation('activateAccount');
/** The provider sent the browser back with code and state (oauth_callback). */
export const useFinishSso = () => useEndpointMutation('oauthCallback');
/** An SSO-direct portal opened {id}/redirect with its signed token (sso_redirect_callback). */
export const useFinishSsoRedirect = () => useEndpointMutation('ssoRedirectCallback');
