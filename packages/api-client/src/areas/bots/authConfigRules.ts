// The Integration form's constants and rules, apart from its schemas: the console's hooks and screens read them
// without loading TypeBox.

// Integration auth configs: platform-shell §7.3 "Auth configs"; bot-builder §3 "Integration config (LLM)".

/** Integration type GenAI (platform-shell: integration types 1–6); the only kind stored here so far. */
export const GENAI_AUTH_TYPE = 5;

/** LLM options of the Integration form (bot-builder §9: OpenAI=1, GPT=2). */
export const LLM_OPTIONS = [
  { value: 1, label: 'OpenAI' },
  { value: 2, label: 'GPT' },
] as const;
export type LlmType = (typeof LLM_OPTIONS)[number]['value'];

/** Integration form messages quoted from bot-builder §5 and §8; the last two are ours. */
export const IntegrationMessages = {
  nameEmpty: 'Configuration name should not be empty',
  apiKeyEmpty: 'API Key should not be empty',
  llmEmpty: 'LLM Type should not be empty',
  selectConfiguration: 'Please select any configuration',
  duplicate: 'Duplication of configuration name',
  unsupportedType: 'Only GenAI integrations (authType 5) can be stored',
  notFound: 'Configuration not found',
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
