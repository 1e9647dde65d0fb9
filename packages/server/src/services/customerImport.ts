import {
  CsvReader,
  planRows,
  validateCsvRow,
  type CsvRecord,
  type HeaderMapping,
  type ValidCustomer,
} from '@parley/api-client/contract';
import type { Database, Queryable } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { loadDefinitions } from './customerMaster.ts';

/** Rows validated and written per transaction; the cursor moves once per batch. */
export const IMPORT_BATCH_ROWS = 10_000;

export interface ImportLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

interface UploadJob {
  id: string;
  enterprise_id: string;
  segment_id: string;
  user_headers: string[];
  header_mapping: HeaderMapping[];
  replace: boolean;
  cursor_line: number;
}

/**
 * Writes accepted customers with one array-parameter statement per batch (unnest), the same SQL on PGlite and
 * PostgreSQL. A number already known to the enterprise joins the segment; with `replace` its name and the mapped
 * custom values are overwritten, otherwise they are kept.
 */
export async function writeCustomers(
  tx: Queryable,
  enterpriseId: string,
  segmentId: string,
  replace: boolean,
  customers: readonly ValidCustomer[],
): Promise<void> {
  if (customers.length === 0) return;
  // One statement may not touch a row twice: collapse repeated numbers (replace: last wins, else first wins).
  const byPhone = new Map<string, ValidCustomer>();
  for (const c of customers) if (replace || !byPhone.has(c.phoneNumber)) byPhone.set(c.phoneNumber, c);
  const ids: string[] = [];
  const names: string[] = [];
  const phones: string[] = [];
  const data: string[] = [];
  for (const c of byPhone.values()) {
    ids.push(newId());
    names.push(c.name);
    phones.push(c.phoneNumber);
    data.push(JSON.stringify(c.data));
  }
  await tx.query(
    `INSERT INTO cm_customers (id, enterprise_id, name, phone_number, tags, data)
     SELECT u.id, $1, u.name, u.phone, ARRAY[$2::text], u.data::jsonb
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS u(id, name, phone, data)
     ON CONFLICT (enterprise_id, phone_number) DO UPDATE SET
       tags = CASE WHEN $2::text = ANY(cm_customers.tags) THEN cm_customers.tags ELSE cm_customers.tags || $2::text END,
       name = CASE WHEN $7::boolean THEN EXCLUDED.name ELSE cm_customers.name END,
       data = CASE WHEN $7::boolean THEN cm_customers.data || EXCLUDED.data ELSE cm_customers.data END,
       updated_at = now()`,
    [enterpriseId, segmentId, ids, names, phones, data, replace],
  );
}

/**
 * Runs imports in the server process, one at a time. Each batch commits the customers it accepted, the rows it
 * rejected and the upload's cursor and counts in one transaction, so a crash loses at most the batch in flight
 * and a restart resumes after the last committed line: no row is half-written or counted twice.
 */
export class ImportWorker {
  private queue: string[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: ImportLog,
    private readonly batchRows = IMPORT_BATCH_ROWS,
  ) {}

  /** Picks up the imports a previous process left WAITING. */
  async resumePending(): Promise<void> {
    const rows = await this.db.query<{ id: string }>(
      "SELECT id FROM cm_uploads WHERE state = 'WAITING' ORDER BY created_at, id",
    );
    for (const row of rows) this.enqueue(row.id);
  }

