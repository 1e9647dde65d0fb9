/**
 * An incremental CSV (RFC 4180) record reader: feed it text chunks, get complete records. Quoted fields may hold
 * commas, doubled quotes and line breaks. Used by the server's streaming import, the fake and the tests.
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
    while (pos < text.length) {
      const nl = text.indexOf('\n', pos);
      const lineEnd = nl < 0 ? text.length : nl;
      if (nl < 0 && !final) break;
      const quote = text.indexOf('"', pos);
      if (quote < 0 || quote > lineEnd) {
        let raw = text.slice(pos, lineEnd);
        if (raw.endsWith('\r')) raw = raw.slice(0, -1);
        if (raw !== '') onRecord(raw.split(','), raw);
        pos = nl < 0 ? text.length : nl + 1;
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

/** Where the field starting at `from` ends: its comma, its line break or the text's end. */
function fieldEnd(text: string, from: number): number {
  let j = from;
  for (const length = text.length; j < length; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 44 /* , */ || c === 10 /* \n */) break;
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
      if (j > i) value += text.slice(i, j).replace(/\r$/, '');
      fields.push(value);
      i = j;
    } else {
      const j = fieldEnd(text, i);
      let value = text.slice(i, j);
      if (text[j] !== ',' && value.endsWith('\r')) value = value.slice(0, -1);
      fields.push(value);
      i = j;
    }
    if (i >= text.length) {
      if (!final) return null;
      return { fields, raw: text.slice(start).replace(/\r$/, ''), end: text.length };
    }
    if (text[i] === '\n') {
      let raw = text.slice(start, i);
      if (raw.endsWith('\r')) raw = raw.slice(0, -1);
      return { fields, raw, end: i + 1 };
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
