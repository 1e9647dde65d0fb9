import { Transform } from 'node:stream';
import { FileTooLarge } from './fileStorage.ts';

/** Passes bytes through and fails with FileTooLarge as soon as more than `maxBytes` went by; `bytes()` counts them. */
export function byteLimit(maxBytes: number): Transform & { bytes(): number } {
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new FileTooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.assign(limit, { bytes: () => seen });
}
