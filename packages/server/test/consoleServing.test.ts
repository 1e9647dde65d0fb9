import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ParleyServer } from '../src/server.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SCRIPT = `console.log(${JSON.stringify('the console '.repeat(200))});`;
const HOST_APP = 'https://host.example';

/** The CSP header as directive → sources. */
const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

// Serving does not depend on the database: embedded PGlite in memory only.
describe('serving the console', () => {
  let dir: string;
  let server: ParleyServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parley-console-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Parley</title><script type="module" src="/assets/app-1a2b.js"></script>');
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
    server = await createServer({
      staticDir: dir,
      corsOrigins: [HOST_APP],
      settings: {
        analyticsBaseUrl: 'https://analytics.example/embed',
        whiteLabel: { logoUrl: 'https://cdn.example/logo.png', bannerUrl: 'https://a.example/1.png https://b.example/2.png' },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('sends a Content-Security-Policy that allows only the console itself to run scripts, and no framing by others', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // What the settings name, and nothing else: the analytics frames and the white-label images; images also from
    // any https address, for the media of message templates.
    expect(csp['frame-src']).toEqual(["'self'", 'https://analytics.example']);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://cdn.example',
      'https://a.example',
      'https://b.example',
    ]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the same headers on API answers', async () => {
    const answer = await get('/api/no/such/thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(answer.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });

  it('serves hashed assets precompressed and cached for good, index.html and deep links revalidated', async () => {
    const brotli = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    const gzip = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const url of ['/', '/index.html', '/bots/some-agent/intents']) {
      const page = await get(url);
      expect({ url, status: page.statusCode, cache: page.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
  });

  it('does not serve source maps', async () => {
    const map = await get('/assets/app-1a2b.js.map');
    expect(map.body).not.toContain('secret.ts');
    expect(map.headers['content-type']).not.toMatch(/json/);
  });

  it('allows cross-origin API calls from the listed origins only, without credentials', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/e/enterprise/users/me',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight(HOST_APP);
    expect(allowed.headers['access-control-allow-origin']).toBe(HOST_APP);
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("gives the API documentation page its plugin's policy: scripts from itself only, and no forced HTTPS", async () => {
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('serving the console without PARLEY_CORS_ORIGINS', () => {
  it('allows no cross-origin calls', async () => {
    const server = await createServer({ staticDir: '/nonexistent', corsOrigins: [] });
    try {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: HOST_APP },
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
