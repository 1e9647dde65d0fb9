/**
 * Opens every story of a static Storybook build in headless Chromium and fails when any of them does not render:
 * an uncaught error on the page, or Storybook's error display instead of the story. (The story tests run against
 * the dev server; this checks what `storybook build` publishes, where chunk splitting can break what dev does not.)
 *   npx tsx scripts/check-static-storybook.ts [folder]      (default: storybook-static)
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = resolve(process.argv[2] ?? 'storybook-static');
/** Pages open at once: two cores, one browser. */
const PARALLEL_PAGES = Number(process.env.STORY_CHECK_PAGES ?? 3);
/** How long a story may take to render (or show its error) before it counts as not rendering. */
const RENDER_TIMEOUT_MS = 20_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

/** The built folder over HTTP on 127.0.0.1 (the mock service worker needs a real origin). */
function serve(folder: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(folder, path === '/' ? 'index.html' : path);
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    // Hashed chunks never change: cached, the preview's scripts load once per page rather than once per story.
    const cache = path.startsWith('/assets/') ? 'public, max-age=3600, immutable' : 'no-cache';
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
    });
    createReadStream(file).pipe(response);
  });
  return new Promise<{ url: string; close: () => void }>((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

/** Which state Storybook's preview marks its body with, once it has one (as text, evaluated in the page). */
const BODY_STATE = `['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].find((c) => document.body.classList.contains(c))`;

/**
 * A page that loads the built preview on one story after another. The preview's scripts come from the browser's
 * cache after the first story, so each story costs its own rendering more than the preview's start.
 */
async function openPreview(browser: Browser, base: string) {
  const page = await browser.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    async show(story: IndexEntry): Promise<string | null> {
      pageErrors.length = 0;
      await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, {
        waitUntil: 'domcontentloaded',
      });
      // Storybook marks the body once the story rendered (sb-show-main) or failed to (sb-show-errordisplay).
      const shown = await page
        .waitForFunction(BODY_STATE, undefined, { timeout: RENDER_TIMEOUT_MS })
        .then((handle) => handle.jsonValue())
        .catch(() => 'timeout');
      if (shown === 'sb-show-main' && pageErrors.length === 0) return null;
      const display =
        shown === 'sb-show-errordisplay'
          ? await page
              .locator('#error-message')
              .textContent()
              .catch(() => null)
          : null;
      return [shown === 'sb-show-main' ? null : `shown: ${String(shown)}`, display, ...pageErrors]
        .filter(Boolean)
        .join(' | ');
    },
    close: () => page.close(),
  };
}

const entries = Object.values(
  (JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');
const site = await serve(root);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const failures: { story: IndexEntry; problem: string }[] = [];
const passedOnRetry: { story: IndexEntry; problem: string }[] = [];
let next = 0;
try {
  await Promise.all(
    Array.from({ length: PARALLEL_PAGES }, async () => {
      const preview = await openPreview(browser, site.url);
      while (next < entries.length) {
        const story = entries[next++]!;
        const problem = await preview.show(story);
        if (problem) failures.push({ story, problem });
      }
      await preview.close();
    }),
  );
  // A story that failed is opened once more, alone, on a fresh page: on a loaded machine the mock service worker
  // can be mid-update when a story's first request goes out, and that request then reaches this static server
  // instead of the fake. A story that fails twice does not render; one that passes the second time is listed.
  const firstFailures = failures.splice(0, failures.length);
  if (firstFailures.length) {
    const preview = await openPreview(browser, site.url);
    for (const failure of firstFailures) {
      const problem = await preview.show(failure.story);
      if (problem) failures.push({ story: failure.story, problem: `${failure.problem} (and again: ${problem})` });
      else passedOnRetry.push(failure);
    }
    await preview.close();
  }
} finally {
  await browser.close();
  site.close();
}

console.log(`Static Storybook: ${entries.length - failures.length} of ${entries.length} stories rendered`);
for (const { story, problem } of failures) console.log(`  ✗ ${story.title} › ${story.name}: ${problem}`);
for (const { story, problem } of passedOnRetry)
  console.log(`  rendered the second time: ${story.title} › ${story.name} (first: ${problem})`);
// The test command's summary reads the counts in the shape of a Vitest JSON report.
if (process.env.STORY_CHECK_REPORT) {
  const report = {
    numPassedTests: entries.length - failures.length,
    numFailedTests: failures.length,
    numPendingTests: 0,
  };
  writeFileSync(process.env.STORY_CHECK_REPORT, JSON.stringify(report));
}
process.exitCode = failures.length > 0 ? 1 : 0;
