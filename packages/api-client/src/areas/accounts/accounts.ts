import { Type } from '@sinclair/typebox';
import { LOOKUP_RATE_LIMIT, endpoint } from '../../contract/endpoint.ts';
import {
  CaptchaAnswer,
  Empty,
  MailToken,
  Password,
  PersonName,
  SignedIn,
  SignupRequest,
  SignupResult,
  VerifyCodeRequest,
} from './accountSchemas.ts';
import { Email, Id } from '../../contract/schemas.ts';

/** Public account calls (platform-shell §7.1): sign-up, activation, recovery, the two-factor sign-in step. */

export const signup = endpoint({
  id: 'signup',
  summary: 'Create an enterprise and its administrator; mails an activation link',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/signup',
  auth: 'public',
  body: SignupRequest,
  data: SignupResult,
  rateLimit: LOOKUP_RATE_LIMIT,
});

export const isEmailUnique = endpoint({
  id: 'isEmailUnique',
  summary: 'Whether no account uses this email yet',
  tag: 'Account',
  method: 'GET',
  service: 'api',
  path: 'account/enterprise/isEmailUnique',
  auth: 'public',
  query: Type.Object({ emailId: Email }),
  data: Type.Object({ unique: Type.Boolean() }),
  rateLimit: LOOKUP_RATE_LIMIT,
});

export const activateAccount = endpoint({
  id: 'activateAccount',
  summary: 'Activate an account with the id from the activation mail',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/activate',
  auth: 'public',
  body: Type.Object({ activationId: MailToken }),
  data: Type.Object({ emailId: Type.String() }),
});

export const resendActivation = endpoint({
  id: 'resendActivation',
  summary: 'Send the activation mail again (the same answer whether or not the account exists)',
  tag: 'Account',
  method: 'PUT',
  service: 'api',
  path: 'account/enterprise/resend',
  auth: 'public',
  encoding: 'json',
  body: Type.Object({ emailId: Email }),
  data: Empty,
  rateLimit: LOOKUP_RATE_LIMIT,
});

export const recoverPassword = endpoint({
  id: 'recoverPassword',
  summary: 'Mail a password reset link (the same answer whether or not the account exists)',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/recover',
  auth: 'public',
  body: Type.Object({ emailId: Email, ...CaptchaAnswer }),
  data: Empty,
  rateLimit: LOOKUP_RATE_LIMIT,
});

export const changePasswordWithCode = endpoint({
  id: 'changePasswordWithCode',
  summary: 'Choose a new password with the code from the reset mail',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/changepassword',
  auth: 'public',
  body: Type.Object({
    password: Password,
    confirmPassword: Password,
    uId: Id,
    resetCode: MailToken,
    appId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  data: Empty,
});

export const resetPassword = endpoint({
  id: 'resetPassword',
  summary: 'Choose a new password after an administrator reset it (codes 900/901)',
  tag: 'Account',
  method: 'PUT',
  service: 'api',
  path: 'account/enterprise/resetPassword',
  auth: 'public',
  body: Type.Object({ password: Password, confirmPassword: Password, resetCode: MailToken }),
  data: Empty,
});

export const verifyTwoFactorCode = endpoint({
  id: 'verifyTwoFactorCode',
  summary: 'Second sign-in step: an emailed code, an authenticator (TOTP) code or a recovery code',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/login/twoFactorAuth/verifyCode',
  auth: 'public',
  body: VerifyCodeRequest,
  data: SignedIn,
});

export const resendTwoFactorMail = endpoint({
  id: 'resendTwoFactorMail',
  summary: 'Mail a new sign-in code for a pending email challenge',
  tag: 'Account',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/login/twoFactorAuth/resendAuthMail',
  auth: 'public',
  body: Type.Object({ id: Id }),
  data: Empty,
});

export const getInvitationByToken = endpoint({
  id: 'getInvitationByToken',
  summary: 'The invitation behind an invitation link, to show whom it is for',
  tag: 'Invitations',
  method: 'GET',
  service: 'api',
  path: 'account/enterprise/users/:id',
  auth: 'public',
  params: Type.Object({ id: MailToken }),
  data: Type.Object({ emailId: Type.String(), enterpriseName: Type.String() }),
  rateLimit: LOOKUP_RATE_LIMIT,
});

export const acceptInvitation = endpoint({
  id: 'acceptInvitation',
  summary: 'Accept an invitation: creates the user with this name and password',
  tag: 'Invitations',
  method: 'POST',
  service: 'api',
  path: 'account/enterprise/users/:id',
  auth: 'public',
  params: Type.Object({ id: MailToken }),
  body: Type.Object({ name: PersonName, password: Password, confirmPassword: Type.Optional(Password) }),
  data: Type.Object({ emailId: Type.String() }),
});
