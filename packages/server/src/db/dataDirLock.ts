import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded data directory. PGlite keeps its own buffers and catalogue cache in the process that
 * opened the files: a second process on the same files serves its own writes only, and the two overwrite each
 * other's pages. So the server and every command that opens the directory hold this lock while it is open.
 *
 * The lock is proper-lockfile's: a `parley.lock` directory (mkdir is atomic, also on network file systems) whose
 * mtime its holder refreshes, so a holder that vanished is recognised by its stale mtime. Beside it
 * `parley.lock.json` names the holder, so a refusal can say which process to stop, and a holder on this machine
 * whose process is gone is taken over at once instead of after the mtime goes stale.
 */

export const LOCK_NAME = 'parley.lock';
export const HOLDER_NAME = 'parley.lock.json';
/** Held only while the lock is being taken, so two starts after a crash cannot both take over the dead lock. */
const ACQUIRING_NAME = 'parley.lock.acquiring';

/**
 * How old the lock's mtime must be before a holder we cannot ask about (another machine sharing the directory, or
 * no record) counts as gone. The holder refreshes it every STALE_MS / 2; a holder on this machine is asked through
 * its pid instead, so a long synchronous stretch in a live server (a big import) never lets another process in.
 */
const STALE_MS = 30_000;
/** Taking the lock is quick; waiting this long also outlasts the acquiring lock of a process killed meanwhile. */
const ACQUIRING_RETRIES = { retries: 40, minTimeout: 50, maxTimeout: 500 };

export interface DataDirHolder {
  pid: number;
  hostname: string;
  /** What the holder runs, e.g. `parley.mjs start`. */
  command: string;
  /** ISO time the holder took the lock. */
  since: string;
}

const GENERAL_ADVICE =
  'Stop that process and try again, or do this through the server it runs, or set DATABASE_URL to a PostgreSQL ' +
  'database, which several processes can share.';

/** The directory is held by a live process; `holder` is who, when its record could be read. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';

  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
    advice: string = GENERAL_ADVICE,
  ) {
    super(`${describeHolder(dataDir, holder)}\n${advice}${pidReuseHint(dataDir, holder)}`);
  }

  /** The same refusal with advice that fits the command that met it. */
  withAdvice(advice: string): DataDirInUseError {
    return new DataDirInUseError(this.dataDir, this.holder, advice);
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Takes the directory for this process, or throws DataDirInUseError naming the process that has it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  const lockPath = join(dir, LOCK_NAME);
  // The lock's files live in the directory, so it is made here (PGlite does not create parent directories).
  mkdirSync(dir, { recursive: true });
  const releaseAcquiring = await lockfile.lock(join(dir, ACQUIRING_NAME), {
    realpath: false,
    lockfilePath: join(dir, ACQUIRING_NAME),
    retries: ACQUIRING_RETRIES,
    // If this process dies while taking the lock, the next one waits for this to go stale (5 s, the minimum).
    stale: 5_000,
    onCompromised: () => undefined,
  });
  try {
    const holder = readHolder(dir);
    if (holder && holder.hostname === hostname() && existsSync(lockPath)) {
      if (isRunning(holder.pid)) throw new DataDirInUseError(dir, holder);
      // Killed or crashed without releasing (SIGKILL, power loss): its lock is left behind, empty.
      removeDeadLock(lockPath);
    }
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, {
        realpath: false,
        lockfilePath: lockPath,
        stale: STALE_MS,
        onCompromised: (error) => {
          // Thrown from a timer, this stops the process: going on could let two processes write one database.
          throw new Error(
            `Lost the lock on the data directory ${dir} (${error.message}); stopping so that no other process ` +
              'writes the database at the same time.',
          );
        },
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dir, holder);
      throw error;
    }
    writeHolder(dir, {
      pid: process.pid,
      hostname: hostname(),
      command: [basename(process.argv[1] ?? 'node'), ...process.argv.slice(2)].join(' '),
      since: new Date().toISOString(),
    });
    return {
      async release() {
        // The record goes first: once the lock is gone another process may write its own.
        rmSync(join(dir, HOLDER_NAME), { force: true });
        await release();
      },
    };
  } finally {
    await releaseAcquiring().catch(() => undefined);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeDeadLock(lockPath: string): void {
  try {
    rmdirSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function readHolder(dir: string): DataDirHolder | undefined {
  try {
    const value = JSON.parse(readFileSync(join(dir, HOLDER_NAME), 'utf8')) as Partial<DataDirHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return undefined;
    return {
      pid: value.pid,
      hostname: value.hostname,
      command: typeof value.command === 'string' ? value.command : '',
      since: typeof value.since === 'string' ? value.since : '',
    };
  } catch {
    return undefined;
  }
}

function writeHolder(dir: string, holder: DataDirHolder): void {
  // Written whole and renamed into place, so a reader never sees half a record.
  const partial = join(dir, `${HOLDER_NAME}.${process.pid}`);
  writeFileSync(partial, `${JSON.stringify(holder)}\n`);
  renameSync(partial, join(dir, HOLDER_NAME));
}

function describeHolder(dir: string, holder: DataDirHolder | undefined): string {
  if (!holder) return `The data directory ${dir} is in use by another process (its lock is ${join(dir, LOCK_NAME)}).`;
  const elsewhere = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
  const what = [holder.command && `\`${holder.command}\``, holder.since && `since ${holder.since}`]
    .filter(Boolean)
    .join(', ');
  return `The data directory ${dir} is in use by process ${holder.pid}${elsewhere}${what ? ` (${what})` : ''}.`;
}

function pidReuseHint(dir: string, holder: DataDirHolder | undefined): string {
  // A holder's pid can be reused by an unrelated program after a crash; only a person can tell.
  if (!holder || holder.hostname !== hostname()) return '';
  return ` If process ${holder.pid} is not Parley, delete ${join(dir, LOCK_NAME)} and try again.`;
}
