/**
 * The CPU half of a CSV import: bytes in, validated batches out. Pure (no database), so it runs either in the
 * server's thread or in a worker thread (customerImportThread.ts) while the server writes the previous batch.
 */
import { randomBytes } from 'node:crypto';
import {
  CsvReader,
  customerSearchWords,
  planRows,
  validateCsvRow,
  type CsvRecord,
  type HeaderMapping,
  type InputFieldDefinition,
  type RowPlan,
  type ValidCustomer,
} from '@parley/api-client/contract';

/** What the row reader needs to know about one import (plain data: it crosses to a worker thread). */
export interface RowJob {
  enterpriseId: string;
  segmentId: string;
  replace: boolean;
  definitions: InputFieldDefinition[];
  userHeaders: string[];
  headerMapping: HeaderMapping[];
  /** Lines up to this one are committed already (the header is line 1). */
  cursorLine: number;
  batchRows: number;
}

/** One batch of file lines, validated. Accepted customers are listed once per phone number. */
export interface RowBatch {
  /** The last file line in the batch. */
  lastLine: number;
  /** Bytes of the file read when the batch was complete (progress). */
  bytesRead: number;
  /** Lines in the batch, accepted and rejected. */
  total: number;
  /** Valid lines (a number repeated in the batch counts each time, is written once). */
  accepted: number;
  /** The customers to write: a number repeated within the batch keeps its last row with Replace, else its first. */
  phones: string[];
  names: string[];
  /** Custom values by definition id, as JSON. */
  data: string[];
  /** Search words, space-separated (tsvector text). */
  search: string[];
  /** The same customers as COPY rows of CUSTOMER_COPY_COLUMNS, UTF-8, each with a new id. */
  copy: Uint8Array;
  errorLines: number[];
  errorTexts: string[];
  /** JSON: [{message}] per rejected line. */
  errorMessages: string[];
}

/** Columns of the COPY rows a batch carries (in this order). */
export const CUSTOMER_COPY_COLUMNS = ['id', 'enterprise_id', 'name', 'phone_number', 'tags', 'data', 'search'] as const;

const COPY_SPECIAL = /[\\\t\n\r]/;
/** A value for PostgreSQL's COPY text format (backslash, tab and line breaks escaped). */
export const copyField = (value: string): string =>
  COPY_SPECIAL.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;

const SAFE_ID = /^[A-Za-z0-9_-]+$/;
let lastMs = 0;
let lastPrefix = '';

/**
 * `n` new customer ids: 32 hex characters like `newId()`, of which the first 12 are the time in milliseconds and
 * 20 random. Ids made together sort together, so the primary-key index grows at its right edge instead of
 * touching a random page per row (and a full page image in the WAL after each checkpoint).
 */
export function orderedIds(n: number): string[] {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastPrefix = now.toString(16).padStart(12, '0');
  }
  const random = randomBytes(10 * n).toString('hex');
  const ids = new Array<string>(n);
  for (let i = 0; i < n; i += 1) ids[i] = lastPrefix + random.slice(i * 20, i * 20 + 20);
  return ids;
}

/** COPY text rows for customers joining `segmentId` (the fresh-insert path of an import). */
export function customerCopyRows(
  enterpriseId: string,
  segmentId: string,
  customers: { phones: readonly string[]; names: readonly string[]; data: readonly string[]; search: readonly string[] },
  pick?: readonly number[],
): string {
  if (!SAFE_ID.test(enterpriseId) || !SAFE_ID.test(segmentId)) throw new Error('unexpected id format');
  const count = pick ? pick.length : customers.phones.length;
  const ids = orderedIds(count);
  const fixed = `\t${enterpriseId}\t`;
  const tags = `\t{${segmentId}}\t`;
  let out = '';
  for (let k = 0; k < count; k += 1) {
    const i = pick ? pick[k]! : k;
    out += `${ids[k]}${fixed}${copyField(customers.names[i]!)}\t${customers.phones[i]}${tags}${copyField(customers.data[i]!)}\t${customers.search[i]}\n`;
  }
  return out;
}

const encoder = new TextEncoder();

/** Reads an upload's bytes in order and cuts the lines after the cursor into validated batches. */
export class RowBatcher {
  private readonly reader = new CsvReader();
  private readonly decoder = new TextDecoder('utf-8');
  private readonly plan: RowPlan;
  private readonly searchable: string[];
  private line = 0;
  private bytesRead = 0;
  private records: CsvRecord[] = [];
  private pending: { line: number; record: CsvRecord }[] = [];

  constructor(private readonly job: RowJob) {
    this.plan = planRows(job.definitions, job.userHeaders, job.headerMapping);
    this.searchable = job.definitions.filter((d) => d.search).map((d) => d._id);
  }

  /** Feeds the next bytes of the file; returns the batches they completed. */
  push(bytes: Uint8Array): RowBatch[] {
    this.bytesRead += bytes.byteLength;
    this.reader.push(this.decoder.decode(bytes, { stream: true }), this.records);
    return this.take(false);
  }

  /** The end of the file: the last (partial) batch, if any. */
  end(): RowBatch[] {
    this.reader.push(this.decoder.decode(), this.records);
    this.reader.end(this.records);
    return this.take(true);
  }

  private take(final: boolean): RowBatch[] {
    const out: RowBatch[] = [];
    for (const record of this.records) {
      this.line += 1;
      if (this.line === 1 || this.line <= this.job.cursorLine) continue;
      this.pending.push({ line: this.line, record });
      if (this.pending.length >= this.job.batchRows) out.push(this.validate());
    }
    this.records = [];
    if (final && this.pending.length > 0) out.push(this.validate());
    return out;
  }

  private validate(): RowBatch {
    const rows = this.pending;
    this.pending = [];
    const { replace, enterpriseId, segmentId } = this.job;
    const byPhone = new Map<string, number>();
    const phones: string[] = [];
    const names: string[] = [];
    const data: string[] = [];
    const search: string[] = [];
    const errorLines: number[] = [];
    const errorTexts: string[] = [];
    const errorMessages: string[] = [];
    let accepted = 0;
    const put = (at: number, c: ValidCustomer) => {
      names[at] = c.name;
      data[at] = JSON.stringify(c.data);
      search[at] = customerSearchWords(c, this.searchable).join(' ');
    };
    for (const { line, record } of rows) {
      const result = validateCsvRow(this.plan, record.fields);
      const c = result.customer;
      if (!c) {
        errorLines.push(line);
        errorTexts.push(record.raw.slice(0, 10_000));
        errorMessages.push(JSON.stringify(result.errors.map((message) => ({ message }))));
        continue;
      }
      accepted += 1;
      // One statement may not touch a row twice: a repeated number keeps one row (Replace: the last, else the first).
      const seen = byPhone.get(c.phoneNumber);
      if (seen === undefined) {
        byPhone.set(c.phoneNumber, phones.length);
        phones.push(c.phoneNumber);
        put(phones.length - 1, c);
      } else if (replace) put(seen, c);
    }
    const customers = { phones, names, data, search };
    return {
      lastLine: rows[rows.length - 1]!.line,
      bytesRead: this.bytesRead,
      total: rows.length,
      accepted,
      ...customers,
      copy: encoder.encode(customerCopyRows(enterpriseId, segmentId, customers)),
      errorLines,
      errorTexts,
      errorMessages,
    };
  }
}
