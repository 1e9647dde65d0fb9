/**
 * The CPU half of a CSV import: bytes in, validated batches out. Pure (no database), so it runs either in the
 * server's thread or in a worker thread (customerImportThread.ts) while the server writes the previous batch.
 */
import {
  CsvReader,
  csvTextDecoder,
  customerSearchVector,
  planRows,
  validateCsvRow,
  type CsvEncoding,
  type CsvTextDecoder,
  type HeaderMapping,
  type InputFieldDefinition,
  type RowPlan,
} from '@parley/api-client/contract';
import { OrderedIdSource } from '../../../db/ids.ts';

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
  /** The file's encoding, decided when it was uploaded (default UTF-8). */
  encoding?: CsvEncoding;
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

/** Whether the text holds a character JSON escapes (a quote, a backslash, a control character) or a surrogate. */
function needsJsonEscape(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

/**
 * `copyField(JSON.stringify(data))` for a customer's custom values, byte for byte, with `ids` their definitions' ids
 * in the order the values were set (validateCustomer's) and `keys` those ids as JSON keys (`"id":`). A value with
 * nothing to escape is quoted as it is: half the time of JSON.stringify's (0.9 -> 0.45 µs for five values).
 */
export function copyDataJson(
  ids: readonly string[],
  keys: readonly string[],
  data: Readonly<Record<string, string>>,
): string {
  let json = '{';
  for (let i = 0; i < ids.length; i += 1) {
    const value = data[ids[i]!];
    if (value === undefined) continue;
    if (json.length > 1) json += ',';
    json += keys[i]! + (needsJsonEscape(value) ? copyField(JSON.stringify(value)) : `"${value}"`);
  }
  return `${json}}`;
}

const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** Characters joined before they are encoded: short-lived in the young generation, one native call per flush. */
const FLUSH_CHARS = 16_384;

/**
 * UTF-8 text gathered into a growing buffer outside the JavaScript heap. Rows are joined into a string first and
 * encoded a few thousand characters at a time: encoding each ~230-byte row by itself cost more than building it.
 */
class ByteWriter {
  private buf: Buffer;
  private at = 0;
  private pending = '';

  constructor(
    capacity: number,
    private readonly pool: BufferPool | null = null,
  ) {
    // Never a slice of Node's shared pool: the buffer is handed over whole (to another thread, back to the pool).
    this.buf = pool?.take(capacity) ?? Buffer.allocUnsafeSlow(Math.max(capacity, 1024));
  }

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= FLUSH_CHARS) this.flush();
  }

  /** The bytes written: a view of the writer's own buffer (transferable to another thread), not a copy. */
  bytes(): Uint8Array {
    this.flush();
    return new Uint8Array(this.buf.buffer, this.buf.byteOffset, this.at);
  }

  private flush(): void {
    const text = this.pending;
    if (text === '') return;
    this.pending = '';
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    this.reserve(text.length * 3);
    this.at += this.buf.write(text, this.at);
  }

  private reserve(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.at + bytes));
    this.buf.copy(bigger, 0, 0, this.at);
    this.pool?.give(this.buf.buffer);
    this.buf = bigger;
  }
}

/**
 * Buffers of batches already written, given back to hold the next ones. A batch's few megabytes live outside the
 * JavaScript heap, where a dropped buffer is freed only by a full collection of the heap that held it: without
 * reuse, tens of megabytes of written batches waited for one (the server's peak memory during an import).
 */
export class BufferPool {
  private readonly free: ArrayBuffer[] = [];

  /** `minBytes`: smaller buffers are not kept (they would not hold a batch). */
  constructor(private readonly minBytes: number) {}

  /** Keeps the buffer for a later batch (a few at most; the rest are left to the collector). */
  give(buffer: ArrayBufferLike): void {
    if (buffer instanceof ArrayBuffer && buffer.byteLength >= this.minBytes && this.free.length < POOLED_BUFFERS)
      this.free.push(buffer);
  }

