import { describe, expect, it } from 'vitest';
import { CsvReader, csvCell, csvHead, csvLine, parseCsv, type CsvRecord } from './csv.ts';
import { CsvEncodingDetector, csvTextDecoder, decodeCsvText } from './csvEncoding.ts';
import { buildSampleCsv } from './contract.ts';
import type { InputFieldDefinition } from './customerMasterSchemas.ts';

/** The records of `text` read in pieces cut at `cuts`, as the server's import reads a file chunk by chunk. */
function readInPieces(text: string, cuts: number[]): CsvRecord[] {
  const reader = new CsvReader();
  const out: CsvRecord[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    reader.push(text.slice(from, cut), out);
    from = cut;
  }
  reader.end(out);
  return out;
}

const fieldsOf = (records: CsvRecord[]) => records.map((r) => r.fields);

describe('CsvReader line endings', () => {
  const rows = [
    ['phoneNumber', 'name'],
    ['9876543210', 'Asha'],
    ['9876543211', 'Ravi'],
  ];
  const files: Record<string, string> = {
    LF: 'phoneNumber,name\n9876543210,Asha\n9876543211,Ravi\n',
    CRLF: 'phoneNumber,name\r\n9876543210,Asha\r\n9876543211,Ravi\r\n',
    'CR only': 'phoneNumber,name\r9876543210,Asha\r9876543211,Ravi\r',
    mixed: 'phoneNumber,name\r9876543210,Asha\r\n9876543211,Ravi\n',
    'CR only, quoted fields': '"phoneNumber","name"\r"9876543210","Asha"\r"9876543211",Ravi',
  };

  it.each(Object.entries(files))('reads %s files, cut at any character', (_, text) => {
    expect(fieldsOf(parseCsv(text))).toEqual(rows);
    // Every place a chunk can end, including between the CR and the LF of a CRLF.
    for (let cut = 1; cut < text.length; cut += 1) expect(fieldsOf(readInPieces(text, [cut]))).toEqual(rows);
  });

  it('keeps line breaks inside quoted fields, whatever they are', () => {
    const text = 'a,b\r"one\rtwo",x\r"three\r\nfour",y\r';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(fieldsOf(readInPieces(text, [cut]))).toEqual([
        ['a', 'b'],
        ['one\rtwo', 'x'],
        ['three\r\nfour', 'y'],
      ]);
    }
  });

  it('gives each record its text without the line break, and skips blank lines', () => {
    expect(parseCsv('a,b\r\r\n\rc,"d"\r').map((r) => r.raw)).toEqual(['a,b', 'c,"d"']);
  });
});

describe('csvHead', () => {
  it('finds the header and whether a row follows it', () => {
    expect(csvHead('phone,name\r', true)).toEqual({ header: ['phone', 'name'], hasRows: false });
    expect(csvHead('phone,name\r\r\n\n', true)).toEqual({ header: ['phone', 'name'], hasRows: false });
    expect(csvHead('phone,name\r1,a', true)).toEqual({ header: ['phone', 'name'], hasRows: true });
    expect(csvHead('', true)).toEqual({ header: null, hasRows: false });
    // The first megabyte of a larger file: a header then a row cut short counts as followed by rows.
    expect(csvHead('phone,name\n1,a', false)).toEqual({ header: ['phone', 'name'], hasRows: true });
    expect(csvHead('phone,na', false)).toEqual({ header: null, hasRows: false });
  });
});

describe('CSV encodings', () => {
  const detect = (...chunks: Uint8Array[]) => {
    const detector = new CsvEncodingDetector();
    for (const chunk of chunks) detector.push(chunk);
    return detector.end();
  };
  const utf8 = new TextEncoder().encode('name\nJosé Müller 😀 €\n');
  // "José Müller – €" as Excel saves it on Western European Windows.
  const windows1252 = Uint8Array.from([
    ...new TextEncoder().encode('name\nJos'),
    0xe9,
    0x20,
    0x4d,
    0xfc,
    ...new TextEncoder().encode('ller '),
    0x96,
    0x20,
    0x80,
    0x0a,
  ]);

  it('reads a UTF-8 file as UTF-8, even cut inside a character', () => {
    expect(detect(utf8)).toBe('utf-8');
    for (let cut = 1; cut < utf8.length; cut += 1)
      expect(detect(utf8.subarray(0, cut), utf8.subarray(cut))).toBe('utf-8');
  });

  it('reads a file that is not UTF-8 as Windows-1252, euro sign and dashes included', () => {
    expect(detect(windows1252)).toBe('windows-1252');
    expect(decodeCsvText(windows1252, 'windows-1252')).toBe('name\nJosé Müller – €\n');
  });

  it('maps all 32 of Windows-1252 bytes 0x80-0x9F as the WHATWG index does', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
    const text = csvTextDecoder('windows-1252').decode(bytes);
    expect([...text].map((c) => c.codePointAt(0)!.toString(16))).toEqual(
      '20ac 81 201a 192 201e 2026 2020 2021 2c6 2030 160 2039 152 8d 17d 8f 90 2018 2019 201c 201d 2022 2013 2014 2dc 2122 161 203a 153 9d 17e 178'.split(
        ' ',
      ),
    );
  });

  it('calls a file cut short inside a UTF-8 character not UTF-8', () => {
    expect(detect(utf8.subarray(0, utf8.indexOf(0xf0) + 2))).toBe('windows-1252');
  });

  it('refuses a file that is neither (UTF-16, binary): not UTF-8 and holding NUL bytes', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00, 0x0a, 0x00]);
    expect(detect(utf16)).toBeNull();
    // A NUL in a UTF-8 file is the import's to report per row, not a reason to refuse the file.
    expect(detect(new TextEncoder().encode('name\na\u0000b\n'))).toBe('utf-8');
  });
});

describe('formula-safe CSV cells (OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['multi\nline', '"multi\nline"'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('reads back as the neutralised text', () => {
    const line = csvLine(['=1+2', 'x,y', '@a']);
    expect(parseCsv(line)[0]!.fields).toEqual(["'=1+2", 'x,y', "'@a"]);
  });

  it('Sample.csv writes a dropdown option or field value that looks like a formula as text', () => {
    const risky: InputFieldDefinition = {
      _id: 'f1',
      index: 0,
      fieldName: 'plan',
      fieldLabel: 'Plan',
      fieldHelptext: 'Plan',
      mandatory: false,
      search: false,
      fieldType: 'selectbox-singlevalue',
      defaultValue: '=cmd|"/c calc"!A1,Gold',
      validations: [],
    };
    const [header, row] = parseCsv(buildSampleCsv([risky])).map((r) => r.fields);
    expect(header).toEqual(['phoneNumber', 'name', 'plan']);
    expect(row).toEqual(['919876543210', 'Asha Rao', `'=cmd|"/c calc"!A1`]);
  });
});
