import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { Captcha, EnvironmentSettings, LoginRequest, LoginResult, UserProfile } from '../../contract/schemas.ts';

export const captchaGenerate = endpoint({
  id: 'captchaGenerate',
  summary: 'A new single-use captcha image',
  tag: 'Account',
  method: 'GET',
  service: 'api',
  path: 'account/captcha/generate',
  auth: 'public',
  query: Type.Object({
    requestFrom: Type.Union([Type.Literal('login'), Type.Literal('forgetPassword'), Type.Literal('signup')]),
  }),
  data: Captcha,
});

export const login = endpoint({
  id: 'login',
  summary: 'Sign in with email, password and captcha; may ask for a second factor',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/login/twoFactorAuth',
  auth: 'public',
  body: LoginRequest,
  data: LoginResult,
});

export const logout = endpoint({
  id: 'logout',
  summary: 'End the current session',
  tag: 'Account',
  method: 'GET',
  service: 'api',
  path: 'account/logout',
  auth: 'session',
  responseKind: 'text',
  data: Type.String(),
});

export const getProfile = endpoint({
  id: 'getProfile',
  summary: 'The signed-in user with permissions',
  tag: 'Profile',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/users/me',
  auth: 'session',
  data: UserProfile,
});

export const getSettings = endpoint({
  id: 'getSettings',
  summary: "The operator's environment settings (feature flags, white label)",
  tag: 'Settings',
  method: 'GET',
  service: 'api',
  path: 'settings',
  auth: 'public',
  data: EnvironmentSettings,
});
