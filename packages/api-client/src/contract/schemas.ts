import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { Paging, PagingOrAll } from './paging.ts';
import { isAdministrator } from '../areas/accounts/privilegeCeiling.ts';

/** A trimmed, non-empty text with an upper bound, so no endpoint accepts unbounded input. */
export const Text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });

export const Email = Type.String({ format: 'email', maxLength: 254, minLength: 3 });

export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const IdParams = Type.Object({ id: Id });

/** One of a list of strings; the schema's type keeps the members (a mapped array alone would widen them to string). */
export const LiteralUnion = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<TLiteral<T[number]>[]>;

// Paging queries (page size caps, "all" where offered) live in paging.ts; re-exported for the schema modules.
export { Paging, PagingOrAll };

// ---- Session and profile ------------------------------------------------------------------------

export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** A data URL of the image (SVG), usable as an <img> src. */
  captcha: Type.String(),
});
export type Captcha = Static<typeof Captcha>;

export const LoginRequest = Type.Object({
  emailId: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
  captcha: Type.String({ minLength: 1, maxLength: 32 }),
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  removeExistingSession: Type.Optional(Type.Boolean()),
  routePath: Type.Optional(Type.String({ maxLength: 512 })),
  appId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * An administrator reset the password: no session until the user chooses their own on the reset-password
 * route with these values (code 901, the admin-forced path).
 */
export const PasswordChangeRequired = Type.Object({
  twoFactorRequired: Type.Literal(false),
  passwordChangeRequired: Type.Literal(true),
  uId: Type.String(),
  eId: Type.String(),
  resetCode: Type.String(),
  code: Type.Literal('901'),
});
export type PasswordChangeRequired = Static<typeof PasswordChangeRequired>;

/** A sign-in that needs nothing more: the session's token and who it belongs to. */
export const SessionStarted = Type.Object({
  twoFactorRequired: Type.Literal(false),
  authToken: Type.String(),
  uId: Type.String(),
  name: Type.String(),
  emailId: Type.String(),
});

export const LoginResult = Type.Union([
  SessionStarted,
  Type.Object({
    twoFactorRequired: Type.Literal(true),
    /** Identifies the pending two-factor challenge for verifyCode / resendAuthMail. */
    id: Type.String(),
    authType: Type.Union([Type.Literal('email'), Type.Literal('totp')]),
  }),
  PasswordChangeRequired,
]);
export type LoginResult = Static<typeof LoginResult>;

export const AudioSound = Type.Object({
  type: Type.Union([Type.Literal('new_chat'), Type.Literal('new_message')]),
  sound: Type.String(),
  repeat: Type.Integer(),
  volume: Type.Number(),
});

export const UserProfile = Type.Object({
  uId: Type.String(),
  eId: Type.String(),
  enterpriseName: Type.String(),
  name: Type.String(),
  userName: Type.String(),
  emailId: Type.String(),
  roles: Type.Array(Type.Integer({ minimum: 1, maximum: 6 })),
  permissions: Type.Array(Type.String()),
  iconUrl: Type.Optional(Type.String()),
  enablePushNotification: Type.Boolean(),
  enableChatNotification: Type.Boolean(),
  audioSettings: Type.Object({ enable: Type.Boolean(), sounds: Type.Array(AudioSound) }),
  artifactsEnabled: Type.Boolean(),
  twoFactAuthEnterpriseLevel: Type.Object({ twoFactorAuth: Type.Object({ isEnabled: Type.Boolean() }) }),
  twoFactorAuthUserLevel: Type.Object({ isEnabled: Type.Boolean() }),
});
export type UserProfile = Static<typeof UserProfile>;

/** The operator's environment settings object: feature flags and white label. Blank by default. */
export const EnvironmentSettings = Type.Object({
  featureFlags: Type.Record(Type.String(), Type.Boolean()),
  whiteLabel: Type.Object({
    title: Type.Optional(Type.String()),
    logoUrl: Type.Optional(Type.String()),
    faviconUrl: Type.Optional(Type.String()),
    /** Login banner image address; several separated by white space rotate in a carousel. */
    bannerUrl: Type.Optional(Type.String()),
    colors: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
  chartColors: Type.Array(Type.String()),
  analyticsBaseUrl: Type.Optional(Type.String()),
  marketplaceUrl: Type.Optional(Type.String()),
  /** SSO-direct deployments hide Signout. */
  ssoDirect: Type.Boolean(),
  /** Present when an OpenID Connect provider is configured: the login screen offers single sign-on. */
  sso: Type.Optional(Type.Object({ label: Type.String() })),
});
export type EnvironmentSettings = Static<typeof EnvironmentSettings>;

// ---- Agents -------------------------------------------------------------------------------------

export const AgentType = Type.Union([Type.Literal('nlp'), Type.Literal('prompt'), Type.Literal('')]);
export type AgentType = Static<typeof AgentType>;

export const TrainingStatus = Type.Union([
  Type.Literal('Not Trained'),
  Type.Literal('Training Inprogress'),
  Type.Literal('Trained'),
]);
export type TrainingStatus = Static<typeof TrainingStatus>;

export const ModelType = Type.Union([
  Type.Literal('OpenAi'),
  Type.Literal('Semantic'),
  Type.Literal('GPT2'),
  Type.Literal('SVM'),
]);

export const AgentConfig = Type.Object({
  entityExtractRetries: Type.Integer({ minimum: 1 }),
  outOfScopeMessage: Type.String(),
  modelType: ModelType,
  confidenceThreshold: Type.Number({ minimum: 0, maximum: 1 }),
  language: Type.Union([Type.Literal('en'), Type.Literal('hi')]),
  openaiKey: Type.Optional(Type.String()),
});
export type AgentConfig = Static<typeof AgentConfig>;

export const Agent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: AgentType,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  trainingStatus: TrainingStatus,
  config: AgentConfig,
});
export type Agent = Static<typeof Agent>;

export const AgentSaveRequest = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
  description: Type.String({ maxLength: 1000 }),
  type: Type.Union([Type.Literal('nlp'), Type.Literal('prompt')]),
});
export type AgentSaveRequest = Static<typeof AgentSaveRequest>;

export const AgentListQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  // The spec's agent list takes -1 for all (bot-builder-and-reports §8).
  ...PagingOrAll,
});
export type AgentListQuery = Static<typeof AgentListQuery>;

export const AgentList = Type.Object({ agents: Type.Array(Agent), more: Type.Boolean() });
export type AgentList = Static<typeof AgentList>;

// ---- API keys -----------------------------------------------------------------------------------

export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** First characters of the key, to recognise it; the key itself is shown once, on creation. */
  prefix: Type.String(),
  /** The user the key acts as: it holds at most that user's current permissions, and dies with the account. */
  createdBy: Type.Object({ uId: Type.String(), name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** After this instant the key is refused like an unknown one; null: it lasts until revoked. */
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ApiKey = Static<typeof ApiKey>;

/** The longest lifetime a key can be given; a key meant to outlive it is created without an expiry. */
export const API_KEY_MAX_EXPIRY_DAYS = 365;

/**
 * Administrators list and revoke every key of their enterprise; anyone else only the keys they created
 * (others' keys answer 404, so their existence is not revealed). Server and fake both ask this.
 */
export const seesEveryApiKey = (roles: readonly number[]): boolean => isAdministrator(roles);

export const CreatedApiKey = Type.Intersect([ApiKey, Type.Object({ key: Type.String() })]);
export type CreatedApiKey = Static<typeof CreatedApiKey>;
