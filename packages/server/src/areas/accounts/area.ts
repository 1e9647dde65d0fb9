import { defineServerArea } from '../../http/serverArea.ts';
import * as account from './handlers/account.ts';
import * as accounts from './handlers/accounts.ts';
import * as apiKeys from './handlers/apiKeys.ts';
import * as departments from './handlers/departments.ts';
import * as invitations from './handlers/invitations.ts';
import * as profile from './handlers/profile.ts';
import * as sso from './handlers/sso.ts';
import * as users from './handlers/users.ts';

/** Accounts and access: sign-in, sign-up, recovery, profile, two-factor, users, roles, departments, invitations, API keys, single sign-on. */
export const accountsArea = defineServerArea({
  id: 'accounts',
  handlers: {
    captchaGenerate: account.captchaGenerate,
    login: account.login,
    logout: account.logout,
    getProfile: account.getProfile,
    getSettings: account.getSettings,
    addApiKey: apiKeys.addApiKey,
    listApiKeys: apiKeys.listApiKeys,
    getApiKey: apiKeys.getApiKey,
    deleteApiKey: apiKeys.deleteApiKey,
    signup: accounts.signup,
    isEmailUnique: accounts.isEmailUnique,
    activateAccount: accounts.activateAccount,
    resendActivation: accounts.resendActivation,
    recoverPassword: accounts.recoverPassword,
    changePasswordWithCode: accounts.changePasswordWithCode,
    resetPassword: accounts.resetPassword,
    verifyTwoFactorCode: accounts.verifyTwoFactorCode,
    resendTwoFactorMail: accounts.resendTwoFactorMail,
    getInvitationByToken: accounts.getInvitationByToken,
    acceptInvitation: accounts.acceptInvitation,
    updateProfile: profile.updateProfile,
    changePassword: profile.changePassword,
    updateAudioSettings: profile.updateAudioSettings,
    getTwoFactorStatus: profile.getTwoFactorStatus,
    setUserTwoFactor: profile.setUserTwoFactor,
    startTotpEnrolment: profile.startTotpEnrolment,
    confirmTotpEnrolment: profile.confirmTotpEnrolment,
    regenerateRecoveryCodes: profile.regenerateRecoveryCodes,
    setEnterpriseTwoFactor: profile.setEnterpriseTwoFactor,
    listUsers: users.listUsers,
    getUser: users.getUser,
    addUser: users.addUser,
    updateUserRoles: users.updateUserRoles,
    resetUserPassword: users.resetUserPassword,
    deactivateUser: users.deactivateUser,
    activateUser: users.activateUser,
    deleteUser: users.deleteUser,
    getRoleConfig: users.getRoleConfig,
    updateRolePermissions: users.updateRolePermissions,
    oauthValidate: sso.oauthValidate,
    oauthCallback: sso.oauthCallback,
    ssoRedirectCallback: sso.ssoRedirectCallback,
    listDepartments: departments.listDepartments,
    getDepartment: departments.getDepartment,
    createDepartment: departments.createDepartment,
    updateDepartment: departments.updateDepartment,
    deleteDepartment: departments.deleteDepartment,
    listDepartmentUsers: departments.listDepartmentUsers,
    addDepartmentUsers: departments.addDepartmentUsers,
    removeDepartmentUsers: departments.removeDepartmentUsers,
    sendInvitation: invitations.sendInvitation,
    listInvitations: invitations.listInvitations,
    resendInvitation: invitations.resendInvitation,
    deleteInvitation: invitations.deleteInvitation,
  },
});
