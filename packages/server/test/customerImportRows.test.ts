import { describe, expect, it } from 'vitest';
import { STANDARD_DEFINITIONS, type InputFieldDefinition } from '@parley/api-client/contract';
import {
  RowBatcher,
  copiedCustomers,
  copyDataJson,
  copyField,
  type RowBatch,
  type RowJob,
} from '../src/areas/customers/services/customerImportRows.ts';

const city: InputFieldDefinition = {
  ...STANDARD_DEFINITIONS[1]!,
  _id: 'f-city',
  fieldName: 'city',
  fieldLabel: 'City',
  mandatory: false,
  standard: false,
  index: 2,
  search: true,
  validations: [{ id: 'maxValue', value: 20 }],
};

const job = (over: Partial<RowJob> = {}): RowJob => ({
  uploadId: 'up1',
  enterpriseId: 'ent1',
  segmentId: 'seg1',
  replace: false,
  definitions: [city],
  userHeaders: ['phoneNumber', 'name', 'city'],
  headerMapping: ['phoneNumber', 'name', 'city'].map((h) => ({ src: h, des: h })),
  cursorLine: 0,
  batchRows: 3,
  searchInline: true,
  ...over,
});

/** The whole file, fed in pieces of `step` bytes (records cut anywhere, even inside a character). */
function batchesOf(csv: string, over: Partial<RowJob> = {}, step = 7): RowBatch[] {
  const bytes = new TextEncoder().encode(csv);
  const batcher = new RowBatcher(job(over));
  const out: RowBatch[] = [];
  for (let at = 0; at < bytes.length; at += step) out.push(...batcher.push(bytes.subarray(at, at + step)));
  out.push(...batcher.end());
  return out;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const customers = (batch: RowBatch) =>
  copiedCustomers(batch.copy).map((c) => ({ phone: c.phone, name: c.name, data: JSON.parse(c.data) as unknown }));
const searchIds = (batch: RowBatch) =>
  text(batch.searchCopy)
    .split('\n')
    .filter(Boolean)
    .map((row) => row.split('\t')[1]);

const FILE = [
  'phoneNumber,name,city',
  '9000000001,Asha Rao,Pune',
  '9000000002,Ravi Kumar,Delhi',
  '9000000001,Asha Again,Surat',
  'bad,Nobody,Pune',
  '9000000003,"Meera ""Mo"" Iyer",Chennai',
].join('\n');

describe('RowBatcher', () => {
  it('cuts the lines after the header into batches of batchRows, each with its lines, counts and progress', () => {
    const batches = batchesOf(FILE);
    expect(batches.map((b) => [b.lastLine, b.total, b.accepted, b.errors])).toEqual([
      [4, 3, 3, 0],
      [6, 2, 1, 1],
    ]);
    expect(batches.at(-1)!.bytesRead).toBe(new TextEncoder().encode(FILE).length);
    const [line, raw, messages] = text(batches[1]!.errorCopy).trimEnd().split('\t').slice(1);
    expect([line, raw]).toEqual(['5', 'bad,Nobody,Pune']);
    expect(JSON.parse(messages!)).toEqual([{ message: 'Phone Number: Minimum length must be 10 characters.' }]);
  });

  it('keeps the first row of a number repeated in a batch, or with Replace the last, and search rows to match', () => {
    const [kept] = batchesOf(FILE);
    expect(customers(kept!).map((c) => [c.phone, c.name])).toEqual([
      ['+919000000001', 'Asha Rao'],
      ['+919000000002', 'Ravi Kumar'],
    ]);
    expect(kept!.customers).toBe(2);
    expect(kept!.accepted).toBe(3);

    const [replaced] = batchesOf(FILE, { replace: true });
    expect(customers(replaced!)).toEqual([
      { phone: '+919000000002', name: 'Ravi Kumar', data: { 'f-city': 'Delhi' } },
      { phone: '+919000000001', name: 'Asha Again', data: { 'f-city': 'Surat' } },
    ]);
    expect(replaced!.customers).toBe(2);
    // The search rows are those of the customers kept, in the same order, with their words.
    const ids = copiedCustomers(replaced!.copy).map((c) => c.id);
    expect(searchIds(replaced!)).toEqual(ids);
    expect(text(replaced!.searchCopy)).toContain("'asha' 'again' 'surat' '9000000001'");
    expect(text(replaced!.searchCopy)).not.toContain("'rao'");
    expect(replaced!.firstId).toBe(copiedCustomers(replaced!.copy)[0]!.id);
  });

  it('takes a number however written as the same number within a batch', () => {
    const csv =
      'phoneNumber,name,city\n+919000000001,Asha Rao,Pune\n9000000001,Asha Two,Pune\n0091 90000 00001,Asha Three,Pune\n';
    const [batch] = batchesOf(csv, { batchRows: 10 });
    expect(customers(batch!).map((c) => c.name)).toEqual(['Asha Rao']);
    expect([batch!.accepted, batch!.customers]).toEqual([3, 1]);
    const [replaced] = batchesOf(csv, { batchRows: 10, replace: true });
    expect(customers(replaced!).map((c) => c.name)).toEqual(['Asha Three']);
  });

  it('makes ids that grow across batches, and leaves search rows out unless they are written inline', () => {
    const batches = batchesOf(FILE, { searchInline: false });
    const ids = batches.flatMap((b) => copiedCustomers(b.copy).map((c) => c.id));
    expect(ids).toHaveLength(3);
    expect([...ids].sort()).toEqual(ids);
    expect(batches.map((b) => b.firstId)).toEqual([ids[0], ids[2]]);
    expect(batches.every((b) => b.searchCopy.byteLength === 0)).toBe(true);
    expect(customers(batches[1]!)[0]!.name).toBe('Meera "Mo" Iyer');
  });

  it('fills a released batch buffer again, and only a released one', () => {
    const line = (i: number) => `90000001${String(i).padStart(2, '0')},Name ${i},Pune\n`;
    const batcher = new RowBatcher(job({ batchRows: 2 }));
    const bytes = (from: number, to: number) =>
      new TextEncoder().encode(Array.from({ length: to - from }, (_, k) => line(from + k)).join(''));
    batcher.push(new TextEncoder().encode('phoneNumber,name,city\n'));
    const [first] = batcher.push(bytes(0, 2));
    const [second] = batcher.push(bytes(2, 4));
    // Both kept: each its own buffer.
    expect(second!.copy.buffer).not.toBe(first!.copy.buffer);
    const firstNames = customers(first!).map((c) => c.name);
    batcher.release(first!);
    const [third] = batcher.push(bytes(4, 6));
    expect(third!.copy.buffer).toBe(first!.copy.buffer);
    expect(customers(third!).map((c) => c.name)).toEqual(['Name 4', 'Name 5']);
    expect(customers(second!).map((c) => c.name)).toEqual(['Name 2', 'Name 3']);
    expect(firstNames).toEqual(['Name 0', 'Name 1']);
    // A buffer handed back from another thread (transferred, so a plain ArrayBuffer) is used the same way.
    const moved = structuredClone(second!.copy.buffer, { transfer: [second!.copy.buffer as ArrayBuffer] });
    batcher.release(moved as ArrayBuffer);
    const [fourth] = batcher.push(bytes(6, 8));
    expect(fourth!.copy.buffer).toBe(moved);
    expect(customers(fourth!).map((c) => c.name)).toEqual(['Name 6', 'Name 7']);
  });

  it('skips the lines up to the cursor, and gives the same rows whatever the pieces the file arrives in', () => {
    const resumed = batchesOf(FILE, { cursorLine: 4 });
    expect(resumed.map((b) => [b.lastLine, b.total])).toEqual([[6, 2]]);
    const whole = batchesOf(FILE, {}, 1 << 20).map((b) => customers(b));
    expect(batchesOf(FILE, {}, 1).map((b) => customers(b))).toEqual(whole);
  });
});

describe('copyDataJson', () => {
  it('writes what copyField(JSON.stringify(values)) writes, whatever the values hold', () => {
    const ids = ['f-a', 'f"b', 'f-c'];
    const keys = ids.map((id) => `${copyField(JSON.stringify(id))}:`);
    const values = [
      'plain',
      'say "hi"',
      'back\\slash',
      'tab\there',
      'two\nlines\r\n',
      'bell\u0007',
      'emoji 😀 and ünïcödé',
      'lone \uD800 surrogate',
      '',
    ];
    for (const a of values) {
      for (const b of values) {
        // Validation never sets an empty value; the key is left out, as JSON.stringify leaves out undefined.
        const data: Record<string, string> = { 'f-a': a, 'f-c': b };
        if (a === '') delete data['f-a'];
        expect(copyDataJson(ids, keys, data)).toBe(copyField(JSON.stringify(data)));
      }
    }
    expect(copyDataJson(ids, keys, { 'f"b': 'x' })).toBe('{"f\\\\"b":"x"}'); // the key's JSON escape, escaped again for COPY
  });
});
