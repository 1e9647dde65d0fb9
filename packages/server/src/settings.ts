import { readFileSync } from 'node:fs';
import type { EnvironmentSettings } from '@parley/api-client/contract';

export const BLANK_SETTINGS: EnvironmentSettings = { featureFlags: {}, whiteLabel: {}, chartColors: [], ssoDirect: false };

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
  if (env.PARLEY_SETTINGS_FILE) layers.push(parse(readFileSync(env.PARLEY_SETTINGS_FILE, 'utf8'), 'PARLEY_SETTINGS_FILE'));
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