  enqueue(uploadId: string): void {
    if (this.stopped || this.queue.includes(uploadId)) return;
    this.queue.push(uploadId);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when the queue is empty (tests, benchmark). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops after the batch in flight; what is left stays WAITING for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.running;
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined && !this.stopped; id = this.queue.shift()) {
      try {
        await this.run(id);
      } catch (error) {
        this.log.error({ err: error, uploadId: id }, 'customer import failed');
        await this.db
          .query(
            "UPDATE cm_uploads SET state = 'ERROR', message = $2, completed_at = now() WHERE id = $1 AND state = 'WAITING'",
            [id, error instanceof Error ? error.message.slice(0, 500) : String(error)],
          )
          .catch(() => undefined);
      }
    }
  }

  /** Imports one upload from its cursor to the end of the file. */
  async run(uploadId: string): Promise<void> {
    const [job] = await this.db.query<UploadJob>(
      `SELECT id, enterprise_id, segment_id, user_headers, header_mapping, replace, cursor_line
         FROM cm_uploads WHERE id = $1 AND state = 'WAITING'`,
      [uploadId],
    );
    if (!job) return;
    const started = Date.now();
    const definitions = await loadDefinitions(this.db, job.enterprise_id);
    const plan = planRows(definitions, job.user_headers, job.header_mapping);

    const reader = new CsvReader();
    const decoder = new TextDecoder('utf-8');
    let line = 0; // the header is line 1
    let pending: CsvRecord[] = [];
    let batch: { line: number; record: CsvRecord }[] = [];
    let bytesRead = 0;

    const flush = async () => {
      if (batch.length === 0 || this.stopped) return;
      const accepted: ValidCustomer[] = [];
      const errorLines: number[] = [];
      const errorTexts: string[] = [];
      const errorMessages: string[] = [];
      for (const { line: at, record } of batch) {
        const result = validateCsvRow(plan, record.fields);
        if (result.customer) accepted.push(result.customer);
        else {
          errorLines.push(at);
          errorTexts.push(record.raw.slice(0, 10_000));
          errorMessages.push(JSON.stringify(result.errors.map((message) => ({ message }))));
        }
      }
      const lastLine = batch[batch.length - 1]!.line;
      const count = batch.length;
      batch = [];
      await this.db.transaction(async (tx) => {
        // A batch lost to a crash is redone from the cursor, so it need not wait for the WAL flush (PostgreSQL).
        if (this.db.kind === 'postgres') await tx.exec('SET LOCAL synchronous_commit = off');
        // The cursor guard makes a replayed batch (two workers, a retry) a no-op instead of a double count.
        const [claimed] = await tx.query<{ id: string }>(
          `UPDATE cm_uploads SET cursor_line = $2, bytes_read = $3,
                  total_lines = total_lines + $4, accepted_lines = accepted_lines + $5, error_lines = error_lines + $6
            WHERE id = $1 AND state = 'WAITING' AND cursor_line < $2 RETURNING id`,
          [uploadId, lastLine, bytesRead, count, accepted.length, errorLines.length],
        );
        if (!claimed) return;
        await writeCustomers(tx, job.enterprise_id, job.segment_id, job.replace, accepted);
        if (errorLines.length) {
          await tx.query(
            `INSERT INTO cm_upload_errors (upload_id, line, line_text, messages)
             SELECT $1, u.line, u.text, u.messages::jsonb
               FROM unnest($2::int[], $3::text[], $4::text[]) AS u(line, text, messages)
             ON CONFLICT DO NOTHING`,
            [uploadId, errorLines, errorTexts, errorMessages],
          );
        }
      });
    };

    const take = async () => {
      for (const record of pending) {
        line += 1;
        if (line === 1 || line <= job.cursor_line) continue;
        batch.push({ line, record });
        if (batch.length >= this.batchRows) await flush();
      }
      pending = [];
    };

    for (let seq = 0; !this.stopped; seq += 1) {
      const [chunk] = await this.db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM cm_upload_chunks WHERE upload_id = $1 AND seq = $2',
        [uploadId, seq],
      );
      if (!chunk) break;
      bytesRead += chunk.bytes.byteLength;
      reader.push(decoder.decode(chunk.bytes, { stream: true }), pending);
      await take();
    }
    if (this.stopped) return;
    reader.push(decoder.decode(), pending);
    reader.end(pending);
    await take();
    await flush();
    if (this.stopped) return;
    await this.db.transaction(async (tx) => {
      await tx.query(
        "UPDATE cm_uploads SET state = 'COMPLETED', completed_at = now(), bytes_read = file_size WHERE id = $1 AND state = 'WAITING'",
        [uploadId],
      );
      await tx.query('DELETE FROM cm_upload_chunks WHERE upload_id = $1', [uploadId]);
    });
    // Fresh statistics after a bulk load, so the list keeps walking the newest-first index instead of sorting.
    await this.db.exec('ANALYZE cm_customers');
    this.log.info({ uploadId, lines: line - 1, ms: Date.now() - started }, 'customer import completed');
  }
}


