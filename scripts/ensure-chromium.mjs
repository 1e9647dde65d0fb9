// Makes sure a Chromium for the browser tests is present. Browser downloads do not work on our machines,
// so we use Debian's package, installing it when we can (root with apt-get).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function ensureChromium() {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error('Chromium is missing. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.');
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!existsSync('/usr/bin/chromium')) throw new Error('chromium did not install');
  return '/usr/bin/chromium';
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
