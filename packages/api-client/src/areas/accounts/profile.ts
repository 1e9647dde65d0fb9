import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import {
  AudioSettings,
  ChangePasswordRequest,
  CurrentPassword,
  Empty,
  PersonName,
  RecoveryCodes,
  TotpEnrolment,
  TwoFactorMethod,
  TwoFactorStatus,
} from './accountSchemas.ts';

/** The signed-in user's own profile, password and two-factor settings (platform-shell §3, §7.1). */

export const updateProfile = endpoint({
  id: 'updateProfile',
  summary: "Update the caller's name and notification preferences",
  tag: 'Profile',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/users/update',
  auth: 'session',
  body: Type.Object({
    name: PersonName,
    enablePushNotification: Type.Optional(Type.Boolean()),
    enableChatNotification: Type.Optional(Type.Boolean()),
  }),
  data: Empty,
});

export const changePassword = endpoint({
  id: 'changePassword',
  summary: "Change the caller's password (needs the current one); other sessions end",
  tag: 'Profile',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/change_password',
  auth: 'session',
  body: ChangePasswordRequest,
  data: Empty,
});

export const updateAudioSettings = endpoint({
  id: 'updateAudioSettings',
  summary: "The caller's chat sound alerts",
  tag: 'Profile',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/profile/audio',
  auth: 'session',
  encoding: 'json',
  body: Type.Object({ audioSettings: AudioSettings }),
  data: Empty,
});

export const getTwoFactorStatus = endpoint({
  id: 'getTwoFactorStatus',
  summary: "The caller's two-factor method and the enterprise rule",
  tag: 'Two-factor',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/users/twoFactorAuth',
  auth: 'session',
  data: TwoFactorStatus,
});

export const setUserTwoFactor = endpoint({
  id: 'setUserTwoFactor',
  summary: 'Turn email-code two-factor on, or turn two-factor off (needs the password)',
  tag: 'Two-factor',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/users/twoFactorAuth',
  auth: 'session',
  body: Type.Object({
    isEnabled: Type.Boolean(),
    authType: Type.Optional(TwoFactorMethod),
    password: CurrentPassword,
  }),
  data: TwoFactorStatus,
});

export const startTotpEnrolment = endpoint({
  id: 'startTotpEnrolment',
  summary: 'A new authenticator secret with its QR code (needs the password); active once confirmed with a code',
  tag: 'Two-factor',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/users/twoFactorAuth/totp',
  auth: 'session',
  body: Type.Object({ password: CurrentPassword }),
  data: TotpEnrolment,
});

export const confirmTotpEnrolment = endpoint({
  id: 'confirmTotpEnrolment',
  summary: 'Confirm the authenticator with a code and the password; answers the recovery codes (shown once)',
  tag: 'Two-factor',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/users/twoFactorAuth/totp/verify',
  auth: 'session',
  body: Type.Object({
    code: Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' }),
    password: CurrentPassword,
  }),
  data: RecoveryCodes,
});

export const regenerateRecoveryCodes = endpoint({
  id: 'regenerateRecoveryCodes',
  summary: 'Replace the recovery codes (needs the password)',
  tag: 'Two-factor',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/users/twoFactorAuth/recovery',
  auth: 'session',
  body: Type.Object({ password: CurrentPassword }),
  data: RecoveryCodes,
});

export const setEnterpriseTwoFactor = endpoint({
  id: 'setEnterpriseTwoFactor',
  summary: 'Require two-factor for every user of the enterprise, or stop requiring it (needs the password)',
  tag: 'Two-factor',
  method: 'PUT',
  service: 'api',
  path: 'e/enterprise/twoFactorAuth',
  auth: 'session',
  permissions: ['ENTERPRISE.EDIT'],
  body: Type.Object({ isEnabled: Type.Boolean(), password: CurrentPassword }),
  data: TwoFactorStatus,
});
