import { existsSync } from 'node:fs';

/** Debian's Chromium; browser downloads do not work on our machines, so tests use the system one. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('Chromium not found: install Debian `chromium` or set CHROMIUM_PATH');
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
