import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { trustProxyFromEnv, trustProxySetting } from '../src/http/trustProxy.ts';
import { createServer } from '../src/server.ts';

// Each server opens its own database (PGlite: a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const BIN = fileURLToPath(new URL('../bin/parley.mjs', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('parley CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints help', async () => {
    const { code, stdout } = await runCli(['--help'], {});
    expect(code).toBe(0);
    expect(stdout).toContain('api-key create');
    expect(stdout).toContain('PARLEY_TRUST_PROXY');
  }, 60_000);

  it('reads PARLEY_TRUST_PROXY as off, true, a hop count or a list of proxies', () => {
    expect(trustProxyFromEnv(undefined)).toBeUndefined();
    expect(trustProxyFromEnv(' ')).toBeUndefined();
    expect(trustProxyFromEnv('false')).toBeUndefined();
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.1, 10.1.0.0/16')).toBe('10.0.0.1, 10.1.0.0/16');
    const twoHops = trustProxySetting(2);
    if (typeof twoHops !== 'function') throw new Error('a hop count becomes a trust function');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxySetting(undefined)).toBe(false);
  });

  it('creates an API key on a fresh data directory that then authenticates against a server on it', async () => {
    const dataDir = join(dir, 'data');
    const { code, stdout, stderr } = await runCli(['api-key', 'create', '--name', 'ci'], { PARLEY_DATA_DIR: dataDir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const key = stdout.trim().split(/\s+/).at(-1)!;
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{40,}$/);

    // The CLI has exited, so the data directory is free for one server process.
    const server = await createServer({ dataDir, staticDir: '/nonexistent' });
    try {
      expect(server.seed.created).toBe(false);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/api/e/enterprise/users/me`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { emailId: string } }).data.emailId).toBe('admin@parley.local');
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses an unknown user', async () => {
    const { code, stderr } = await runCli(['api-key', 'create', '--email', 'nobody@example.com'], {
      PARLEY_DATA_DIR: join(dir, 'data'),
    });
    expect(code).toBe(1);
    expect(stderr).toContain('No user with email nobody@example.com');
  }, 60_000);

  it('gives a key a lifetime with --expires-days, and refuses one out of bounds before touching the data', async () => {
    const dataDir = join(dir, 'data');
    const created = await runCli(['api-key', 'create', '--name', 'monthly', '--expires-days', '30'], {
      PARLEY_DATA_DIR: dataDir,
    });
    expect(created.code).toBe(0);
    const expiresAt = /, expires (\S+) \(shown once\)/.exec(created.stdout)?.[1];
    expect(Date.parse(expiresAt!) - Date.now()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);

    for (const days of ['0', '366', 'soon']) {
      const refused = await runCli(['api-key', 'create', '--expires-days', days], { PARLEY_DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('--expires-days must be a whole number of days from 1 to 365');
      expect(refused.stdout).toBe('');
    }
  }, 120_000);
});
