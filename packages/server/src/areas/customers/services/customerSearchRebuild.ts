/**
 * Recomputing an enterprise's search words after its searchable fields change, and catching up with the words of
 * a large import (which writes its customers without them; see SEARCH_INLINE_MAX_BYTES).
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { searchVectorOfText } from '@parley/api-client/contract';
import type { Database } from '../../../db/database.ts';
import { loadDefinitions, searchableIds, upsertSearchWords } from './customerMaster.ts';
import { DEADLOCK, UNIQUE_VIOLATION } from './customerImportConflicts.ts';
import { SEARCH_COPY_COLUMNS, searchCopyRow } from './customerImportRows.ts';

/** The search index's pending list during an embedded catch-up, in kB (PostgreSQL's default: 4096). */
const EMBEDDED_GIN_PENDING_KB = 1024;

/**
 * Recomputes the search words of an enterprise's customers, a few thousand per transaction, from where the last
 * committed one stopped. The rebuild row is locked while the definitions are read, so a change of definitions
 * either comes before (and is used) or after (and restarts the rebuild from the first customer).
 */
export async function rebuildSearch(
  db: Database,
  enterpriseId: string,
  batchSize: number,
  isStopped: () => boolean,
): Promise<void> {
  let batches = 0;
  let more = true;
  // Attempts at the batch in hand: a later one replaces words row by row.
  let attempt = 1;
  while (more && !isStopped()) {
    try {
      // A turn of the event loop before each transaction (see customerImport.ts).
      await yieldToEventLoop();
      more = await rebuildSearchBatch(db, enterpriseId, batchSize, attempt > 1);
      batches += 1;
      attempt = 1;
    } catch (error) {
      // Words written for one of these customers meanwhile (a save), or a deadlock with a writer: this batch again.
      const code = (error as { code?: string })?.code ?? '';
      if (![UNIQUE_VIOLATION, DEADLOCK].includes(code) || attempt >= 3) throw error;
      attempt += 1;
    }
  }
  // Fresh statistics after many new words: with the old ones the planner takes the enterprise's whole key range
  // for a few rows and intersects it with the words' index (~80 ms instead of ~10 at a million customers).
  if (!more && batches > 1) await db.exec('ANALYZE cm_customer_search');
}

/**
 * One transaction of a rebuild: the next customers' words replace what they had (their old words deleted, the new
 * ones copied in; `upsert` merges them row by row instead). Returns whether customers are left.
 */
function rebuildSearchBatch(db: Database, enterpriseId: string, batchSize: number, upsert: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Embedded, the words' index merges its pending list in the server's thread whenever the list fills: at the
    // default 4 MB one catch-up batch in a few took 0.8-1 s instead of ~0.15. A smaller list merges more often, a
    // quarter as much each time.
    if (db.kind === 'pglite') await tx.exec(`SET LOCAL gin_pending_list_limit = ${EMBEDDED_GIN_PENDING_KB}`);
    const [state] = await tx.query<{ after_id: string }>(
      'SELECT after_id FROM cm_search_rebuilds WHERE enterprise_id = $1 FOR UPDATE',
      [enterpriseId],
    );
    if (!state) return false;
    const searchable = searchableIds(await loadDefinitions(tx, enterpriseId));
    // One JSON text for the whole batch: a result row per customer costs more to decode than the database takes
    // to find it (PGlite: ~13 µs a row). Each customer comes as [id, number, the name and its searchable values
    // in one text], joined by spaces as customerSearchWords joins them, so searchVectorOfText gives the same words;
    // the values nobody searches stay in the database (half the text and objects to parse, less heap to grow).
    const [{ batch }] = (await tx.query<{ batch: string | null }>(
      `SELECT json_agg(json_build_array(id, phone_number,
                  concat_ws(' ', name, (SELECT string_agg(c.data ->> k, ' ' ORDER BY o)
                                          FROM unnest($4::text[]) WITH ORDINALITY AS s(k, o)))) ORDER BY id)::text AS batch
           FROM (SELECT id, name, phone_number, data FROM cm_customers
                  WHERE enterprise_id = $1 AND id > $2 ORDER BY id LIMIT $3) c`,
      [enterpriseId, state.after_id, batchSize, searchable],
    )) as [{ batch: string | null }];
    const rows = batch ? (JSON.parse(batch) as [string, string, string][]) : [];
    const words = { ids: [] as string[], search: [] as string[] };
    for (const [id, phoneNumber, text] of rows) {
      words.ids.push(id);
      words.search.push(searchVectorOfText(text, phoneNumber));
    }
    const last = words.ids[words.ids.length - 1];
    if (last !== undefined && upsert) await upsertSearchWords(tx, enterpriseId, words);
    else if (last !== undefined) {
      // Only these customers' words: others in the same id range may have been committed since the read.
      await tx.query('DELETE FROM cm_customer_search WHERE enterprise_id = $1 AND customer_id = ANY($2::text[])', [
        enterpriseId,
        words.ids,
      ]);
      const copy = words.ids.map((id, i) => searchCopyRow(enterpriseId, id, words.search[i]!)).join('');
      await tx.copyIn('cm_customer_search', SEARCH_COPY_COLUMNS, copy);
    }
    if (rows.length < batchSize) {
      await tx.query('DELETE FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]);
      return false;
    }
    await tx.query('UPDATE cm_search_rebuilds SET after_id = $2 WHERE enterprise_id = $1', [enterpriseId, last]);
    return true;
  });
}
