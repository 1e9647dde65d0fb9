import { setImmediate as nextTurn } from 'node:timers/promises';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { AGENT_IMPORT_RATIO_GRACE_BYTES } from '@parley/api-client/contract';
import { limitCrossed, type ImportLimits } from './importBudget.ts';
import { ExchangeFormatError } from './types.ts';

/**
 * Compressed bytes handed to the inflater at a time. DEFLATE expands at most 1,032-fold, so one step makes at most
 * ~4 MB before the limits are looked at again.
 */
const STEP_BYTES = 4 * 1024;
/** Steps between two turns of the event loop (256 KB compressed), so other requests are served meanwhile. */
const STEPS_PER_TURN = 64;

/**
 * The entries of a ZIP archive whose name `wanted` accepts, expanded as a stream in small steps: the entry count,
 * every entry's and the total expanded size and the compression ratio so far are checked after each step, and the
 * first one crossed stops the expansion there. Nothing of a bomb is expanded past a few MB, and the sizes an archive
 * declares are not trusted (each byte is counted as it comes out). Entries not wanted are skipped, not expanded.
 */
export async function readZipEntries(
  zip: Uint8Array,
  limits: ImportLimits,
  wanted: (name: string) => boolean,
): Promise<Map<string, Uint8Array>> {
  const entries = new Map<string, Uint8Array>();
  // Set by the callbacks; `as` keeps TypeScript from narrowing it to null for the loop below.
  let refusal = null as Error | null;
  let entryCount = 0;
  let compressedRead = 0;
  let expanded = 0;

  const expand = (file: UnzipFile) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (refusal) return;
      if (error) {
        refusal = new ExchangeFormatError(
          `${file.name} cannot be read: the archive is damaged or uses an unsupported compression`,
        );
        return;
      }
      size += data.length;
      expanded += data.length;
      if (size > limits.entryBytes) refusal = limitCrossed('entryBytes', file.name);
      else if (expanded > limits.expandedBytes) refusal = limitCrossed('expandedBytes');
      else if (expanded > AGENT_IMPORT_RATIO_GRACE_BYTES && expanded > limits.compressionRatio * compressedRead)
        refusal = limitCrossed('compressionRatio');
      if (refusal) return;
      chunks.push(data);
      if (final) entries.set(file.name, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    file.start();
  };

  const unzip = new Unzip((file) => {
    if (refusal) return;
    if (++entryCount > limits.entries) refusal = limitCrossed('entries');
    else if (!file.name.endsWith('/') && wanted(file.name)) expand(file);
  });
  unzip.register(UnzipInflate);

  for (let at = 0, step = 1; at < zip.length && !refusal; at += STEP_BYTES, step++) {
    const end = Math.min(at + STEP_BYTES, zip.length);
    compressedRead = end;
    try {
      unzip.push(zip.subarray(at, end), end === zip.length);
    } catch {
      // fflate throws on a truncated entry or a header it cannot read.
      throw new ExchangeFormatError('The file is not a complete ZIP archive');
    }
    if (step % STEPS_PER_TURN === 0) await nextTurn();
  }
  if (refusal) throw refusal;
  if (entryCount === 0) throw new ExchangeFormatError('The file is not a ZIP archive');
  return entries;
}
