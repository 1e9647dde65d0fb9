import { Transform } from 'node:stream';
import {
  ALLOWED_UPLOADS,
  IMAGE_SIZE_SCAN_BYTES,
  SNIFF_BYTES,
  imageSize,
  sniffFileType,
  type AllowedMime,
} from '@parley/api-client/contract';

/** Why an upload was refused while it streamed; the handler turns it into the contract's answer. */
export class UploadRefusal extends Error {
  constructor(
    readonly reason: 'format' | 'tooLarge',
    /** For tooLarge: the sniffed type's limit. */
    readonly maxBytes = 0,
  ) {
    super(reason === 'format' ? 'not an allowed file type' : `more than ${maxBytes} bytes`);
    this.name = 'UploadRefusal';
  }
}

export interface InspectedUpload {
  mimeType: AllowedMime;
  size: number;
  /** An image's pixel size, when its header was found within IMAGE_SIZE_SCAN_BYTES. */
  dimensions: { width: number; height: number } | null;
}

/**
 * Judges an upload by its content as it streams through: the type from its first SNIFF_BYTES (sniffFileType), then
 * that type's size limit on every byte after, and an image's pixel size from its first IMAGE_SIZE_SCAN_BYTES. Only
 * those leading bytes are kept, so memory stays flat whatever the file's size. Fails with an UploadRefusal the
 * moment the content is refused; `result()` is ready once the stream has ended.
 */
export function uploadInspector(fileName: string): Transform & { result(): InspectedUpload } {
  // Leading bytes, kept until the type is known and, for an image, until its size is read.
  let head: Buffer[] = [];
  let headBytes = 0;
  let keepingHead = true;
  let size = 0;
  let mimeType: AllowedMime | null = null;
  let dimensions: InspectedUpload['dimensions'] = null;

  const headOf = (bytes: number) => Buffer.concat(head, headBytes).subarray(0, bytes);
  const isImage = () => mimeType !== null && ALLOWED_UPLOADS[mimeType].dataType === 'IMAGE';
  const dropHead = () => {
    head = [];
    headBytes = 0;
    keepingHead = false;
  };

  /** Sniffs once enough has arrived (or the file ended); a refusal when the content is none of the allowed types. */
  function sniff(ended: boolean): UploadRefusal | null {
    if (mimeType || (!ended && headBytes < SNIFF_BYTES)) return null;
    mimeType = sniffFileType(headOf(SNIFF_BYTES), fileName);
    if (!mimeType) return new UploadRefusal('format');
    if (!isImage()) dropHead();
    return null;
  }

  function measureImage(ended: boolean) {
    if (!isImage() || !keepingHead || (!ended && headBytes < IMAGE_SIZE_SCAN_BYTES)) return;
    dimensions = imageSize(headOf(IMAGE_SIZE_SCAN_BYTES));
    dropHead();
  }

  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (keepingHead && headBytes < IMAGE_SIZE_SCAN_BYTES) {
        const kept = chunk.subarray(0, IMAGE_SIZE_SCAN_BYTES - headBytes);
        head.push(kept);
        headBytes += kept.length;
      }
      const refused = sniff(false);
      if (refused) return done(refused);
      const maxBytes = mimeType ? ALLOWED_UPLOADS[mimeType].maxBytes : Infinity;
      if (size > maxBytes) return done(new UploadRefusal('tooLarge', maxBytes));
      measureImage(false);
      done(null, chunk);
    },
    flush(done) {
      const refused = sniff(true);
      if (refused) return done(refused);
      measureImage(true);
      done();
    },
  });
  return Object.assign(inspector, {
    result(): InspectedUpload {
      if (!mimeType) throw new Error('the upload has not been inspected to its end');
      return { mimeType, size, dimensions };
    },
  });
}
