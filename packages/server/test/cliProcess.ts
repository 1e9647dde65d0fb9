import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** `parley` run the way `npx parley` runs it: the bin script on the TypeScript sources, in a process of its own. */
const BIN = fileURLToPath(new URL('../bin/parley.mjs', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnCli(args: string[], env: Record<string, string>, timeoutMs?: number): ChildProcess {
  // The embedded database unless a test names PostgreSQL itself.
  return spawn(process.execPath, [BIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    // A command expected to stop (a refused `start`) is stopped after this, with code null, if it does not.
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
  });
}

/** Runs a command to its end, or for at most `timeoutMs`. */
export function runCli(args: string[], env: Record<string, string>, timeoutMs?: number): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawnCli(args, env, timeoutMs);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  pid: number;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
}

/** A free port on 127.0.0.1, so the server's notice and the test agree on where it listens. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * `parley start` in a process of its own, resolved once it prints its sign-in notice; rejected if it exits first
 * (with its output, so a refusal reads as such).
 */
export async function startCliServer(env: Record<string, string>): Promise<RunningServer> {
  // A restart keeps its address when the test gives one (PORT).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawnCli(['start'], {
    HOST: '127.0.0.1',
    PARLEY_STATIC_DIR: '/nonexistent',
    PARLEY_LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Parley is ')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', reject);
    void exited.then((code) => reject(new Error(`parley start exited (${code}) before it served:\n${output}`)));
  });
  return { pid: child.pid!, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}