  /** A kept buffer of at least `bytes`, if there is one. */
  take(bytes: number): Buffer | undefined {
    const i = this.free.findIndex((b) => b.byteLength >= bytes);
    return i < 0 ? undefined : Buffer.from(this.free.splice(i, 1)[0]!);
  }
}
/** About 230 bytes per customer with five custom fields; a guess too small costs a doubling and a copy. */
const copyCapacity = (job: RowJob) => job.batchRows * 320;
/** Batches in flight at once: being filled, waiting, being written (see BATCHES_AHEAD), and one spare. */
const POOLED_BUFFERS = 4;

/** COPY text without the rows at `dropped` (a row is a line: COPY text escapes line breaks within fields). */
function withoutRows(copy: Uint8Array, dropped: ReadonlySet<number>): Uint8Array {
  const rows = new TextDecoder().decode(copy).split('\n');
  // The text ends with a line break: the last piece is empty.
  const kept = rows.slice(0, -1).filter((_, i) => !dropped.has(i));
  return kept.length === 0 ? new Uint8Array(0) : new TextEncoder().encode(`${kept.join('\n')}\n`);
}

/**
 * The batch being filled. Each record is validated and written as COPY text the moment it is read, so nothing of
 * it outlives it but bytes outside the JavaScript heap and its phone number: a batch's worth of records kept
 * until the batch was full survived into the old generation, and collecting them cost more than validating.
 */
class BatchBuilder {
  total = 0;
  accepted = 0;
  errors = 0;
  firstId: string | null = null;
  /** Customers written (a number repeated with Replace counts once, see `replaced`). */
  private rows = 0;
  private readonly copy: ByteWriter;
  private readonly searchCopy: ByteWriter;
  private readonly errorCopy = new ByteWriter(4096);
  /**
   * Phone number → its customer's index in the batch. Keyed by the number's digits as a number (a normalised number
   * is at most 15 digits, exact in a double): the number's text may be a slice of the file's text, which would keep
   * the whole chunk it was read from alive until the batch is finished.
   */
  private readonly byPhone = new Map<number, number>();
  /** Customers superseded by a later row of the same number (Replace): left out when the batch is finished. */
  private readonly replaced = new Set<number>();
  /** The custom definitions' ids, in the order validation sets their values, and as JSON keys (copyDataJson). */
  private readonly dataIds: string[];
  private readonly dataKeys: string[];

  constructor(
    readonly firstLine: number,
    private readonly job: RowJob,
    private readonly plan: RowPlan,
    private readonly searchable: string[],
    private readonly ids: OrderedIdSource,
    pool: BufferPool,
  ) {
    this.copy = new ByteWriter(copyCapacity(job), pool);
    this.searchCopy = new ByteWriter(job.searchInline ? job.batchRows * 120 : 0);
    this.dataIds = plan.defs.map((d) => d._id);
    this.dataKeys = this.dataIds.map((id) => `${copyField(JSON.stringify(id))}:`);
  }

  add(fields: string[], raw: string): void {
    const line = this.firstLine + this.total;
    this.total += 1;
    const result = validateCsvRow(this.plan, fields);
    const c = result.customer;
    if (!c) {
      this.errors += 1;
      const messages = JSON.stringify(result.errors.map((message) => ({ message })));
      // The line is kept as text, which cannot hold U+0000: a NUL shows as U+FFFD.
      const text = raw.slice(0, 10_000).replaceAll('\u0000', '\uFFFD');
      this.errorCopy.write(`${this.job.uploadId}\t${line}\t${copyField(text)}\t${copyField(messages)}\n`);
      return;
    }
    this.accepted += 1;
    // One statement may not touch a row twice: a repeated number keeps one row (Replace: the last, else the first).
    const phoneKey = Number(c.phoneNumber.slice(1));
    const seen = this.byPhone.get(phoneKey);
    if (seen !== undefined) {
      if (!this.job.replace) return;
      this.replaced.add(seen);
    }
    const { enterpriseId, segmentId } = this.job;
    const id = this.ids.next();
    this.firstId ??= id;
    this.byPhone.set(phoneKey, this.rows);
    this.rows += 1;
    this.copy.write(
      `${id}\t${enterpriseId}\t${copyField(c.name)}\t${c.phoneNumber}\t{${segmentId}}\t${copyDataJson(this.dataIds, this.dataKeys, c.data)}\n`,
    );
    if (this.job.searchInline) {
      this.searchCopy.write(searchCopyRow(enterpriseId, id, customerSearchVector(c, this.searchable)));
    }
  }

