// The one command that runs every test: unit, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// contract suite, story tests in Chromium, and the end-to-end journey against the real server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();

process.env.CHROMIUM_PATH = ensureChromium();

const steps = [
  { name: 'unit + server + contract', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'server'] },
  { name: 'stories in Chromium', cmd: 'npx', args: ['vitest', 'run', '--project', 'storybook'] },
  { name: 'build the console', cmd: 'npm', args: ['run', 'build:app', '--silent'] },
  { name: 'end-to-end in Chromium', cmd: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
];

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ step: step.name, ok: run.status === 0, seconds });
  if (run.status !== 0 && step.name === 'build the console') break;
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.step} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
