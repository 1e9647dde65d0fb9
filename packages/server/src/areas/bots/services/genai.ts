import { outcomeOfStatus, type ConnectionOutcome } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import type { SecretBox } from '../../../services/secrets.ts';

/** Where GenAI integrations are called: any OpenAI-compatible API (PARLEY_LLM_BASE_URL, PARLEY_LLM_MODEL). */
export interface LlmSettings {
  baseUrl: string;
  chatModel: string;
  timeoutMs: number;
}

export const DEFAULT_LLM_BASE_URL = 'https://api.openai.com/v1';

export function llmSettingsFromEnv(env: NodeJS.ProcessEnv, overrides: Partial<LlmSettings> = {}): LlmSettings {
  return {
    baseUrl: (overrides.baseUrl ?? env.PARLEY_LLM_BASE_URL ?? DEFAULT_LLM_BASE_URL).replace(/\/+$/, ''),
    chatModel: overrides.chatModel ?? env.PARLEY_LLM_MODEL ?? 'gpt-4o-mini',
    timeoutMs: overrides.timeoutMs ?? (Number(env.PARLEY_LLM_TIMEOUT_MS) || 20_000),
  };
}

export interface AuthConfigRow {
  id: string;
  name: string;
  auth_type: number;
  llm: number;
  apikey_sealed: string;
  apikey_last4: string;
  created_at: Date | string;
  updated_at: Date | string;
}
export const AUTH_CONFIG_COLUMNS = 'id, name, auth_type, llm, apikey_sealed, apikey_last4, created_at, updated_at';

/** The row's identity bound into the sealed key (see SecretBox). */
export const keyContext = (enterpriseId: string, id: string) => `auth_configs:${enterpriseId}:${id}`;

/** Only long keys show their last four characters; a short one would give too much of itself away. */
export const lastFour = (apikey: string) => (apikey.length >= 12 ? apikey.slice(-4) : '');

export interface Integration {
  id: string;
  name: string;
  llm: number;
  apiKey: string;
}

/** The enterprise's integration with this id and its key in clear, or null when there is none. */
export async function loadIntegration(
  db: Queryable,
  secrets: SecretBox,
  enterpriseId: string,
  id: string,
): Promise<Integration | null> {
  const [row] = await db.query<AuthConfigRow>(
    `SELECT ${AUTH_CONFIG_COLUMNS} FROM auth_configs WHERE id = $1 AND enterprise_id = $2`,
    [id, enterpriseId],
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    llm: row.llm,
    apiKey: secrets.open(row.apikey_sealed, keyContext(enterpriseId, row.id)),
  };
}

/** The longest a connection test waits for the provider (less when the operator's LLM timeout is shorter). */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;

export interface ConnectionTest {
  outcome: ConnectionOutcome;
  /** The provider's HTTP status, when it answered. */
  status?: number;
  /** Why it could not be reached (a network error code), for the log. */
  reason?: string;
}

/**
 * Asks the operator's OpenAI-compatible API for its models (`GET {baseUrl}/models`) with this key: the cheapest
 * call that needs a valid key. Only the status is read (the body is not); redirects are not followed, so the
 * key goes to the configured address only. Never throws; the answer carries no part of the key.
 */
export async function testLlmConnection(llm: LlmSettings, apiKey: string): Promise<ConnectionTest> {
  try {
    const response = await fetch(`${llm.baseUrl}/models`, {
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Bearer ${apiKey}` },
      redirect: 'manual',
      signal: AbortSignal.timeout(Math.min(llm.timeoutMs, CONNECTION_TEST_TIMEOUT_MS)),
    });
    await response.body?.cancel().catch(() => undefined);
    return { outcome: outcomeOfStatus(response.status), status: response.status };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'timeout' };
    const cause = (error as { cause?: { code?: unknown } }).cause;
    return { outcome: 'unreachable', reason: typeof cause?.code === 'string' ? cause.code : name };
  }
}

/**
 * Paraphrases of training phrases through chat completions. Asks for a JSON array and also accepts one phrase
 * per line; drops the inputs themselves and repeats. Throws when the API fails or nothing usable comes back.
 */
export async function llmParaphrases(
  llm: LlmSettings,
  apiKey: string,
  lines: string[],
  count: number,
): Promise<string[]> {
  const response = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      model: llm.chatModel,
      temperature: 0.8,
      messages: [
        {
          role: 'system',
          content:
            'You write training phrases for a chatbot intent. Given example user messages, answer with a JSON array ' +
            `of exactly ${count} new, distinct ways a user could say the same thing. Keep any names, numbers and ` +
            'product words. Answer with the JSON array only.',
        },
        { role: 'user', content: lines.map((l) => `- ${l}`).join('\n') },
      ],
    }),
    signal: AbortSignal.timeout(llm.timeoutMs),
  });
  // The body of a failed call may echo request details; only the status is reported.
  if (!response.ok) throw new Error(`the integration answered HTTP ${response.status}`);
  const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('the integration answered without content');
  const seen = new Set(lines.map((l) => l.trim().toLowerCase()));
  const phrases: string[] = [];
  for (const candidate of parsePhrases(content)) {
    const phrase = candidate.trim().replace(/\s+/g, ' ');
    if (!phrase || phrase.length > 1000 || seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    phrases.push(phrase);
    if (phrases.length === count) break;
  }
  if (phrases.length === 0) throw new Error('the integration answered no usable phrases');
  return phrases;
}

function parsePhrases(content: string): string[] {
  const text = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    // not JSON: one phrase per line below
  }
  return text.split('\n').map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').replace(/^["']|["'],?$/g, ''));
}
