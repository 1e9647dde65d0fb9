/**
 * The text encoding of an uploaded CSV. A file is read as UTF-8 when every byte of it is UTF-8; otherwise as
 * Windows-1252, the encoding Excel and most Windows software save "CSV" in for Western European languages. That
 * decoding is safe: Windows-1252 gives every byte a character, so nothing is dropped or replaced, and the import
 * result says which encoding was used. A file that is not UTF-8 and holds NUL bytes is neither (UTF-16 text, a
 * spreadsheet, any binary file) and is refused: read as Windows-1252 it would be noise.
 * Used by the server's upload and import and by the fake.
 */
import { CustomerMessages } from './customerMessages.ts';

/** The encodings an upload is read in (its record's `encoding`). */
export const CSV_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** Whether bytes that end on a whole character are valid UTF-8 (the server passes Node's native check). */
export type Utf8Check = (bytes: Uint8Array) => boolean;

const portableUtf8Check: Utf8Check = (bytes) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * How many of the bytes end on a whole UTF-8 character: a chunk of a stream may end inside one, whose first bytes
 * then wait for the next chunk instead of counting as invalid.
 */
function wholeCharacterLength(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let back = 1; back <= Math.min(3, length); back += 1) {
    const byte = bytes[length - back]!;
    if (byte < 0x80) return length;
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return needed > back ? length - back : length;
    }
    // A continuation byte: look further back for its lead byte.
  }
  return length;
}

/** Finds a file's encoding as its bytes stream by (see the module's comment): push every chunk, then `end()`. */
export class CsvEncodingDetector {
  private utf8 = true;
  private nulBytes = false;
  /** The first bytes of a character split between two chunks. */
  private carry: Uint8Array = new Uint8Array(0);

  constructor(private readonly isUtf8: Utf8Check = portableUtf8Check) {}

  push(bytes: Uint8Array): void {
    if (!this.nulBytes && bytes.indexOf(0) >= 0) this.nulBytes = true;
    if (!this.utf8) return;
    let piece = bytes;
    if (this.carry.length > 0) {
      piece = new Uint8Array(this.carry.length + bytes.length);
      piece.set(this.carry);
      piece.set(bytes, this.carry.length);
    }
    const whole = wholeCharacterLength(piece);
    this.carry = piece.slice(whole);
    if (!this.isUtf8(piece.subarray(0, whole))) this.utf8 = false;
  }

  /** The encoding to read the file in, or null when it is not text this import can read. */
  end(): CsvEncoding | null {
    // A character cut short by the end of the file.
    if (this.carry.length > 0) this.utf8 = false;
    if (this.utf8) return 'utf-8';
    return this.nulBytes ? null : 'windows-1252';
  }
}

/**
 * Windows-1252's characters for the bytes 0x80-0x9F (the WHATWG Encoding Standard's index); the five bytes it
 * leaves undefined stand for the control characters of the same number, as on the web.
 */
const WINDOWS_1252_HIGH_CONTROLS =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const C1_CONTROL = /[\u0080-\u009F]/g;
const windows1252Character = (c: string) => WINDOWS_1252_HIGH_CONTROLS[c.charCodeAt(0) - 0x80]!;

/** The part of TextDecoder an import uses. */
export interface CsvTextDecoder {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}

/**
 * A decoder for the encoding. Windows-1252 is one byte per character (nothing to carry between chunks), read as
 * Latin-1 and then mapped: Node.js 20.18.3 and later decode 'windows-1252' as Latin-1, leaving 0x80-0x9F (the euro
 * sign, curly quotes, dashes) as control characters (nodejs/node#56542); where the runtime gets it right the mapping
 * finds nothing to change.
 */
export function csvTextDecoder(encoding: CsvEncoding): CsvTextDecoder {
  if (encoding === 'utf-8') return new TextDecoder('utf-8');
  const latin1 = new TextDecoder('windows-1252');
  return {
    decode(bytes) {
      const text = latin1.decode(bytes);
      return text.replace(C1_CONTROL, windows1252Character);
    },
  };
}

/**
 * A whole file's text in its encoding (small files: the fake, tests). A UTF-8 byte-order mark is dropped by the
 * decoder itself; Windows-1252 has no character that decodes to one.
 */
export function decodeCsvText(bytes: Uint8Array, encoding: CsvEncoding): string {
  return csvTextDecoder(encoding).decode(bytes);
}

/**
 * An upload record's message: why its import failed, else the note that the file was read as Windows-1252, so the
 * user knows to check its letters (server and fake alike).
 */
export function uploadMessage(failure: string | null | undefined, encoding: CsvEncoding): string | undefined {
  if (failure) return failure;
  return encoding === 'windows-1252' ? CustomerMessages.readAsWindows1252 : undefined;
}
