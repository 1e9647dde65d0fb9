import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live. The disk implementation (diskFileStorage.ts) keeps them under the server's data
 * directory; an object store can implement the same three calls. Keys are `<enterpriseId>/<fileId>`: letters,
 * digits, `_` and `-` in `/`-separated segments, never a path of the caller's choosing.
 */
export interface FileStorage {
  /**
   * Stores everything `source` yields under `key`, refusing more than `maxBytes` (FileTooLarge) while it streams.
   * The key holds nothing until the whole stream is stored; on any failure nothing is left behind.
   */
  put(source: Readable, key: string, limits: { maxBytes: number }): Promise<{ bytes: number }>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes what the key holds; nothing held is no error. */
  delete(key: string): Promise<void>;
  /** Releases what the storage holds for this process (a temporary directory is removed). */
  close(): Promise<void>;
  /** Where the bytes are, for the start-up log. */
  readonly describe: string;
  /** True when the bytes go away with the process (a throwaway database's files). */
  readonly temporary: boolean;
}

/** A stream that went past the limit its store was given. */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'FileTooLarge';
  }
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Refuses a key that could name something outside the storage (`..`, absolute paths, odd characters). */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export const storageKeyOf = (enterpriseId: string, fileId: string): string => checkedKey(`${enterpriseId}/${fileId}`);
