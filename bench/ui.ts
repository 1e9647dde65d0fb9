/**
 * The ui package's bench: gzip size per entry point of the built dist (own code, and bundled with
 * its dependencies minus react/react-dom/styled-components), and the Table's time to render and
 * scroll 10,000 rows in Chromium.
 *
 *   npm run build -w @parley/ui && npx tsx bench/ui.ts
 */
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/ui/dist');
const entries = ['index', 'editor', 'charts'] as const;
const peers = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function bundleSizes() {
  if (!existsSync(join(dist, 'index.js'))) throw new Error('Build first: npm run build -w @parley/ui');
  const rows = [];
  for (const entry of entries) {
    const file = join(dist, `${entry}.js`);
    // Own code: the entry with the chunks it imports, every package left out.
    const own = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      write: false,
      minify: true,
      format: 'esm',
    });
    const ownMin = own.outputFiles[0]?.contents ?? new Uint8Array();
    const full = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      external: peers,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const fullMin = full.outputFiles[0]?.contents ?? new Uint8Array();
    rows.push({
      entry: entry === 'index' ? '@parley/ui' : `@parley/ui/${entry}`,
      'own code (min+gzip)': kb(gzipSync(ownMin).length),
      'with deps (min+gzip)': kb(gzipSync(fullMin).length),
    });
  }
  return rows;
}

async function tableBench() {
  const dir = mkdtempSync(join(tmpdir(), 'ui-bench-'));
  try {
    const result = await build({
      entryPoints: [join(root, 'bench/ui/table-page.tsx')],
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
      jsx: 'automatic',
      conditions: ['@parley/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const script = result.outputFiles[0]?.text ?? '';
    writeFileSync(join(dir, 'page.js'), script);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script src="page.js"></script></body></html>',
    );
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const runs = [];
      for (let run = 0; run < 3; run += 1) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`file://${join(dir, 'index.html')}`);
        await page.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult, null, {
          timeout: 60_000,
        });
        runs.push(
          await page.evaluate(
            () => (window as unknown as { benchResult: Record<string, number | boolean> }).benchResult,
          ),
        );
        await page.close();
      }
      return runs.map((run, index) => ({
        run: index + 1,
        'render 10,000 rows': `${Number(run.renderMs).toFixed(1)} ms`,
        [`scroll to end (${run.steps} steps)`]: `${Number(run.scrollMs).toFixed(0)} ms`,
        'frame p50 / p95': `${Number(run.p50FrameMs).toFixed(1)} / ${Number(run.p95FrameMs).toFixed(1)} ms`,
        'idle frame p50': `${Number(run.idleFrameMs).toFixed(1)} ms`,
        'rows in DOM': run.domRows,
        'last row shown': run.lastVisible,
      }));
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('\n@parley/ui bundle size per entry point');
console.table(await bundleSizes());
console.log('\nTable, 10,000 rows (virtualised), headless Chromium');
console.table(await tableBench());
