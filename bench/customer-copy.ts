/**
 * The database's ceiling for a customer import: the benchmark file validated into COPY batches first (not timed),
 * then the batches written as the import writes them (one transaction each: customers, rejected lines), with and
 * without their search words (as small imports and as large ones write them). Into PGlite, and with
 * `--postgres URL` also into PostgreSQL, from one and from two connections at once. No HTTP, no worker thread, no
 * upload: what is left is the database's own cost per row, the most an import can reach on this machine whatever
 * its validation costs. Prints one table.
 *   npm run bench:customer-copy -- [--rows 200000] [--postgres postgres://…]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseDefinition, type InputFieldDefinition, type InputFieldDefinitionSave } from '@parley/api-client/contract';
import pg from 'pg';
import type { Database } from '../packages/server/src/db/database.ts';
import { openPglite } from '../packages/server/src/db/pglite.ts';
import { openPostgres } from '../packages/server/src/db/postgres.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { newId, orderedId } from '../packages/server/src/db/ids.ts';
import {
  CUSTOMER_COPY_COLUMNS,
  RowBatcher,
  SEARCH_COPY_COLUMNS,
  UPLOAD_ERROR_COPY_COLUMNS,
  type RowBatch,
} from '../packages/server/src/areas/customers/services/customerImportRows.ts';
import { IMPORT_BATCH_ROWS } from '../packages/server/src/areas/customers/services/customerImport.ts';
import { CSV_HEADERS, CUSTOM_FIELDS, writeCsv } from './customerData.ts';
import { arg } from './args.ts';
import { markdownTable } from './markdownTable.ts';

const ROWS = Number(arg('rows') ?? 200_000);
/** Also PostgreSQL (one schema per run, dropped after), with one and with two COPY streams. */
const POSTGRES = arg('postgres');

const dir = mkdtempSync(join(tmpdir(), 'parley-copy-'));
try {
  const csvPath = join(dir, 'customers.csv');
  await writeCsv(csvPath, ROWS);
  // Ids as the server makes them (32 hex characters, segments 't1'..., fields 'f1'...): they are in every row.
  const [enterpriseId, uploadId, segmentId] = [orderedId(), newId(), 't1'];
  // The definitions as the server stores them after a save.
  const definitions: InputFieldDefinition[] = Object.entries(CUSTOM_FIELDS).map(([fieldName, over], index) => ({
    _id: `f${index + 1}`,
    index,
    ...normaliseDefinition({ fieldName, fieldLabel: fieldName, fieldHelptext: fieldName, mandatory: false, ...over } as unknown as InputFieldDefinitionSave),
  }));
  const batcher = new RowBatcher({
    uploadId,
    enterpriseId,
    segmentId,
    replace: false,
    definitions,
    userHeaders: CSV_HEADERS,
    headerMapping: CSV_HEADERS.map((h) => ({ src: h, des: h })),
    cursorLine: 1,
    batchRows: IMPORT_BATCH_ROWS,
    searchInline: true,
  });
  const file = readFileSync(csvPath);
  const batches: RowBatch[] = [];
  for (let at = 0; at < file.length; at += 1 << 20) batches.push(...batcher.push(file.subarray(at, at + (1 << 20))));
  batches.push(...batcher.end());

  const lines: string[][] = [];
  const targets: { label: string; streams: number; open: (name: string) => Promise<Database>; drop: (name: string) => Promise<void> }[] = [
    { label: 'PGlite', streams: 1, open: (name) => openPglite(join(dir, name)), drop: async () => undefined },
  ];
  if (POSTGRES) {
    const schemaOf = (name: string) => `bench_copy_${name}_${Date.now().toString(36)}`;
    const schemas = new Map<string, string>();
    const postgres = {
      open: (name: string) => {
        schemas.set(name, schemaOf(name));
        return openPostgres({ connectionString: POSTGRES, schema: schemas.get(name)! });
      },
      drop: async (name: string) => {
        const client = new pg.Client({ connectionString: POSTGRES });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schemas.get(name)} CASCADE`);
        await client.end();
      },
    };
    for (const streams of [1, 2]) targets.push({ label: 'PostgreSQL', streams, ...postgres });
  }
  for (const target of targets) {
    for (const withSearch of [true, false]) {
      const name = `${target.label.toLowerCase()}_${target.streams}_${withSearch ? 'with' : 'without'}`;
      const db = await target.open(name);
      try {
        await migrate(db);
        await db.query("INSERT INTO enterprises (id, name) VALUES ($1, 'Bench')", [enterpriseId]);
        await db.query("INSERT INTO cm_uploads (id, enterprise_id, file_name) VALUES ($1, $2, 'customers.csv')", [uploadId, enterpriseId]);
        const started = performance.now();
        // Each stream writes every n-th batch, one transaction per batch, as the import's parallel writes would.
        const rows = await Promise.all(
          Array.from({ length: target.streams }, async (_, stream) => {
            let written = 0;
            for (let b = stream; b < batches.length; b += target.streams) {
              const batch = batches[b]!;
              await db.transaction(async (tx) => {
                if (db.kind === 'postgres') await tx.exec('SET LOCAL synchronous_commit = off');
                await tx.copyIn('cm_customers', CUSTOMER_COPY_COLUMNS, batch.copy);
                if (withSearch) await tx.copyIn('cm_customer_search', SEARCH_COPY_COLUMNS, batch.searchCopy);
                if (batch.errors > 0) await tx.copyIn('cm_upload_errors', UPLOAD_ERROR_COPY_COLUMNS, batch.errorCopy);
              });
              written += batch.total;
            }
            return written;
          }),
        ).then((counts) => counts.reduce((a, b) => a + b, 0));
        const secs = (performance.now() - started) / 1000;
        lines.push([
          target.label,
          String(target.streams),
          withSearch ? 'customers and their search words' : 'customers only',
          rows.toLocaleString('en'),
          `${secs.toFixed(1)} s`,
          `${((secs * 1e6 * target.streams) / rows).toFixed(1)} µs`,
          Math.round(rows / secs).toLocaleString('en'),
        ]);
      } finally {
        await db.close();
        await target.drop(name);
      }
    }
  }
  const head = ['COPY only', 'streams', 'writes', 'rows', 'time', 'per row and stream', 'rows/s'];
  console.log(markdownTable(head, lines));
  console.log('Nothing else runs: no HTTP, no upload, no validation. Goals: 100,000 rows/s on PostgreSQL, 50,000 embedded.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
