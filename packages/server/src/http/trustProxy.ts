/** PARLEY_TRUST_PROXY: 'true', a hop count, or a comma-separated list of proxy addresses/CIDRs. */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string | undefined {
  const text = value?.trim();
  if (!text || text === 'false') return undefined;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
