import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, HOLDER_NAME, LOCK_NAME, lockDataDir } from '../src/db/dataDirLock.ts';
import { runCli, startCliServer } from './cliProcess.ts';

// Each process opens the embedded database (a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

/** A pid that is certainly not running: a process that has already ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

function leaveLock(dir: string, holder: { pid: number; hostname: string }, ageSeconds = 0): void {
  mkdirSync(join(dir, LOCK_NAME), { recursive: true });
  writeFileSync(join(dir, HOLDER_NAME), JSON.stringify({ ...holder, command: 'parley.mjs start', since: 'then' }));
  const at = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(join(dir, LOCK_NAME), at, at);
}

describe('data directory lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second holder in the same process, naming this process, until the first releases', async () => {
    const dir = join(root, 'same-process');
    const first = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');

    await first.release();
    expect(existsSync(join(dir, LOCK_NAME))).toBe(false);
    expect(existsSync(join(dir, HOLDER_NAME))).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('takes over at once a lock whose holder on this machine is no longer running', async () => {
    const dir = join(root, 'dead-holder');
    const pid = deadPid();
    leaveLock(dir, { pid, hostname: hostname() });

    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, HOLDER_NAME), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it("trusts a holder on another machine until its lock's mtime is stale", async () => {
    const dir = join(root, 'other-host');
    // Its pid means nothing here; only the mtime it keeps fresh tells whether it still runs.
    leaveLock(dir, { pid: deadPid(), hostname: 'another-host.invalid' });
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toMatch(/in use by process \d+ on another-host\.invalid/);

    leaveLock(dir, { pid: deadPid(), hostname: 'another-host.invalid' }, 120);
    await (await lockDataDir(dir)).release();
  });
});

describe('one process per data directory (parley CLI)', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-lock-cli-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second server and api-key create while a server runs, naming its pid; SIGTERM frees it', async () => {
    const env = { PARLEY_DATA_DIR: join(root, 'data') };
    const first = await startCliServer(env);
    try {
      const second = await runCli(['start'], { ...env, PORT: '0', HOST: '127.0.0.1' }, 60_000);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`in use by process ${first.pid}`);
      expect(second.stderr).toContain('Stop that process');
      expect(second.stderr).toContain('DATABASE_URL');
      expect(second.stdout).not.toContain('Parley is');

      const key = await runCli(['api-key', 'create'], env);
      expect(key.code).toBe(1);
      expect(key.stderr).toContain(`in use by process ${first.pid}`);
      expect(key.stderr).toContain('POST /api/chat/apikey');
      expect(key.stdout).not.toMatch(/pk_/);

      // The first server went on serving throughout.
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      process.kill(first.pid, 'SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(join(env.PARLEY_DATA_DIR, LOCK_NAME))).toBe(false);

    const key = await runCli(['api-key', 'create'], env);
    expect(key.stderr).toBe('');
    expect(key.code).toBe(0);
    expect(key.stdout).toMatch(/pk_\S+\n$/);
  });

  it('takes over the lock of a server killed with SIGKILL on the next start', async () => {
    const env = { PARLEY_DATA_DIR: join(root, 'killed') };
    const killed = await startCliServer(env);
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    // A killed process runs no exit handler: its lock and record stay behind.
    expect(existsSync(join(env.PARLEY_DATA_DIR, LOCK_NAME))).toBe(true);
    expect(JSON.parse(readFileSync(join(env.PARLEY_DATA_DIR, HOLDER_NAME), 'utf8'))).toMatchObject({
      pid: killed.pid,
    });

    const next = await startCliServer(env);
    try {
      expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
      expect(JSON.parse(readFileSync(join(env.PARLEY_DATA_DIR, HOLDER_NAME), 'utf8'))).toMatchObject({
        pid: next.pid,
      });
    } finally {
      process.kill(next.pid, 'SIGTERM');
    }
    expect(await next.exited).toBe(0);
  });
});
