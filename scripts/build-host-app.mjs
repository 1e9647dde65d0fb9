// Builds examples/host-app the way an outside team would: from the packed tarballs of @parley/ui, api-client and
// features (not the workspace sources), installed into the example's own node_modules, then bundled by Vite.
// Also checks that the packages tree-shake: a bundle of Button and TextField alone must not carry the markdown
// renderer, the rich-text editor or the charts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const host = join(root, 'examples/host-app');
const tarballs = join(host, '.tarballs');
const PACKAGES = ['@parley/ui', '@parley/api-client', '@parley/features'];

function run(cmd, args, options = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with status ${result.status}`);
}

run('npm', ['run', 'build:packages', '--silent']);
rmSync(tarballs, { recursive: true, force: true });
mkdirSync(tarballs, { recursive: true });
run('npm', ['pack', '--silent', ...PACKAGES.flatMap((name) => ['-w', name]), '--pack-destination', tarballs]);

// A clean install from the tarballs; the registry packages come from npm's cache when it has them.
rmSync(join(host, 'node_modules'), { recursive: true, force: true });
run('npm', ['install', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: host,
});
for (const name of PACKAGES) {
  const installed = join(host, 'node_modules', name);
  if (!existsSync(join(installed, 'dist')) || existsSync(join(installed, 'src')))
    throw new Error(`${name} was not installed from its tarball (dist only) in ${installed}`);
}

run('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: host,
  env: { VITE_PARLEY_API: process.env.VITE_PARLEY_API ?? '' },
});

// Tree-shaking: bundle a module that imports two primitives, and look for what it must not contain.
const probeDir = join(host, '.tarballs/probe');
mkdirSync(probeDir, { recursive: true });
writeFileSync(join(probeDir, 'entry.js'), "export { Button, TextField } from '@parley/ui';\n");
run('npx', ['vite', 'build', '--logLevel', 'warn', '--config', join(host, 'probe.vite.config.ts')], { cwd: host });
const probeOut = join(probeDir, 'dist');
const code = readdirSync(probeOut)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(probeOut, file), 'utf8'))
  .join('\n');
const forbidden = { 'markdown renderer': /dompurify|DOMPurify/, 'rich-text editor': /lexical/i, charts: /echarts/i };
const found = Object.entries(forbidden)
  .filter(([, pattern]) => pattern.test(code))
  .map(([what]) => what);
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`Button + TextField bundle: ${kb(Buffer.byteLength(code))} KB, ${kb(gzipSync(code).length)} KB gzip`);
if (found.length > 0) throw new Error(`A bundle of Button and TextField pulls in: ${found.join(', ')}`);
console.log('host app built from the tarballs; tree-shaking check passed');
