/**
 * What the console downloads and how long it takes to show, per route: the built console (packages/app/dist,
 * `npm run build:app` first) served by the real server, each route opened cold (a new browser context, empty
 * cache) in headless Chromium. JavaScript is counted at its gzip size, whatever the server sent; the load time runs
 * from navigation to the route's first landmark on screen (median of the runs).
 *   npm run bench:console -- [--runs 5] [--detail]      (--detail lists each route's scripts)
 * Prints one table. Goal: the login route downloads at most 150 KB of JavaScript, gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createSession } from '../packages/server/src/auth/sessions.ts';
import { createServer, DEFAULT_STATIC_DIR } from '../packages/server/src/server.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { arg } from './args.ts';
import { markdownTable } from './markdownTable.ts';

const RUNS = Number(arg('runs') ?? 5);
const LOGIN_BUDGET_KB = 150;

interface RouteCase {
  path: string;
  signedIn: boolean;
  /** What shows that the route is ready. */
  ready: (page: Page) => Promise<unknown>;
}

const ROUTES: RouteCase[] = [
  {
    path: '/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
  { path: '/bots', signedIn: true, ready: (page) => page.getByRole('heading', { name: /Agents|Bots/ }).first().waitFor() },
  {
    path: '/customer-master/customers',
    signedIn: true,
    ready: (page) => page.getByRole('heading').first().waitFor(),
  },
  { path: '/admin/users', signedIn: true, ready: (page) => page.getByRole('heading').first().waitFor() },
  { path: '/details/myprofile', signedIn: true, ready: (page) => page.getByRole('heading').first().waitFor() },
];

if (!existsSync(join(DEFAULT_STATIC_DIR, 'index.html'))) throw new Error('Build the console first: npm run build:app');

/** Gzip size of a built asset, from the file the server would send (its .gz when the build wrote one). */
function gzipBytes(urlPath: string): number {
  const file = join(DEFAULT_STATIC_DIR, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function coldLoad(browser: Browser, base: string, route: RouteCase, token: string) {
  const context = await browser.newContext();
  if (route.signedIn) await context.addInitScript((value) => localStorage.setItem('parley.token', value), token);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const started = performance.now();
  await page.goto(base + route.path);
  await route.ready(page);
  const ms = performance.now() - started;
  await context.close();
  return { ms, scripts: [...scripts] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await createServer({ adminPassword: 'bench-password-123' });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;
const [admin] = await server.db.query<{ id: string; enterprise_id: string }>(
  'SELECT id, enterprise_id FROM users ORDER BY created_at LIMIT 1',
);
const token = await createSession(server.db, { id: admin!.id, enterpriseId: admin!.enterprise_id });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const rows: string[][] = [];
let loginKb = 0;
try {
  for (const route of ROUTES) {
    const times: number[] = [];
    let scripts: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await coldLoad(browser, base, route, token);
      times.push(result.ms);
      scripts = result.scripts;
    }
    const kb = scripts.reduce((sum, path) => sum + gzipBytes(path), 0) / 1024;
    if (route.path === '/login') loginKb = kb;
    if (process.argv.includes('--detail')) {
      const sizes = scripts.map((path) => [gzipBytes(path), path] as const).sort((a, b) => b[0] - a[0]);
      console.log(`${route.path}:\n${sizes.map(([bytes, path]) => `  ${(bytes / 1024).toFixed(1)} KB ${path}`).join('\n')}`);
    }
    rows.push([route.path, String(scripts.length), kb.toFixed(1), `${median(times).toFixed(0)} ms`]);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Console, cold loads in headless Chromium (median of ${RUNS}), server and browser on this machine\n`);
console.log(markdownTable(['route', 'scripts', 'JavaScript, KB gzip', 'until ready'], rows));
console.log(`\nGoal: the login route downloads at most ${LOGIN_BUDGET_KB} KB of JavaScript, gzip: ${loginKb <= LOGIN_BUDGET_KB ? 'met' : 'NOT met'}.`);
