/**
 * An incremental CSV (RFC 4180) record reader: feed it text chunks, get complete records. Quoted fields may hold
 * commas, doubled quotes and line breaks. Used by the server's streaming import, the fake and the tests.
 */
export interface CsvRecord {
  fields: string[];
  /** The record's text as it appeared in the file (without its line break). */
  raw: string;
}

export class CsvReader {
  private rest = '';

  /** Appends the records completed by `chunk` to `out`. */
  push(chunk: string, out: CsvRecord[]): void {
    const text = this.rest + chunk;
    this.rest = text.slice(this.read(text, out, false));
  }

  /** Flushes the last record (a file need not end with a line break). */
  end(out: CsvRecord[]): void {
    const text = this.rest;
    this.rest = '';
    this.read(text, out, true);
  }

  private read(text: string, out: CsvRecord[], final: boolean): number {
    let pos = 0;
    while (pos < text.length) {
      const nl = text.indexOf('\n', pos);
      const lineEnd = nl < 0 ? text.length : nl;
      if (nl < 0 && !final) break;
      const quote = text.indexOf('"', pos);
      if (quote < 0 || quote > lineEnd) {
        let raw = text.slice(pos, lineEnd);
        if (raw.endsWith('\r')) raw = raw.slice(0, -1);
        if (raw !== '') out.push({ fields: raw.split(','), raw });
        pos = nl < 0 ? text.length : nl + 1;
        continue;
      }
      const record = parseQuoted(text, pos, final);
      if (!record) break;
      if (record.raw !== '') out.push({ fields: record.fields, raw: record.raw });
      pos = record.end;
    }
    return pos;
  }
}

function parseQuoted(text: string, start: number, final: boolean): (CsvRecord & { end: number }) | null {
  const fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let atFieldStart = true;
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (i + 1 >= text.length && !final) return null;
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && atFieldStart) {
      inQuotes = true;
      atFieldStart = false;
      i += 1;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      atFieldStart = true;
      i += 1;
      continue;
    }
    if (c === '\n') {
      fields.push(field.endsWith('\r') ? field.slice(0, -1) : field);
      let raw = text.slice(start, i);
      if (raw.endsWith('\r')) raw = raw.slice(0, -1);
      return { fields, raw, end: i + 1 };
    }
    field += c;
    atFieldStart = false;
    i += 1;
  }
  if (!final || inQuotes) {
    if (!final) return null;
  }
  fields.push(field);
  return { fields, raw: text.slice(start), end: text.length };
}

/** Parses a whole CSV text (small files: the fake, tests). */
export function parseCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  const out: CsvRecord[] = [];
  reader.push(text, out);
  reader.end(out);
  return out;
}
