import { crc32, deflateSync } from 'node:zlib';
import type { TestServer } from '../harness.ts';

/** Small real files of each kind the library takes, built in memory, and the calls that upload and fetch them. */

export const UPLOAD = '/api/e/drive/upload';
export const ARTIFACTS = '/api/e/enterprise/artifacts';
export const BUCKETS = '/api/e/enterprise/artifacts/buckets';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid greyscale PNG of this many pixels (every pixel black), padded with a comment chunk to `padTo` bytes. */
export function png(width: number, height: number, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then the pixels
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
  ];
  const size = parts.reduce((sum, p) => sum + p.length, 0) + 12;
  if (padTo > size + 12) parts.push(pngChunk('tEXt', Buffer.alloc(padTo - size - 12, 0x41)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG's header: start of image, a JFIF segment, a baseline frame (SOF0) of this size, end of image. */
export function jpeg(width: number, height: number): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.alloc(19);
  sof0.set([0xff, 0xc0, 0x00, 0x11, 8]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.set([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, sof0, Buffer.from([0xff, 0xd9])]);
}

/** An MP4: its `ftyp` box, then an `mdat` box of `payload` zero bytes. */
export function mp4(payload = 64): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'ascii');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'ascii');
  const mdat = Buffer.alloc(8 + payload);
  mdat.writeUInt32BE(8 + payload, 0);
  mdat.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdat]);
}

/** A one-page PDF. */
export function pdf(text = 'Hello'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj\n` +
      `4 0 obj << /Length ${text.length + 20} >> stream\nBT /F1 12 Tf (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A body of `size` bytes made as it is sent: `head`, then zeros; never held in memory whole. */
export function generatedBody(head: Buffer, size: number, chunk = 1024 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(chunk, size - sent);
      const bytes = new Uint8Array(n);
      if (sent < head.length) bytes.set(head.subarray(sent, sent + n));
      sent += n;
      controller.enqueue(bytes);
    },
  });
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Uploads `bytes` as the multipart field `file` named `fileName`, with more form fields if given. */
export async function upload(
  t: TestServer,
  token: string,
  bytes: Uint8Array,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(t.url + UPLOAD, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/**
 * Uploads a generated file of `size` bytes (its first bytes `head`) as a hand-made multipart stream, so the test
 * holds no more of it than one chunk.
 */
export async function uploadGenerated(
  t: TestServer,
  token: string,
  head: Buffer,
  size: number,
  fileName: string,
): Promise<Answer> {
  const boundary = `----parley${Date.now().toString(16)}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = generatedBody(head, size).getReader();
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 0) {
        stage = 1;
        return controller.enqueue(opening);
      }
      if (stage === 1) {
        const { value, done } = await file.read();
        if (!done) return controller.enqueue(value);
        stage = 2;
        return controller.enqueue(closing);
      }
      controller.close();
    },
  });
  const response = await fetch(t.url + UPLOAD, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A fresh download access id of the token's user. */
export async function accessId(t: TestServer, token: string): Promise<string> {
  const res = await t.call('GET', '/api/e/enterprise/download/getId', { token });
  if (res.status !== 200) throw new Error(`getId: ${res.status} ${res.text}`);
  return res.body.data.accessId as string;
}

export const download = (t: TestServer, fileId: string, access: string) =>
  fetch(`${t.url}/api/e/drive/files/${fileId}?x-access-id=${encodeURIComponent(access)}`);
