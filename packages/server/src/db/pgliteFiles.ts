import { lstatSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The parts of PGlite's Emscripten file system used here. PGlite keeps its module `protected`; these are
 * Emscripten's own FS calls, which PGlite uses the same way for its `/dev/blob` device and data directory mount.
 */
interface EmscriptenFs {
  makedev(major: number, minor: number): number;
  registerDevice(dev: number, ops: DeviceOps): void;
  mkdev(path: string, mode: number, dev: number): unknown;
  unlink(path: string): void;
  lookupPath(path: string): { node: FsNode };
  ErrnoError: new (errno: number) => Error;
  root: FsNode;
  /** Registered devices by number. */
  devices?: Record<number, unknown>;
}
interface FsNode {
  name: string;
  parent: FsNode;
  mount: { mountpoint: string; opts: { root?: string }; mounts: { mountpoint: string; opts: { root?: string } }[] };
  node_ops: { lookup(parent: FsNode, name: string): FsNode };
}
interface Stream {
  node: FsNode;
  position: number;
}
interface DeviceOps {
  open(stream: Stream): void;
  close(stream: Stream): void;
  read(stream: Stream, buffer: Uint8Array, offset: number, length: number, position: number): number;
  llseek(stream: Stream, offset: number, whence: number): number;
}

const ENOENT = 44;
const EINVAL = 28;
const SEEK_CUR = 1;
const SEEK_END = 2;
/**
 * Where the search for a free device number starts: Linux keeps majors 240-254 for local use, and Emscripten numbers
 * its own devices up from 64 (`/dev/random`, `/dev/urandom`, PGlite's `/dev/blob`, ...).
 */
const LOCAL_DEVICE_MAJOR = 240;

const fsOf = (pg: PGlite): EmscriptenFs | undefined =>
  (pg as unknown as { mod?: { FS?: EmscriptenFs } }).mod?.FS;

/** Hands bytes to COPY statements. */
export interface CopySource {
  /** Runs `copy` with a device path that reads `bytes`; the device goes away when it settles. */
  copyFrom<T>(bytes: Uint8Array, copy: (path: string) => Promise<T>): Promise<T>;
}

/**
 * COPY input read straight from the caller's bytes. PGlite's own `blob` option copies a batch twice (into a Blob,
 * then out of it into an ArrayBuffer) and its device hands it to PostgreSQL a byte at a time in JavaScript: 0.7 s
 * of a million-row import's 19.5 s, and two short-lived 4.6 MB buffers per batch. Each COPY gets a device node of
 * its own, so two statements waiting for PGlite at once never read each other's rows. Undefined when this PGlite
 * does not expose its file system (the caller falls back to `blob`).
 */
export function copySource(pg: PGlite): CopySource | undefined {
  const FS = fsOf(pg);
  if (!FS?.registerDevice || !FS.mkdev || !FS.makedev) return undefined;
  const sources = new Map<string, Uint8Array>();
  const sourceOf = (stream: Stream) => {
    const bytes = sources.get(stream.node.name);
    if (!bytes) throw new FS.ErrnoError(ENOENT);
    return bytes;
  };
  let major = LOCAL_DEVICE_MAJOR;
  while (FS.devices?.[FS.makedev(major, 0)]) major += 1;
  const dev = FS.makedev(major, 0);
  FS.registerDevice(dev, {
    open: () => undefined,
    close: () => undefined,
    read(stream, buffer, offset, length, position) {
      const bytes = sourceOf(stream);
      const n = Math.max(0, Math.min(length, bytes.byteLength - position));
      // Same element type on both sides: one memory copy instead of a conversion per byte.
      if (n > 0) new Uint8Array(buffer.buffer, buffer.byteOffset + offset, n).set(bytes.subarray(position, position + n));
      return n;
    },
    llseek(stream, offset, whence) {
      const at =
        whence === SEEK_CUR ? stream.position + offset : whence === SEEK_END ? sourceOf(stream).byteLength + offset : offset;
      if (at < 0) throw new FS.ErrnoError(EINVAL);
      return at;
    },
  });
  let next = 0;
  return {
    async copyFrom(bytes, copy) {
      next += 1;
      const name = `parley-copy-${next}`;
      const path = `/dev/${name}`;
      sources.set(name, bytes);
      FS.mkdev(path, 0o444, dev);
      try {
        return await copy(path);
      } finally {
        sources.delete(name);
        FS.unlink(path);
      }
    },
  };
}

/**
 * Makes a look-up of a missing file in the data directory cheap. PostgreSQL asks for files that do not exist all
 * the time (free-space maps of tables and indexes that have none yet, each time it adds a page to one), and
 * Emscripten's NODEFS answers each from a thrown Node.js error with its stack: ~38,000 of them in a million-row
 * import, 0.8 s of the server's thread. A missing name now fails on a stat that throws nothing. Returns whether it
 * applied (false for an in-memory database, which has no directory).
 */
export function cheapMissingFiles(pg: PGlite, dataDir: string): boolean {
  const FS = fsOf(pg);
  const mount = FS?.root?.mount?.mounts?.find((m) => m.opts?.root && resolve(m.opts.root) === resolve(dataDir));
  if (!FS || !mount) return false;
  const ops = FS.lookupPath(mount.mountpoint).node.node_ops;
  const lookup = ops.lookup;
  ops.lookup = function (parent, name) {
    let missing = false;
    try {
      missing = !lstatSync(join(realPath(parent), name), { throwIfNoEntry: false });
    } catch {
      // Any other failure (a name too long, not a directory, no permission) is NODEFS's to translate.
    }
    if (missing) throw new FS.ErrnoError(ENOENT);
    return lookup.call(this, parent, name);
  };
  return true;
}

/** Where a node of a directory mount is on disk (NODEFS's own rule: the mount's root, then the names below it). */
function realPath(node: FsNode): string {
  const names: string[] = [];
  let at = node;
  for (; at.parent !== at; at = at.parent) names.push(at.name);
  return join(at.mount.opts.root ?? '/', ...names.reverse());
}
