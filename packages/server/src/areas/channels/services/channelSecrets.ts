import { maskApiKey, secretKeys, vendorById } from '@parley/api-client/contract';
import type { SecretBox } from '../../../services/secrets.ts';

/** The row's identity bound into its sealed secrets (see SecretBox): a sealed value copied to another row won't open. */
export const secretContext = (enterpriseId: string, channelId: string) => `channel:${enterpriseId}:${channelId}`;

/** Only long secrets show their last four characters; a short one would give too much of itself away. */
export const lastFour = (secret: string) => (secret.length >= 12 ? secret.slice(-4) : '');

/** A vendor's fields split into what is stored in clear and what is sealed. */
export function splitChannelData(
  vendor: number,
  data: Record<string, string>,
): { config: Record<string, string>; secrets: Record<string, string> } {
  const definition = vendorById(vendor);
  const secret = new Set(definition ? secretKeys(definition) : []);
  const config: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) (secret.has(key) ? secrets : config)[key] = value;
  return { config, secrets };
}

export interface SealedSecrets {
  sealed: string | null;
  last4: Record<string, string>;
}

/** The secret fields as one sealed JSON object, and the last four characters kept for the masked display. */
export function sealSecrets(
  box: SecretBox,
  enterpriseId: string,
  channelId: string,
  secrets: Record<string, string>,
): SealedSecrets {
  const present = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value !== ''));
  if (Object.keys(present).length === 0) return { sealed: null, last4: {} };
  return {
    sealed: box.seal(JSON.stringify(present), secretContext(enterpriseId, channelId)),
    last4: Object.fromEntries(Object.entries(present).map(([key, value]) => [key, lastFour(value)])),
  };
}

/** The stored secrets in clear; throws when they were sealed with another key or for another row. */
export function openSecrets(
  box: SecretBox,
  row: { id: string; enterprise_id: string; secrets_sealed: string | null },
): Record<string, string> {
  if (!row.secrets_sealed) return {};
  const parsed: unknown = JSON.parse(box.open(row.secrets_sealed, secretContext(row.enterprise_id, row.id)));
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** How a stored secret is answered: masked, never in clear; empty when none is stored. */
export const maskedSecret = (last4: Record<string, string>, key: string, stored: boolean): string =>
  stored ? maskApiKey(last4[key] ?? '') : '';
