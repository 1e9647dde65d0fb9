// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the console's build, so the server sends
// them as they are (@fastify/static's preCompressed) instead of compressing on every request, or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const folder = process.argv[2] ?? 'dist';
let count = 0;
for (const path of files(folder)) {
  if (!TEXT.has(extname(path))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${folder}`);