  finish(bytesRead: number): RowBatch {
    const copy = this.withoutReplaced(this.copy);
    return {
      lastLine: this.firstLine + this.total - 1,
      bytesRead,
      total: this.total,
      accepted: this.accepted,
      customers: this.rows - this.replaced.size,
      copy,
      // The first customer's, unless a later row of its number replaced it.
      firstId: this.replaced.has(0) ? new TextDecoder().decode(copy.subarray(0, copy.indexOf(9))) : this.firstId,
      searchCopy: this.withoutReplaced(this.searchCopy),
      errors: this.errors,
      errorCopy: this.errorCopy.bytes(),
    };
  }

  /** The writer's rows but those of superseded customers (rare: a number repeated in one batch, with Replace). */
  private withoutReplaced(writer: ByteWriter): Uint8Array {
    const bytes = writer.bytes();
    return this.replaced.size === 0 || bytes.length === 0 ? bytes : withoutRows(bytes, this.replaced);
  }
}

/** Reads an upload's bytes in order and cuts the lines after the cursor into validated batches. */
export class RowBatcher {
  private readonly reader = new CsvReader();
  private readonly decoder: CsvTextDecoder;
  private readonly plan: RowPlan;
  private readonly searchable: string[];
  private readonly ids = new OrderedIdSource();
  /** Where a written batch's customer buffer goes back to (`release`). */
  private readonly pool: BufferPool;
  private line = 0;
  private bytesRead = 0;
  private batch: BatchBuilder | null = null;
  /** Batches completed by the bytes being pushed. */
  private done: RowBatch[] = [];
  private readonly onRecord = (fields: string[], raw: string) => this.add(fields, raw);

  constructor(private readonly job: RowJob) {
    const { enterpriseId, segmentId, uploadId } = job;
    if (!SAFE_ID.test(enterpriseId) || !SAFE_ID.test(segmentId) || !SAFE_ID.test(uploadId))
      throw new Error('unexpected id format');
    this.decoder = csvTextDecoder(job.encoding ?? 'utf-8');
    this.pool = new BufferPool(copyCapacity(job));
    this.plan = planRows(job.definitions, job.userHeaders, job.headerMapping);
    this.searchable = job.definitions.filter((d) => d.search).map((d) => d._id);
  }

  /** Feeds the next bytes of the file; returns the batches they completed. */
  push(bytes: Uint8Array): RowBatch[] {
    this.bytesRead += bytes.byteLength;
    this.reader.pushEach(this.decoder.decode(bytes, { stream: true }), this.onRecord);
    return this.take();
  }

  /**
   * Takes back the customer buffer of a batch that is written and no longer read (`copy` must not be used again), or
   * the buffer itself, handed back from another thread.
   */
  release(batch: RowBatch | ArrayBuffer): void {
    this.pool.give(batch instanceof ArrayBuffer ? batch : batch.copy.buffer);
  }

  /** The end of the file: the last (partial) batch, if any. */
  end(): RowBatch[] {
    this.reader.pushEach(this.decoder.decode(), this.onRecord);
    this.reader.endEach(this.onRecord);
    if (this.batch) this.done.push(this.batch.finish(this.bytesRead));
    this.batch = null;
    return this.take();
  }

  private take(): RowBatch[] {
    const out = this.done;
    this.done = [];
    return out;
  }

  private add(fields: string[], raw: string): void {
    this.line += 1;
    if (this.line === 1 || this.line <= this.job.cursorLine) return;
    this.batch ??= new BatchBuilder(this.line, this.job, this.plan, this.searchable, this.ids, this.pool);
    this.batch.add(fields, raw);
    if (this.batch.total >= this.job.batchRows) {
      // The bytes read so far: a batch completed mid-chunk reports its chunk's end (progress, not the cursor).
      this.done.push(this.batch.finish(this.bytesRead));
      this.batch = null;
    }
  }
}
