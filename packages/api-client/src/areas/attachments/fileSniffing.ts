import { ALLOWED_UPLOADS, MESSAGE_IMAGE_LIMITS, type AllowedMime } from './attachmentCatalog.ts';

/**
 * What a file is, from its first bytes: the upload rules judge content, never the name or the browser's type. The
 * name's extension only tells apart the kinds that share a container (ZIP for docx/xlsx/pptx, OLE for
 * doc/xls/ppt) and marks plain text, which has no signature of its own.
 */

/** How many leading bytes sniffing needs; image sizes may need more (a JPEG's frame header follows its metadata). */
export const SNIFF_BYTES = 4096;
export const IMAGE_SIZE_SCAN_BYTES = 512 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

function byExtension(name: string, candidates: readonly AllowedMime[]): AllowedMime | null {
  const ext = extensionOf(name);
  return candidates.find((mime) => (ALLOWED_UPLOADS[mime].extensions as readonly string[]).includes(ext)) ?? null;
}

/** True when the bytes read as UTF-8 text without control characters other than tab, newline and return. */
function looksLikeText(bytes: Uint8Array): boolean {
  // A multi-byte character cut at the end of the sample is not an error.
  const sample = bytes.subarray(0, Math.max(0, bytes.length - 3));
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The allowed type these leading bytes are, or null when they are none of them. */
export function sniffFileType(head: Uint8Array, fileName: string): AllowedMime | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    return brand.startsWith('M4A') ? null : 'video/mp4';
  }
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && [0xfb, 0xf3, 0xf2].includes(head[1] ?? 0)))
    return 'audio/mpeg';
  if (ascii(head, 0, 4) === 'OggS') return 'audio/ogg';
  if (head[0] === 0xff && (head[1] === 0xf1 || head[1] === 0xf9)) return 'audio/aac';
  if (ascii(head, 0, 5) === '#!AMR') return 'audio/amr';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return byExtension(fileName, [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ]);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return byExtension(fileName, ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint']);
  if (extensionOf(fileName) === 'txt' && head.length > 0 && looksLikeText(head)) return 'text/plain';
  return null;
}

/** A PNG's or JPEG's pixel size from its header (the first IMAGE_SIZE_SCAN_BYTES), or null when not found there. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) && bytes.length >= 24 && ascii(bytes, 12, 16) === 'IHDR')
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (!startsWith(bytes, [0xff, 0xd8])) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/**
 * platform-shell §5: "fails if the resolution exceeds the set height and width together, or the size in KB is at
 * or over the limit".
 */
export function withinImageLimits(
  size: { width: number; height: number },
  bytes: number,
  limits: { width: number; height: number; kb: number } = MESSAGE_IMAGE_LIMITS,
): boolean {
  const tooLarge = size.width > limits.width && size.height > limits.height;
  return !tooLarge && bytes / 1024 < limits.kb;
}

/** "1.5 MB", "50 KB": a limit as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
