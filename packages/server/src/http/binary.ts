import type { Readable } from 'node:stream';

export interface BinaryFileOptions {
  /** `attachment` (the default) downloads the file; `inline` lets the browser show it. */
  disposition?: 'inline' | 'attachment';
  /** More response headers: a length, caching, a stricter content policy for what the file is. */
  headers?: Record<string, string>;
}

/** What a handler of a `binary` endpoint returns: the bytes, their type and the download name. */
export class BinaryFile {
  constructor(
    readonly body: Buffer | string | Readable,
    readonly contentType: string,
    readonly fileName?: string,
    readonly options: BinaryFileOptions = {},
  ) {}
}
