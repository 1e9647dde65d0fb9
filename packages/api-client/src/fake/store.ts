import { ALL_PERMISSIONS } from '../areas/accounts/permissions.ts';
import type { Agent, AgentConfig, EnvironmentSettings } from '../contract/schemas.ts';

export interface FakeUser {
  uId: string;
  eId: string;
  name: string;
  emailId: string;
  password: string;
  roles: number[];
  permissions: string[];
  /** false once deactivated (state 2). */
  active?: boolean;
  /** false until the activation link is opened (sign-up). */
  activated?: boolean;
  twoFactorMethod?: 'email' | 'totp' | null;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  /** The last TOTP step accepted: a code answers once, as on the server. */
  totpLastStep?: number;
  recoveryCodes?: string[];
  chat?: { maxChats?: number; departments?: string[] };
  /** Set by an administrator's password reset: the next sign-in must choose a new password first. */
  mustChangePassword?: boolean;
  /** Browser notifications of chats (the profile's switch); on unless turned off. */
  enableChatNotification?: boolean;
  enablePushNotification?: boolean;
  audioSettings?: {
    enable: boolean;
    sounds: { type: 'new_chat' | 'new_message'; sound: string; repeat: number; volume: number }[];
  };
  createdAt?: string;
}

export interface FakeDepartment {
  id: string;
  eId: string;
  name: string;
  desc: string;
  manager: string;
  users: string[];
}

export interface FakeInvitation {
  id: string;
  eId: string;
  emailId: string;
  roles: number[];
  token: string;
  createdAt: string;
  expiresAt: string;
}

/** A mail the fake "sent": stories and tests read links and codes from here. */
export interface FakeMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** One-time tokens and pending two-factor challenges of the fake. */
export interface FakeToken {
  purpose: 'activation' | 'reset' | 'admin_reset' | 'login_2fa';
  uId: string;
  code?: string;
  attempts: number;
  /** Code mails sent again for this challenge. */
  resends?: number;
  removeExisting?: boolean;
}

export interface FakeEnterprise {
  eId: string;
  name: string;
}

export interface FakeAgent extends Agent {
  eId: string;
}

export interface FakeApiKey {
  id: string;
  eId: string;
  uId: string;
  name: string;
  key: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Refused from this instant of the fake clock on; null: until revoked. */
  expiresAt: string | null;
}

export interface InjectedFailure {
  status: number;
  code: number;
  message: string;
  /** How many calls fail before the endpoint answers normally again; Infinity for all. */
  times: number;
}

/** The in-memory backend behind the MSW handlers. Deterministic: ids and times come from counters. */
export interface FakeStore {
  enterprises: FakeEnterprise[];
  users: FakeUser[];
  sessions: Map<string, string>;
  /** Captchas still open for an answer (single use: removed on the first attempt). */
  captchas: Map<string, string>;
  /** Every captcha ever issued, so tests and stories can read one as a person reads the image. */
  issuedCaptchas: Map<string, string>;
  agents: FakeAgent[];
  /** Agent ids that have stories or intents (so delete answers code 101). */
  agentsWithChildren: Set<string>;
  apiKeys: FakeApiKey[];
  departments: FakeDepartment[];
  invitations: FakeInvitation[];
  mails: FakeMail[];
  /** Keyed by the token (mail links) or the challenge id (two-factor). */
  tokens: Map<string, FakeToken>;
  /** Enterprises that require two-factor. */
  twoFactorEnterprises: Set<string>;
  /** Failed sign-ins per lower-cased email and when the lock ends (fake clock). */
  loginFailures: Map<string, { failures: number; lockouts: number; lockedUntil: number }>;
  settings: EnvironmentSettings;
  /** Per enterprise: role id → the keys it grants instead of the default. */
  roleOverrides: Map<string, Record<string, string[]>>;
  /** Single sign-on requests in flight (state → the code the fake provider hands back and the email it vouches for). */
  ssoRequests: Map<string, { code: string; email: string }>;
  /** SSO-direct tokens the fake provider issued (token → verified email); each accepted once. */
  ssoDirectTokens: Map<string, string>;
  failures: Map<string, InjectedFailure>;
  /** Milliseconds a handler waits before answering, to show loading states. */
  latencyMs: number;
  counter: number;
  clock: number;
  /**
   * Sends to the open fake sockets of a channel whose user `to` accepts, as the server's hub does (set by
   * createFake; a store without sockets sends nothing).
   */
  publish?: (channelId: string, to: (user: FakeUser) => boolean, message: object) => void;
}

/** A fixed instant so stories and screenshots are deterministic. */
export const FAKE_EPOCH = Date.UTC(2026, 0, 15, 9, 30, 0);

export const DEMO_ADMIN = {
  emailId: 'admin@parley.local',
  password: 'parley-demo-password',
  name: 'Demo Admin',
} as const;

export const DEFAULT_AGENT_CONFIG: AgentConfig = {
  entityExtractRetries: 1,
  outOfScopeMessage: "Sorry, I didn't get that. Could you rephrase?",
  modelType: 'SVM',
  confidenceThreshold: 0.5,
  language: 'en',
};

export const BLANK_SETTINGS: EnvironmentSettings = {
  featureFlags: {},
  whiteLabel: {},
  chartColors: [],
  ssoDirect: false,
};

export function createStore(): FakeStore {
  const store: FakeStore = {
    enterprises: [{ eId: 'ent1', name: 'Demo Enterprise' }],
    users: [
      {
        uId: 'admin1',
        eId: 'ent1',
        name: DEMO_ADMIN.name,
        emailId: DEMO_ADMIN.emailId,
        password: DEMO_ADMIN.password,
        roles: [1],
        permissions: [...ALL_PERMISSIONS],
      },
    ],
    sessions: new Map(),
    captchas: new Map(),
    issuedCaptchas: new Map(),
    agents: [],
    agentsWithChildren: new Set(),
    apiKeys: [],
    departments: [],
    invitations: [],
    mails: [],
    tokens: new Map(),
    twoFactorEnterprises: new Set(),
    loginFailures: new Map(),
    settings: structuredClone(BLANK_SETTINGS),
    roleOverrides: new Map(),
    ssoRequests: new Map(),
    ssoDirectTokens: new Map(),
    failures: new Map(),
    latencyMs: 0,
    counter: 0,
    clock: FAKE_EPOCH,
  };
  return store;
}

export function nextId(store: FakeStore, prefix: string): string {
  store.counter += 1;
  return `${prefix}${store.counter}`;
}

/** Advances the fake clock by a minute per write so ordering by time is stable. */
export function tick(store: FakeStore): string {
  store.clock += 60_000;
  return new Date(store.clock).toISOString();
}
