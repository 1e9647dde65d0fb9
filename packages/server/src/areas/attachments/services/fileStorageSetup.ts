import { join } from 'node:path';
import { DiskFileStorage, temporaryDiskStorage } from './diskFileStorage.ts';
import type { FileStorage } from './fileStorage.ts';

export interface FileStorageOptions {
  /** Where uploaded files are kept; wins over the rest. */
  filesDir?: string;
  /** An on-disk PGlite directory: files go to `<dataDir>/files` beside the database. */
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * The server's file storage: `filesDir`, else PARLEY_FILES_DIR, else `files/` in the embedded database's directory;
 * a database in memory (or a PostgreSQL server with no directory named) gets a temporary directory removed on
 * close, since nothing says where files should outlive the process.
 */
export async function openFileStorage(
  options: FileStorageOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FileStorage> {
  const onDisk =
    options.dataDir && !options.dataDir.includes('://') && !options.databaseUrl
      ? join(options.dataDir, 'files')
      : undefined;
  const dir = options.filesDir || env.PARLEY_FILES_DIR || onDisk;
  return dir ? new DiskFileStorage(dir) : temporaryDiskStorage();
}
