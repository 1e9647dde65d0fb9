import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryDiskStorage } from '../src/areas/attachments/services/diskFileStorage.ts';

describe('files on the local disk', () => {
  const storages: { close(): Promise<void> }[] = [];
  afterAll(async () => Promise.all(storages.map((s) => s.close())));

  it('leaves nothing behind when the upload fails before its file is even open', async () => {
    const storage = await temporaryDiskStorage();
    storages.push(storage);
    const root = storage.describe.replace(/ \(temporary.*$/, '');
    // A refusal at the first read races the file's creation (about one try in a hundred lost it): many tries.
    const failures = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const source = new Readable({
        read() {
          this.destroy(new Error('refused'));
        },
      });
      failures.add(
        await storage.put(source, `e1/f${i}`, { maxBytes: 1024 }).then(
          () => 'stored',
          (error: Error) => error.message,
        ),
      );
    }
    expect(failures).toEqual(new Set(['refused']));
    expect(await readdir(join(root, '.incoming'))).toEqual([]);
  });
});
