import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * ZIP archives written byte by byte, so a test can build what no zip library makes on purpose: an entry that expands
 * to a GB from a MB, without ever holding the GB. DEFLATE pieces flushed with Z_SYNC_FLUSH end on a byte boundary
 * and refer only to themselves, so one compressed piece repeated n times is the stream of its text repeated n times.
 */

export interface ZipEntry {
  name: string;
  /** The entry's bytes as stored: raw DEFLATE for method 8, the text itself for method 0. */
  data: Uint8Array;
  method: 0 | 8;
  /** Expanded size and CRC-32, as the headers declare them. */
  size: number;
  crc: number;
}

/** A DEFLATE entry whose text is `head`, then `unit` repeated `times` times, then `tail`. */
export function repeatedEntry(name: string, unit: Uint8Array, times: number, head = '', tail = ''): ZipEntry {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  const unitPiece = deflateRawSync(unit, flush);
  const pieces = [deflateRawSync(headBytes, flush), ...Array<Buffer>(times).fill(unitPiece), deflateRawSync(tailBytes)];
  let crc = crc32(headBytes);
  for (let i = 0; i < times; i++) crc = crc32(unit, crc);
  crc = crc32(tailBytes, crc);
  return {
    name,
    data: Buffer.concat(pieces),
    method: 8,
    size: headBytes.length + unit.length * times + tailBytes.length,
    crc,
  };
}

/** A DEFLATE entry of ordinary size. */
export const deflatedEntry = (name: string, text: string | Uint8Array): ZipEntry => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, data: deflateRawSync(bytes), method: 8, size: bytes.length, crc: crc32(bytes) };
};

/** An entry stored without compression (ratio 1). */
export const storedEntry = (name: string, text: string | Uint8Array): ZipEntry => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, data: bytes, method: 0, size: bytes.length, crc: crc32(bytes) };
};

/** Local headers and data, the central directory, its end record (PKWARE APPNOTE 4.3). */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, Buffer.from(entry.data));

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}
