import { readFileSync } from 'node:fs';
import type { EnvironmentSettings } from '@parley/api-client/contract';

export const BLANK_SETTINGS: EnvironmentSettings = {
  featureFlags: {},
  whiteLabel: {},
  chartColors: [],
  ssoDirect: false,
};

const parse = (text: string, source: string): Partial<EnvironmentSettings> => {
  try {
    return JSON.parse(text) as Partial<EnvironmentSettings>;
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
};

/**
 * The operator's settings: the file named by PARLEY_SETTINGS_FILE, then PARLEY_SETTINGS (JSON) on top,
 * then `overrides`. Nested objects merge one level deep so a flag can be set without repeating the others.
 */
export function loadSettings(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<EnvironmentSettings> = {},
): EnvironmentSettings {
  const layers: Partial<EnvironmentSettings>[] = [];
  if (env.PARLEY_SETTINGS_FILE)
    layers.push(parse(readFileSync(env.PARLEY_SETTINGS_FILE, 'utf8'), 'PARLEY_SETTINGS_FILE'));
  if (env.PARLEY_SETTINGS) layers.push(parse(env.PARLEY_SETTINGS, 'PARLEY_SETTINGS'));
  layers.push(overrides);
  return layers.reduce<EnvironmentSettings>(
    (settings, layer) => ({
      ...settings,
      ...layer,
      featureFlags: { ...settings.featureFlags, ...layer.featureFlags },
      whiteLabel: { ...settings.whiteLabel, ...layer.whiteLabel },
    }),
    BLANK_SETTINGS,
  );
}

/** Where WhatsApp Cloud API channels are called (PARLEY_WHATSAPP_GRAPH_URL, PARLEY_WHATSAPP_TIMEOUT_MS). */
export interface WhatsappSettings {
  /** Meta's Graph API, with its version and without a trailing slash. Set by the operator, never by a user. */
  graphUrl: string;
  /** The longest one call to it may take. */
  timeoutMs: number;
  /**
   * Whether addresses users type (a template's media sample) may be on private networks or loopback
   * (PARLEY_FETCH_PRIVATE_ADDRESSES=allow, for an intranet's file server); refused by default.
   */
  fetchPrivateAddresses: boolean;
}

/**
 * Graph API v27.0 is the newest version Meta lists (introduced November 4, 2026, in the Graph API changelog and
 * its "Introducing Graph API v27.0" post). A version stays available for about two years after the next one ships;
 * an operator moves to a newer one with PARLEY_WHATSAPP_GRAPH_URL.
 */
export const DEFAULT_WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v27.0';
const DEFAULT_WHATSAPP_TIMEOUT_MS = 15_000;

export function whatsappSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<WhatsappSettings> = {},
): WhatsappSettings {
  const graphUrl = (overrides.graphUrl ?? env.PARLEY_WHATSAPP_GRAPH_URL ?? DEFAULT_WHATSAPP_GRAPH_URL).replace(
    /\/+$/,
    '',
  );
  let protocol = '';
  try {
    protocol = new URL(graphUrl).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`PARLEY_WHATSAPP_GRAPH_URL must be an http(s) address, not "${graphUrl}"`);
  const timeout = overrides.timeoutMs ?? Number(env.PARLEY_WHATSAPP_TIMEOUT_MS);
  return {
    graphUrl,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_WHATSAPP_TIMEOUT_MS,
    fetchPrivateAddresses: overrides.fetchPrivateAddresses ?? env.PARLEY_FETCH_PRIVATE_ADDRESSES === 'allow',
  };
}
