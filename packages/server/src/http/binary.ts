import type { Readable } from 'node:stream';

/** What a handler of a `binary` endpoint returns: the bytes, their type and the download name. */
export class BinaryFile {
  constructor(
    readonly body: Buffer | string | Readable,
    readonly contentType: string,
    readonly fileName?: string,
  ) {}
}
