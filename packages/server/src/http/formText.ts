/**
 * Form bodies and query strings as UTF-8, strictly. A browser always sends valid UTF-8; a client that sends bytes
 * that are not (raw, or percent-encoded like `%ED%A0%80`, an unpaired surrogate) would otherwise have them
 * turned into U+FFFD, or left as the literal `%ED%A0%80`, and stored as something it did not send.
 */
import type { FastifyInstance } from 'fastify';
import { parse } from 'fast-querystring';
import { StorableTextMessages, type UnstorableText } from '@parley/api-client/contract';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;

const hexValue = (byte: number) =>
  byte >= 0x30 && byte <= 0x39
    ? byte - 0x30
    : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
      ? (byte | 0x20) - 0x57
      : -1;

/** One name or value as the bytes it stands for: `+` is a space, `%XX` a byte; a malformed escape stays as written. */
function componentBytes(raw: Uint8Array): Uint8Array {
  const out = new Uint8Array(raw.length);
  let length = 0;
  for (let at = 0; at < raw.length; at += 1) {
    const byte = raw[at]!;
    if (byte === PERCENT && at + 2 < raw.length && hexValue(raw[at + 1]!) >= 0 && hexValue(raw[at + 2]!) >= 0) {
      out[length++] = hexValue(raw[at + 1]!) * 16 + hexValue(raw[at + 2]!);
      at += 2;
    } else out[length++] = byte === PLUS ? 0x20 : byte;
  }
  return out.subarray(0, length);
}

const isUtf8 = (bytes: Uint8Array) => {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * The first name or value of `form` (application/x-www-form-urlencoded bytes, or a query string's) that is not
 * UTF-8 once decoded, as a refusal naming its field (`part` when the name itself is not UTF-8), or null.
 */
export function invalidFormText(form: Uint8Array, part: 'body' | 'query'): UnstorableText | null {
  let start = 0;
  while (start <= form.length) {
    let end = form.indexOf(AMPERSAND, start);
    if (end < 0) end = form.length;
    const pair = form.subarray(start, end);
    const equals = pair.indexOf(EQUALS);
    const name = componentBytes(equals < 0 ? pair : pair.subarray(0, equals));
    const value = equals < 0 ? new Uint8Array(0) : componentBytes(pair.subarray(equals + 1));
    if (!isUtf8(name)) return { field: part, message: `has a key that ${StorableTextMessages.invalidUtf8}` };
    if (!isUtf8(value)) return { field: lenient.decode(name), message: StorableTextMessages.invalidUtf8 };
    start = end + 1;
  }
  return null;
}

/** The query string of a request target (what follows `?`), as the bytes the client sent. */
export function queryBytes(url: string): Uint8Array | null {
  const at = url.indexOf('?');
  // Node hands the request target over as latin1, one character per byte.
  return at < 0 ? null : Buffer.from(url.slice(at + 1), 'latin1');
}

/**
 * Parses form bodies (the contract's default encoding) after checking they are UTF-8; `refuse` turns what is not
 * into the error the request answers with.
 */
export function registerFormParser(
  app: FastifyInstance,
  bodyLimit: number,
  refuse: (unstorable: UnstorableText) => Error,
): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => {
      const bytes = body as Buffer;
      const invalid = invalidFormText(bytes, 'body');
      if (invalid) done(refuse(invalid), undefined);
      else done(null, parse(bytes.toString('utf8')));
    },
  );
}
