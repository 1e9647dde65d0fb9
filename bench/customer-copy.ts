/**
 * The embedded database's ceiling for a customer import: the benchmark file validated into COPY batches first
 * (not timed), then the batches written into PGlite as the import writes them (one transaction each: customers,
 * rejected lines), with and without the search index. No HTTP, no worker thread, no upload: what is left is the
 * database's own cost per row. Prints one table.
 *   npm run bench:customer-copy -- [--rows 200000]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseDefinition, type InputFieldDefinition, type InputFieldDefinitionSave } from '@parley/api-client/contract';
import { openPglite } from '../packages/server/src/db/pglite.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import {
  CUSTOMER_COPY_COLUMNS,
  RowBatcher,
  UPLOAD_ERROR_COPY_COLUMNS,
  type RowBatch,
} from '../packages/server/src/services/customerImportRows.ts';
import { IMPORT_BATCH_ROWS } from '../packages/server/src/services/customerImport.ts';
import { CSV_HEADERS, CUSTOM_FIELDS, writeCsv } from './customerData.ts';
import { markdownTable } from './markdownTable.ts';

const i = process.argv.indexOf('--rows');
const ROWS = Number(i >= 0 ? process.argv[i + 1] : 200_000);

const dir = mkdtempSync(join(tmpdir(), 'parley-copy-'));
try {
  const csvPath = join(dir, 'customers.csv');
  await writeCsv(csvPath, ROWS);
  // The definitions as the server stores them after a save.
  const definitions: InputFieldDefinition[] = Object.entries(CUSTOM_FIELDS).map(([fieldName, over], index) => ({
    _id: `f${index}`,
    index,
    ...normaliseDefinition({ fieldName, fieldLabel: fieldName, fieldHelptext: fieldName, mandatory: false, ...over } as unknown as InputFieldDefinitionSave),
  }));
  const batcher = new RowBatcher({
    uploadId: 'u1',
    enterpriseId: 'e1',
    segmentId: 's1',
    replace: false,
    definitions,
    userHeaders: CSV_HEADERS,
    headerMapping: CSV_HEADERS.map((h) => ({ src: h, des: h })),
    cursorLine: 1,
    batchRows: IMPORT_BATCH_ROWS,
  });
  const file = readFileSync(csvPath);
  const batches: RowBatch[] = [];
  for (let at = 0; at < file.length; at += 1 << 20) batches.push(...batcher.push(file.subarray(at, at + (1 << 20))));
  batches.push(...batcher.end());

  const lines: string[][] = [];
  for (const withSearch of [true, false]) {
    const db = await openPglite(join(dir, withSearch ? 'with' : 'without'));
    try {
      await migrate(db);
      if (!withSearch) await db.exec('DROP INDEX cm_customers_search');
      await db.query("INSERT INTO enterprises (id, name) VALUES ('e1', 'Bench')");
      await db.query("INSERT INTO cm_uploads (id, enterprise_id, file_name) VALUES ('u1', 'e1', 'customers.csv')");
      let rows = 0;
      const started = performance.now();
      for (const batch of batches) {
        await db.transaction(async (tx) => {
          await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, batch.copy);
          if (batch.errors > 0) await tx.copyIn('cm_upload_errors', UPLOAD_ERROR_COPY_COLUMNS, batch.errorCopy);
        });
        rows += batch.total;
      }
      const secs = (performance.now() - started) / 1000;
      lines.push([
        withSearch ? 'all indexes' : 'without the search index',
        rows.toLocaleString('en'),
        `${secs.toFixed(1)} s`,
        `${((secs * 1e6) / rows).toFixed(1)} µs`,
        Math.round(rows / secs).toLocaleString('en'),
      ]);
    } finally {
      await db.close();
    }
  }
  const head = ['PGlite, COPY only', 'rows', 'time', 'per row', 'rows/s'];
  console.log(markdownTable(head, lines));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
