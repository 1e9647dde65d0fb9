// The Integration form's constants and rules, apart from its schemas: the console's hooks and screens read them
// without loading TypeBox.

import type { RateLimit } from '../../contract/endpoint.ts';

// Integration auth configs: platform-shell §7.3 "Auth configs"; bot-builder §3 "Integration config (LLM)".

/** Integration type GenAI (platform-shell: integration types 1–6); the only kind stored here so far. */
export const GENAI_AUTH_TYPE = 5;

/** LLM options of the Integration form (bot-builder §9: OpenAI=1, GPT=2). */
export const LLM_OPTIONS = [
  { value: 1, label: 'OpenAI' },
  { value: 2, label: 'GPT' },
] as const;
export type LlmType = (typeof LLM_OPTIONS)[number]['value'];

/**
 * Who may do what with integrations (platform-shell §6 INTEGRATIONS.*). The endpoints declare these and the
 * screens read them, so a button is shown exactly where its call is allowed. Bot builders (NLP.NLP) choose and
 * create integrations from the agent's configuration form, and may test a key there.
 */
export const IntegrationPermissions = {
  view: ['INTEGRATIONS.VIEW', 'NLP.NLP', 'NLP.VIEW'],
  create: ['INTEGRATIONS.CREATE', 'NLP.NLP'],
  edit: ['INTEGRATIONS.EDIT'],
  delete: ['INTEGRATIONS.DELETE'],
  test: ['INTEGRATIONS.CREATE', 'INTEGRATIONS.EDIT', 'NLP.NLP'],
} as const;

/**
 * Integration form messages quoted from bot-builder §5 and §8; from `unsupportedType` on they are ours (the
 * connection test's answers among them).
 */
export const IntegrationMessages = {
  nameEmpty: 'Configuration name should not be empty',
  apiKeyEmpty: 'API Key should not be empty',
  llmEmpty: 'LLM Type should not be empty',
  selectConfiguration: 'Please select any configuration',
  duplicate: 'Duplication of configuration name',
  unsupportedType: 'Only GenAI integrations (authType 5) can be stored',
  notFound: 'Configuration not found',
  connected: 'Connected: the provider accepted the key',
  keyRefused: 'The provider refused the key',
  unreachable: 'The provider could not be reached',
  timedOut: 'The provider did not answer in time',
  providerError: 'The provider answered with an error; try again later',
  keyUnusable: 'The API key has spaces or characters that no provider accepts',
  keyUnreadable: 'The stored key cannot be read any more; type the key again',
} as const;

export interface CheckedAuthConfig {
  name: string;
  authType: number;
  llm: LlmType;
  apikey: string;
}

type AuthConfigCheck =
  | { ok: true; value: CheckedAuthConfig }
  | { ok: false; message: string; field: 'name' | 'apikey' | 'llm' | 'authType' };

/**
 * The Integration form's rules, shared by the console, the fake and the server. `keepKey` (update) lets an
 * empty apikey through, meaning "keep the stored key".
 */
export function checkAuthConfig(
  body: { name?: string; authType?: number; llm?: number | null; apikey?: string },
  keepKey = false,
): AuthConfigCheck {
  const name = (body.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: IntegrationMessages.nameEmpty, field: 'name' };
  const apikey = (body.apikey ?? '').trim();
  if (!apikey && !keepKey) return { ok: false, message: IntegrationMessages.apiKeyEmpty, field: 'apikey' };
  const llm = LLM_OPTIONS.find((o) => o.value === Number(body.llm))?.value;
  if (!llm) return { ok: false, message: IntegrationMessages.llmEmpty, field: 'llm' };
  if (Number(body.authType) !== GENAI_AUTH_TYPE)
    return { ok: false, message: IntegrationMessages.unsupportedType, field: 'authType' };
  return { ok: true, value: { name, authType: GENAI_AUTH_TYPE, llm, apikey } };
}

/** What the console may see of a key: never more than its last four characters. */
export function maskApiKey(lastFour: string): string {
  return `••••••••${lastFour.slice(-4)}`;
}

// ---- Connection test ----

/** How a connection test ended; each has one message, and only `connected` is a success. */
export type ConnectionOutcome =
  'connected' | 'refused' | 'unreachable' | 'timeout' | 'providerError' | 'unusableKey' | 'unreadableKey';

const OUTCOME_MESSAGES: Record<ConnectionOutcome, string> = {
  connected: IntegrationMessages.connected,
  refused: IntegrationMessages.keyRefused,
  unreachable: IntegrationMessages.unreachable,
  timeout: IntegrationMessages.timedOut,
  providerError: IntegrationMessages.providerError,
  unusableKey: IntegrationMessages.keyUnusable,
  unreadableKey: IntegrationMessages.keyUnreadable,
};

/** What the connection test answers: whether the key works, in plain words. */
export interface ConnectionTestResult {
  ok: boolean;
  message: string;
}

export const connectionResult = (outcome: ConnectionOutcome): ConnectionTestResult => ({
  ok: outcome === 'connected',
  message: OUTCOME_MESSAGES[outcome],
});

/** The provider's answer to `GET /models` as an outcome: 2xx accepted, 401 and 403 refused, anything else failed. */
export function outcomeOfStatus(status: number): ConnectionOutcome {
  if (status >= 200 && status < 300) return 'connected';
  if (status === 401 || status === 403) return 'refused';
  return 'providerError';
}

/**
 * A key that can travel in an Authorization header: visible ASCII, no spaces. Anything else is refused before a
 * provider is asked (a header cannot carry it, and no provider issues such keys).
 */
export const isUsableApiKey = (apikey: string) => /^[\x21-\x7E]+$/.test(apikey);

/**
 * Test calls one client address may make per minute: each one is a call to the provider, so the server is not a
 * free key checker, and a person pressing Test now and then never meets the limit.
 */
export const CONNECTION_TEST_RATE_LIMIT: RateLimit = { max: 20, perSeconds: 60 };

export interface CheckedConnectionTest {
  /** A stored integration of the caller's enterprise; its key is tested unless `apikey` is given. */
  id?: string;
  llm?: LlmType;
  /** The typed key ('' to test the stored integration's key). */
  apikey: string;
}

type ConnectionTestCheck =
  { ok: true; value: CheckedConnectionTest } | { ok: false; message: string; field: 'apikey' | 'llm' };

/**
 * The connection test's request rules, shared by the console, the fake and the server: a typed key needs its LLM
 * type (the Integration form's messages); a stored integration (`id`) needs neither, and a key typed with it
 * (the edit form's new key) is tested instead of the stored one.
 */
export function checkConnectionTest(body: { id?: string; llm?: number | null; apikey?: string }): ConnectionTestCheck {
  const id = (body.id ?? '').trim();
  const apikey = (body.apikey ?? '').trim();
  if (!id && !apikey) return { ok: false, message: IntegrationMessages.apiKeyEmpty, field: 'apikey' };
  const given = body.llm !== undefined && body.llm !== null;
  const llm = LLM_OPTIONS.find((o) => o.value === Number(body.llm))?.value;
  if (!llm && (!id || given)) return { ok: false, message: IntegrationMessages.llmEmpty, field: 'llm' };
  return { ok: true, value: { ...(id ? { id } : {}), ...(llm ? { llm } : {}), apikey } };
}
