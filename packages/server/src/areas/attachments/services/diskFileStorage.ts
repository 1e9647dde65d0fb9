import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byteLimit.ts';
import { checkedKey, type FileStorage } from './fileStorage.ts';

/** Files being received: beside the stored ones, so moving one into place is a rename on the same file system. */
const INCOMING = '.incoming';

/**
 * Files on the local disk: `<root>/<enterpriseId>/<fileId>`. An upload is written to `<root>/.incoming/` first and
 * renamed into place once complete, so a stored key never holds a partial file; a partial one is deleted at once.
 */
export class DiskFileStorage implements FileStorage {
  constructor(
    readonly root: string,
    readonly temporary = false,
  ) {}

  get describe(): string {
    return this.temporary ? `${this.root} (temporary, removed on close)` : this.root;
  }

  private pathOf(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }

  async put(source: Readable, key: string, limits: { maxBytes: number }): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    const incoming = join(this.root, INCOMING);
    await mkdir(incoming, { recursive: true, mode: 0o700 });
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const partial = join(incoming, randomUUID());
    const counted = byteLimit(limits.maxBytes);
    const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(source, counted, sink);
      await rename(partial, target);
    } catch (error) {
      // A source that fails at once fails the pipeline while the sink may still be creating its file: removing it
      // before the sink has closed would leave the file behind.
      if (!sink.closed) await once(sink, 'close').catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    return { bytes: counted.bytes() };
  }

  async get(key: string): Promise<Readable | null> {
    try {
      // Opened here, not lazily by the stream: a missing file is known before an answer starts.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}

/** A storage in a new temporary directory, removed on close: for a database that is thrown away too. */
export async function temporaryDiskStorage(): Promise<DiskFileStorage> {
  return new DiskFileStorage(await mkdtemp(join(tmpdir(), 'parley-files-')), true);
}
