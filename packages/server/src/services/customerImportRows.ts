/**
 * The CPU half of a CSV import: bytes in, validated batches out. Pure (no database), so it runs either in the
 * server's thread or in a worker thread (customerImportThread.ts) while the server writes the previous batch.
 */
import {
  CsvReader,
  customerSearchVector,
  planRows,
  validateCsvRow,
  type CsvRecord,
  type HeaderMapping,
  type InputFieldDefinition,
  type RowPlan,
  type ValidCustomer,
} from '@parley/api-client/contract';
import { orderedIds } from '../db/ids.ts';

/** What the row reader needs to know about one import (plain data: it crosses to a worker thread). */
export interface RowJob {
  uploadId: string;
  enterpriseId: string;
  segmentId: string;
  replace: boolean;
  definitions: InputFieldDefinition[];
  userHeaders: string[];
  headerMapping: HeaderMapping[];
  /** Lines up to this one are committed already (the header is line 1). */
  cursorLine: number;
  batchRows: number;
  /**
   * Write the customers' search words with them (small files: searchable as soon as the import completes). A large
   * import leaves them to a search catch-up after it (see ImportWorker), which keeps the search index out of the way.
   */
  searchInline: boolean;
}

/**
 * One batch of file lines, validated, as COPY rows ready for the database (UTF-8 bytes, handed from a worker thread
 * without copying).
 */
export interface RowBatch {
  /** The last file line in the batch. */
  lastLine: number;
  /** Bytes of the file read when the batch was complete (progress). */
  bytesRead: number;
  /** Lines in the batch, accepted and rejected. */
  total: number;
  /** Valid lines (a number repeated in the batch counts each time, is written once). */
  accepted: number;
  /** Customers in `copy`: one per phone number (repeated within the batch: the last row with Replace, else the first). */
  customers: number;
  /** COPY rows of CUSTOMER_COPY_COLUMNS, each with a new id. */
  copy: Uint8Array;
  /** The lowest id in `copy` (ids are made in order), null when it has no customers. */
  firstId: string | null;
  /** With `searchInline`, COPY rows of SEARCH_COPY_COLUMNS for the customers of `copy`, in the same order; else empty. */
  searchCopy: Uint8Array;
  /** Rejected lines in `errorCopy`. */
  errors: number;
  /** COPY rows of UPLOAD_ERROR_COPY_COLUMNS: the line, its text and its messages ([{message}] JSON). */
  errorCopy: Uint8Array;
}

/** Columns of the COPY rows of a batch's customers (in this order). */
export const CUSTOMER_COPY_COLUMNS = ['id', 'enterprise_id', 'name', 'phone_number', 'tags', 'data'] as const;
/** Columns of the COPY rows of a batch's search words. */
export const SEARCH_COPY_COLUMNS = ['enterprise_id', 'customer_id', 'search'] as const;
/** A COPY row of SEARCH_COPY_COLUMNS (ids are hex, words need no escaping: see customerSearchVector). */
export const searchCopyRow = (enterpriseId: string, customerId: string, vector: string): string =>
  `${enterpriseId}\t${customerId}\t${vector}\n`;
/** Columns of the COPY rows of a batch's rejected lines. */
export const UPLOAD_ERROR_COPY_COLUMNS = ['upload_id', 'line', 'line_text', 'messages'] as const;

const COPY_SPECIAL = /[\\\t\n\r]/;
/** A value for PostgreSQL's COPY text format (backslash, tab and line breaks escaped). */
export const copyField = (value: string): string =>
  COPY_SPECIAL.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;

const COPY_ESCAPE = /\\(.)/g;
const unescapeChar = (_: string, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c);
/** The value of a COPY text field written by copyField. */
export const copyValue = (field: string): string =>
  field.includes('\\') ? field.replace(COPY_ESCAPE, unescapeChar) : field;

/** A customer row of a batch's COPY text, its fields still escaped. */
export interface CopiedCustomer {
  /** The whole row, without its line break. */
  line: string;
  id: string;
  phone: string;
  /** Escaped (copyValue gives the text). */
  name: string;
  /** Escaped JSON. */
  data: string;
}

/** The customer rows of a batch (the look-up path of a write). */
export function copiedCustomers(copy: Uint8Array): CopiedCustomer[] {
  const text = new TextDecoder().decode(copy);
  const out: CopiedCustomer[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [id, , name, phone, , data] = line.split('\t') as [string, string, string, string, string, string];
    out.push({ line, id, phone, name, data });
  }
  return out;
}

