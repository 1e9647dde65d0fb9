import { Type, type Static } from '@sinclair/typebox';
import { Email, Id, Paging, PagingOrAll, PasswordChangeRequired, SessionStarted } from '../../contract/schemas.ts';

/** Minimum password length (platform-shell §9). */
export const MIN_PASSWORD_LENGTH = 8;

export const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 256 });
/** The caller's own current password, asked again before a sensitive change (step-up). */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: 256 });
/** Random one-time tokens sent by mail (activation, reset, invitation). */
export const MailToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
/** Names of people and departments: no angle brackets, so no markup can ride along. */
export const PersonName = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^<>]*$' });
export const CaptchaAnswer = {
  captcha: Type.String({ minLength: 1, maxLength: 32 }),
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
};
export const RoleList = Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { minItems: 1, maxItems: 6 });

export const Empty = Type.Object({});

/** The console route a single sign-on provider redirects to (the registered redirect URI is the public URL + this). */
export const SSO_CALLBACK_PATH = 'login/sso';

// ---- Sign-up, activation, recovery --------------------------------------------------------------

export const SignupRequest = Type.Object({
  name: PersonName,
  emailId: Email,
  password: Password,
  confirmPassword: Password,
  termsOfService: Type.Union([Type.Literal('on'), Type.Literal(true), Type.Literal('true')]),
  ...CaptchaAnswer,
  address: Type.Optional(Type.String({ maxLength: 500 })),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  countryCode: Type.Optional(Type.String({ maxLength: 10 })),
  zipCode: Type.Optional(Type.String({ maxLength: 20 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  about: Type.Optional(Type.String({ maxLength: 1000 })),
  contactPerson: Type.Optional(Type.String({ maxLength: 100 })),
  jobTitle: Type.Optional(Type.String({ maxLength: 100 })),
  contactNumber: Type.Optional(Type.String({ maxLength: 20 })),
});
export type SignupRequest = Static<typeof SignupRequest>;

export const SignupResult = Type.Object({ emailId: Type.String() });

export const TwoFactorMethod = Type.Union([Type.Literal('email'), Type.Literal('totp')]);
export type TwoFactorMethod = Static<typeof TwoFactorMethod>;

export const VerifyCodeRequest = Type.Object({
  securityCode: Type.String({ minLength: 1, maxLength: 32 }),
  /** email, totp, or recovery (one of the recovery codes given at enrolment). */
  authType: Type.Union([Type.Literal('email'), Type.Literal('totp'), Type.Literal('recovery')]),
  id: Id,
});

export const SignedIn = Type.Union([SessionStarted, PasswordChangeRequired]);

// ---- Profile and two-factor ---------------------------------------------------------------------

export const ChangePasswordRequest = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 256 }),
  password: Password,
  confirmPassword: Password,
});

export const AudioSettings = Type.Object({
  enable: Type.Boolean(),
  sounds: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('new_chat'), Type.Literal('new_message')]),
      sound: Type.String({ maxLength: 100 }),
      repeat: Type.Integer({ minimum: 0, maximum: 10 }),
      volume: Type.Number({ minimum: 0, maximum: 100 }),
    }),
    { maxItems: 2 },
  ),
});
export type AudioSettings = Static<typeof AudioSettings>;

export const TotpEnrolment = Type.Object({
  /** Base32 secret, shown as text next to the QR code for manual entry. */
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** A data URL (SVG) of the otpauth URL as a QR code. */
  qrCode: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolment>;

export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

export const TwoFactorStatus = Type.Object({
  enterpriseEnabled: Type.Boolean(),
  method: Type.Union([TwoFactorMethod, Type.Null()]),
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

// ---- Users --------------------------------------------------------------------------------------

/** 1 active, 2 deactivated (platform-shell §7.3). */
export const UserState = Type.Union([Type.Literal(1), Type.Literal(2)]);

export const ChatConfig = Type.Object({
  maxChats: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  departments: Type.Optional(Type.Array(Id, { maxItems: 100 })),
});

export const ManagedUser = Type.Object({
  uId: Type.String(),
  name: Type.String(),
  emailId: Type.String(),
  roles: Type.Array(Type.Integer()),
  state: Type.Integer(),
  activated: Type.Boolean(),
  chat: ChatConfig,
  createdAt: Type.String({ format: 'date-time' }),
});
export type ManagedUser = Static<typeof ManagedUser>;

export const UserListQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(UserState),
  // The console's Users screen lists all of them (-1).
  ...PagingOrAll,
});
export type UserListQuery = Static<typeof UserListQuery>;
export const UserList = Type.Object({ users: Type.Array(ManagedUser), total: Type.Integer() });
export type UserList = Static<typeof UserList>;

export const AddUserRequest = Type.Object({ name: PersonName, emailId: Email, password: Password, roles: RoleList });
export type AddUserRequest = Static<typeof AddUserRequest>;

// ---- Departments --------------------------------------------------------------------------------

export const Department = Type.Object({
  id: Type.String(),
  name: Type.String(),
  desc: Type.String(),
  manager: Type.String(),
  userCount: Type.Integer(),
});
export type Department = Static<typeof Department>;

export const DepartmentSave = Type.Object({
  name: PersonName,
  desc: Type.Optional(Type.String({ maxLength: 500 })),
  manager: Type.Optional(Type.String({ maxLength: 64 })),
});
export const DepartmentUpdate = Type.Object({ id: Id, ...DepartmentSave.properties });

// The console's department lists take all of them (-1).
export const DepartmentListQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  ...PagingOrAll,
});
export const DepartmentList = Type.Object({ departments: Type.Array(Department), total: Type.Integer() });
export type DepartmentList = Static<typeof DepartmentList>;

export const MappedUsersQuery = Type.Object({
  /** true: users in the department; false: users who could be added. */
  mapped: Type.Optional(Type.Boolean()),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});
export const MappedUser = Type.Object({ uId: Type.String(), name: Type.String(), emailId: Type.String() });
export const MappedUsers = Type.Object({ users: Type.Array(MappedUser), total: Type.Integer() });
export type MappedUsers = Static<typeof MappedUsers>;
export const UserIds = Type.Object({ users: Type.Array(Id, { minItems: 1, maxItems: 200 }) });

// ---- Invitations --------------------------------------------------------------------------------

export const Invitation = Type.Object({
  id: Type.String(),
  emailId: Type.String(),
  roles: Type.Array(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type Invitation = Static<typeof Invitation>;
export const InvitationList = Type.Object({ invitations: Type.Array(Invitation), total: Type.Integer() });
export type InvitationList = Static<typeof InvitationList>;

// ---- Roles --------------------------------------------------------------------------------------

export const PermissionConfig = Type.Object({
  groups: Type.Array(
    Type.Object({ id: Type.String(), values: Type.Array(Type.Object({ id: Type.String(), value: Type.String() })) }),
  ),
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), permissions: Type.Array(Type.String()) })),
});
export type PermissionConfig = Static<typeof PermissionConfig>;
