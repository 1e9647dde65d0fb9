/** PARLEY_TRUST_PROXY: 'true', a hop count, or a comma-separated list of proxy addresses/CIDRs. */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string | undefined {
  const text = value?.trim();
  if (!text || text === 'false') return undefined;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** A hop count trusts that many proxies in front of us (the nearest first), as proxy-addr counts them. */
export function trustProxySetting(
  value: boolean | number | string | undefined,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}