const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** UTF-8 text appended straight into a growing buffer (no long string to flatten and encode at the end). */
class ByteWriter {
  private buf: Buffer;
  private at = 0;

  constructor(capacity: number) {
    this.buf = Buffer.allocUnsafe(Math.max(capacity, 1024));
  }

  write(text: string): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.at + text.length * 3 > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + text.length * 3));
      this.buf.copy(bigger, 0, 0, this.at);
      this.buf = bigger;
    }
    this.at += this.buf.write(text, this.at);
  }

  /**
   * The bytes written, in an ArrayBuffer of their own (transferable to another thread). A view, not a copy: the
   * writer's own buffer (never from Node's shared pool at these sizes) is handed over.
   */
  bytes(): Uint8Array {
    if (this.buf.byteOffset === 0 && this.buf.buffer.byteLength === this.buf.length) {
      return new Uint8Array(this.buf.buffer, 0, this.at);
    }
    return new Uint8Array(this.buf.buffer.slice(this.buf.byteOffset, this.buf.byteOffset + this.at));
  }
}

/** Reads an upload's bytes in order and cuts the lines after the cursor into validated batches. */
export class RowBatcher {
  private readonly reader = new CsvReader();
  private readonly decoder = new TextDecoder('utf-8');
  private readonly plan: RowPlan;
  private readonly searchable: string[];
  private line = 0;
  private bytesRead = 0;
  private records: CsvRecord[] = [];
  /** Records of the batch being filled; the first is file line `pendingLine`, the others follow it. */
  private pending: CsvRecord[] = [];
  private pendingLine = 0;

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
      if (this.pending.length === 0) this.pendingLine = this.line;
      this.pending.push(record);
      if (this.pending.length >= this.job.batchRows) out.push(this.validate());
    }
    this.records = [];
    if (final && this.pending.length > 0) out.push(this.validate());
    return out;
  }

  private validate(): RowBatch {
    const rows = this.pending;
    const firstLine = this.pendingLine;
    this.pending = [];
    const { replace, enterpriseId, segmentId, uploadId } = this.job;
    if (!SAFE_ID.test(enterpriseId) || !SAFE_ID.test(segmentId) || !SAFE_ID.test(uploadId))
      throw new Error('unexpected id format');
    // One statement may not touch a row twice: a repeated number keeps one row (Replace: the last, else the first).
    const byPhone = new Map<string, number>();
    const kept: ValidCustomer[] = [];
    let accepted = 0;
    let errors = 0;
    const errorCopy = new ByteWriter(4096);
    for (let r = 0; r < rows.length; r += 1) {
      const record = rows[r]!;
      const line = firstLine + r;
      const result = validateCsvRow(this.plan, record.fields);
      const c = result.customer;
      if (!c) {
        errors += 1;
        const messages = JSON.stringify(result.errors.map((message) => ({ message })));
        // The line is kept as text, which cannot hold U+0000: a NUL shows as U+FFFD.
        const text = record.raw.slice(0, 10_000).replaceAll('\u0000', '\uFFFD');
        errorCopy.write(`${uploadId}\t${line}\t${copyField(text)}\t${copyField(messages)}\n`);
        continue;
      }
      accepted += 1;
      const seen = byPhone.get(c.phoneNumber);
      if (seen === undefined) {
        byPhone.set(c.phoneNumber, kept.length);
        kept.push(c);
      } else if (replace) kept[seen] = c;
    }
    const ids = orderedIds(kept.length);
    const fixed = `\t${enterpriseId}\t`;
    const tags = `\t{${segmentId}}\t`;
    // About 230 bytes per customer with five custom fields; a guess too small costs a doubling and a copy.
    const copy = new ByteWriter(kept.length * 320);
    const searchCopy = new ByteWriter(this.job.searchInline ? kept.length * 120 : 0);
    for (let i = 0; i < kept.length; i += 1) {
      const c = kept[i]!;
      copy.write(`${ids[i]}${fixed}${copyField(c.name)}\t${c.phoneNumber}${tags}${copyField(JSON.stringify(c.data))}\n`);
      if (this.job.searchInline) {
        searchCopy.write(searchCopyRow(enterpriseId, ids[i]!, customerSearchVector(c, this.searchable)));
      }
    }
    return {
      lastLine: firstLine + rows.length - 1,
      bytesRead: this.bytesRead,
      total: rows.length,
      accepted,
      customers: kept.length,
      copy: copy.bytes(),
      firstId: ids[0] ?? null,
      searchCopy: searchCopy.bytes(),
      errors,
      errorCopy: errorCopy.bytes(),
    };
  }
}
