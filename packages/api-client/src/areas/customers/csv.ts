/**
 * An incremental CSV (RFC 4180) record reader: feed it text chunks, get complete records. Quoted fields may hold
 * commas, doubled quotes and line breaks. Records end with LF, CRLF or a lone CR (files saved by classic Mac
 * software, and some exports, use CR alone), mixed freely. Used by the server's streaming import, the fake and the
 * tests.
 */
export interface CsvRecord {
  fields: string[];
  /** The record's text as it appeared in the file (without its line break). */
  raw: string;
}

/** Receives a record: its fields and its text as it appeared in the file (without its line break). */
export type CsvRecordHandler = (fields: string[], raw: string) => void;

export class CsvReader {
  private rest = '';

  /** Appends the records completed by `chunk` to `out`. */
  push(chunk: string, out: CsvRecord[]): void {
    this.pushEach(chunk, (fields, raw) => out.push({ fields, raw }));
  }

  /** Flushes the last record (a file need not end with a line break). */
  end(out: CsvRecord[]): void {
    this.endEach((fields, raw) => out.push({ fields, raw }));
  }

  /**
   * Hands each record completed by `chunk` to `onRecord` as it is read: a caller that is done with a record before
   * the next one keeps nothing alive (an import reads millions of them).
   */
  pushEach(chunk: string, onRecord: CsvRecordHandler): void {
    const text = this.rest + chunk;
    this.rest = text.slice(this.read(text, onRecord, false));
  }

  /** `end` for `pushEach`. */
  endEach(onRecord: CsvRecordHandler): void {
    const text = this.rest;
    this.rest = '';
    this.read(text, onRecord, true);
  }

  private read(text: string, onRecord: CsvRecordHandler, final: boolean): number {
    let pos = 0;
    // The next CR, LF and quote at or after `pos`, -1 when there is none. Kept between lines: looking again from
    // every line would scan the rest of the text each time in a file without CRs (or quotes), quadratic per chunk.
    let cr = -2;
    let lf = -2;
    let quote = -2;
    const length = text.length;
    while (pos < length) {
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
      if (lf !== -1 && lf < pos) lf = text.indexOf('\n', pos);
      if (quote !== -1 && quote < pos) quote = text.indexOf('"', pos);
      const lineBreak = cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
      const lineEnd = lineBreak < 0 ? length : lineBreak;
      if (quote < 0 || quote > lineEnd) {
        if (lineBreak < 0 && !final) break;
        // A CR last in the chunk may be the first half of a CRLF: wait for the next chunk.
        if (lineBreak === length - 1 && lineBreak === cr && !final) break;
        const raw = text.slice(pos, lineEnd);
        if (raw !== '') onRecord(raw.split(','), raw);
        pos = lineBreakEnd(text, lineEnd);
        continue;
      }
      const record = parseQuoted(text, pos, final);
      if (!record) break;
      if (record.raw !== '') onRecord(record.fields, record.raw);
      pos = record.end;
    }
    return pos;
  }
}

/** Where the text after the line break at `at` begins (CRLF counts as one break); `at` may be the text's end. */
function lineBreakEnd(text: string, at: number): number {
  if (at >= text.length) return text.length;
  return text.charCodeAt(at) === 13 /* \r */ && text.charCodeAt(at + 1) === 10 /* \n */ ? at + 2 : at + 1;
}

/** Where the field starting at `from` ends: its comma, its line break (CR or LF) or the text's end. */
function fieldEnd(text: string, from: number): number {
  let j = from;
  for (const length = text.length; j < length; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 44 /* , */ || c === 10 /* \n */ || c === 13 /* \r */) break;
  }
  return j;
}

function parseQuoted(text: string, start: number, final: boolean): (CsvRecord & { end: number }) | null {
  const fields: string[] = [];
  let i = start;
  for (;;) {
    if (text.charCodeAt(i) === 34 /* " */) {
      // Quoted field: jump from quote to quote; a doubled quote is a literal one.
      let value = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) {
          if (!final) return null;
          value += text.slice(from);
          i = text.length;
          break;
        }
        if (q + 1 >= text.length && !final) return null;
        value += text.slice(from, q);
        if (text.charCodeAt(q + 1) === 34) {
          value += '"';
          from = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      // Anything between the closing quote and the delimiter belongs to the field (lenient).
      const j = fieldEnd(text, i);
      if (j > i) value += text.slice(i, j);
      fields.push(value);
      i = j;
    } else {
      const j = fieldEnd(text, i);
      fields.push(text.slice(i, j));
      i = j;
    }
    if (i >= text.length) {
      if (!final) return null;
      return { fields, raw: text.slice(start), end: text.length };
    }
    const c = text.charCodeAt(i);
    if (c === 10 /* \n */ || c === 13 /* \r */) {
      // A CR last in the chunk may be the first half of a CRLF.
      if (c === 13 && i + 1 >= text.length && !final) return null;
      return { fields, raw: text.slice(start, i), end: lineBreakEnd(text, i) };
    }
    i += 1; // the comma
  }
}

/** Parses a whole CSV text (small files: the fake, tests). */
export function parseCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  const out: CsvRecord[] = [];
  reader.push(text, out);
  reader.end(out);
  return out;
}

/**
 * The header row of a file's first text and whether a record follows it. `complete`: the text is the whole file;
 * otherwise the last, possibly cut, record is left out, and a header followed by nothing complete yet counts as
 * followed by rows (the import finds out).
 */
export function csvHead(text: string, complete: boolean): { header: string[] | null; hasRows: boolean } {
  const reader = new CsvReader();
  const records: CsvRecord[] = [];
  reader.push(text, records);
  if (complete) reader.end(records);
  const header = records[0]?.fields ?? null;
  return { header, hasRows: records.length > 1 || (!complete && header !== null) };
}

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): a cell a user typed as
 * `=HYPERLINK(…)` or `@SUM(…)` would run when someone opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A cell of a CSV the product writes, formula-safe the OWASP way: a cell starting with `=`, `+`, `-`, `@`, a tab or
 * a CR gets a single quote in front (spreadsheets then show it as text), and a cell holding a quote, a comma or a
 * line break is quoted, its quotes doubled. Every CSV the server or the fake writes goes through it.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line of formula-safe cells (see csvCell), without its line break. */
export const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(',');
