// The one command that runs every test: unit, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// contract suite, story tests in Chromium, and the end-to-end journeys against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();

// Absolute: Playwright resolves a relative report path against its config's folder, not ours.
const reports = resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, projects) => ({
  name,
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  report: join(reports, `${name}.json`),
});

const steps = [
  vitest('unit-server-contract', ['unit', 'server']),
  vitest('stories', ['storybook']),
  // What `storybook build` publishes can break where the dev server does not (chunk splitting): build it and
  // open every story in the built output.
  { name: 'build-storybook', cmd: 'npx', args: ['storybook', 'build', '--quiet', '-o', 'storybook-static'] },
  {
    name: 'static-storybook',
    cmd: 'npx',
    args: ['tsx', 'scripts/check-static-storybook.ts', 'storybook-static'],
    env: { STORY_CHECK_REPORT: join(reports, 'static-storybook.json') },
    report: join(reports, 'static-storybook.json'),
  },
  { name: 'build-console', cmd: 'npm', args: ['run', 'build:app', '--silent'], required: true },
  // The end-to-end journeys run the server as `npm start` does: built.
  { name: 'build-server', cmd: 'npm', args: ['run', 'build', '--silent', '-w', '@parley/server'], required: true },
  // A host app built from the packed tarballs, as an outside team would; the e2e journeys drive it too.
  {
    name: 'host-app',
    cmd: 'node',
    args: ['scripts/build-host-app.mjs'],
    env: { VITE_PARLEY_API: `http://127.0.0.1:${process.env.E2E_PORT ?? 3411}/api` },
    required: true,
  },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: join(reports, 'e2e.json'),
    playwright: true,
  },
];

/** Test counts from a runner's JSON report (vitest or Playwright). */
function countTests(step) {
  if (!step.report || !existsSync(step.report)) return null;
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.playwright) {
    const stats = report.stats ?? {};
    // A flaky test failed once and passed on its retry: it passed, and Playwright's list output names it.
    return {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: report.numPendingTests ?? 0,
  };
}

/** The failed tests' names and first message lines, so the summary (often all a CI log keeps) says what failed. */
function failedTests(step) {
  if (!step.report || !existsSync(step.report) || step.playwright) return [];
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')[0]
      .slice(0, 300);
  return (report.testResults ?? []).flatMap((file) => {
    const path = file.name.replace(process.cwd() + '/', '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed to load (or a hook that threw) fails with no failed test in it.
    if (tests.length === 0) return file.status === 'failed' ? [`${path}: ${firstLine(file.message)}`] : [];
    return tests.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({
    ...step,
    ok: run.status === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    counts: countTests(step),
  });
  if (run.status !== 0 && step.required) break;
}

console.log('\n=== summary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const counts = r.counts ? ` — ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)${counts}`);
  for (const name of failedTests(r)) console.log(`     ✗ ${name}`);
  passed += r.counts?.passed ?? 0;
  failed += r.counts?.failed ?? 0;
  skipped += r.counts?.skipped ?? 0;
}
const stepFailures = results.filter((r) => !r.ok).length + (steps.length - results.length);
// A step that failed without failing a test (a crash, a build error) still counts as a failure.
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailures === 0 ? 0 : 1);
