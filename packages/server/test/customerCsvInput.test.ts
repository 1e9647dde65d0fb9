/**
 * What a customer CSV may look like when it reaches the server, and what the server writes: line endings (LF, CRLF,
 * CR), encodings (UTF-8, Windows-1252, neither), a file without rows, formula-safe Sample.csv, and an import that
 * lets other requests through while it runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerMessages } from '@parley/api-client/contract';
import type { Database } from '../src/db/database.ts';
import { ImportWorker } from '../src/areas/customers/services/customerImport.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const CHAT = '/api/chat';
const quiet = { info: () => undefined, error: () => undefined };
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe.each(backends)('customer CSV input and output on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let segmentId: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
    segmentId = (await post('tags', { name: 'CSV input' })).body.data.tag.id;
  });
  afterAll(async () => t?.close());

  const get = (path: string) => t.call('GET', `${CHAT}/${path}`, { token });
  const post = (path: string, json: unknown) => t.call('POST', `${CHAT}/${path}`, { token, json });

  async function upload(bytes: string | Uint8Array, fileName = 'people.csv') {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type: 'text/csv' }), fileName);
    form.append('segmentId', segmentId);
    const response = await fetch(`${t.url}${CHAT}/customers/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  /** Uploads and imports with every column mapped to the field of its name; the upload record when done. */
  async function importFile(bytes: string | Uint8Array) {
    const parsed = await upload(bytes);
    expect(parsed.status, JSON.stringify(parsed.body)).toBe(200);
    const { uploadId, parsedHeaders } = parsed.body.data;
    const headerMapping = (parsedHeaders.userHeaders as string[]).map((h) => ({ src: h, des: h }));
    expect((await post('customers/import', { uploadId, headerMapping })).status).toBe(200);
    await t.server.services.customerImports.idle();
    return { parsed: parsed.body.data, upload: (await get(`uploads/${uploadId}`)).body.data.upload };
  }

  const namesOf = async (search: string) =>
    ((await get(`customers?search=${encodeURIComponent(search)}&perPage=50`)).body.data.customers as { name: string }[])
      .map((c) => c.name)
      .sort();

  describe('line endings', () => {
    it.each([
      ['LF', '\n', '91'],
      ['CRLF', '\r\n', '92'],
      ['CR only', '\r', '93'],
    ])('imports every row of a %s file', async (_, eol, prefix) => {
      const rows = [
        'phoneNumber,name',
        `${prefix}00000001,Crlf One`,
        `${prefix}00000002,"Crlf Two"`,
        `${prefix}00000003,Crlf Three`,
      ];
      const { parsed, upload } = await importFile(rows.join(eol) + eol);
      expect(parsed.parsedHeaders.userHeaders).toEqual(['phoneNumber', 'name']);
      expect(upload).toMatchObject({ state: 'COMPLETED', totalLines: 3, acceptedLines: 3, errorLines: 0 });
      expect(await namesOf(`${prefix}0000000`)).toEqual(['Crlf One', 'Crlf Three', 'Crlf Two']);
    });
  });

  describe('encodings', () => {
    it('reads a file that is not UTF-8 as Windows-1252 and says so', async () => {
      // Header and names as Excel saves them on Western European Windows: é, ü, ß and a curly apostrophe (0x92).
      const bytes = latin1('phoneNumber,name\r\n9400000001,Jos\xe9 M\xfcller\r\n9400000002,Ren\xe9e O\x92Brien\r\n');
      const { parsed, upload } = await importFile(bytes);
      expect(parsed.encoding).toBe('windows-1252');
      expect(upload).toMatchObject({
        state: 'COMPLETED',
        acceptedLines: 2,
        encoding: 'windows-1252',
        message: CustomerMessages.readAsWindows1252,
      });
      expect(await namesOf('940000000')).toEqual(['José Müller', 'Renée O’Brien']);
    });

    it('reads a Windows-1252 header row in Windows-1252 too', async () => {
      const parsed = await upload(latin1('phoneNumber,Stra\xdfe\n9400000003,x\n'));
      expect(parsed.status).toBe(200);
      expect(parsed.body.data.parsedHeaders.userHeaders).toEqual(['phoneNumber', 'Straße']);
    });

    it('keeps UTF-8 files as they are, with no note', async () => {
      const { parsed, upload } = await importFile('\uFEFFphoneNumber,name\n9400000004,Zoë Ødegård 😀\n');
      expect(parsed.encoding).toBe('utf-8');
      expect(parsed.parsedHeaders.userHeaders).toEqual(['phoneNumber', 'name']);
      expect(upload).toMatchObject({ state: 'COMPLETED', acceptedLines: 1, encoding: 'utf-8' });
      expect(upload.message).toBeUndefined();
      expect(await namesOf('9400000004')).toEqual(['Zoë Ødegård 😀']);
    });

    it('refuses a file that is not text (UTF-16), keeping nothing of it', async () => {
      const utf16 = new Uint8Array(Buffer.from('\uFEFFphoneNumber,name\r\n9400000005,Asha\r\n', 'utf16le'));
      const before = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cm_uploads');
      const res = await upload(utf16);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CustomerMessages.notText);
      expect(await t.server.db.query('SELECT count(*)::int AS n FROM cm_uploads')).toEqual(before);
    });
  });

  describe('files without rows', () => {
    it.each([
      ['a header only', 'phoneNumber,name\n'],
      ['a header and blank lines', 'phoneNumber,name\r\n\r\n\r\n'],
      ['a header only, CR line endings', 'phoneNumber,name\r\r'],
    ])('refuses %s with a message', async (_, csv) => {
      const res = await upload(csv);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CustomerMessages.noRows);
    });
  });

  describe('Sample.csv', () => {
    it('writes a value that a spreadsheet would run as a formula as text, and imports as it is', async () => {
      const saved = await post('inputfield_definitions', {
        fieldName: 'formulaPlan',
        fieldLabel: 'Plan',
        fieldHelptext: 'Plan',
        mandatory: false,
        fieldType: 'selectbox-singlevalue',
        defaultValue: '=HYPERLINK("http://evil.example"),Gold',
      });
      expect(saved.status).toBe(200);
      const res = await fetch(`${t.url}${CHAT}/customers/sample_csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [header, row] = (await res.text()).split('\n');
      expect(header).toBe('phoneNumber,name,formulaPlan');
      expect(row).toBe(`919876543210,Asha Rao,"'=HYPERLINK(""http://evil.example"")"`);
      // The sample's number and name import (the neutralised option is not one of the field's options).
      const sample = `${header}\n${row}\n`;
      const { upload } = await importFile(sample);
      expect(upload).toMatchObject({ state: 'COMPLETED', totalLines: 1, errorLines: 1 });
      const { upload: plain } = await importFile(sample.replace(/,"'=.*"$/m, ',Gold'));
      expect(plain).toMatchObject({ state: 'COMPLETED', totalLines: 1, acceptedLines: 1 });
    });
  });

  describe('other requests during an import', () => {
    /**
     * The database as the worker sees it, noting whether the event loop turned before each transaction. A turn
     * between two batches is where the server reads and answers the requests that came meanwhile: the embedded
     * database never leaves the microtask queue by itself, so without one an import holds the server from its first
     * ready batch to its last (not a timing: a batch begun with no turn since the last one fails it on any machine).
     */
    function observedDatabase() {
      // Whether a check phase of the event loop (after its poll phase, where requests are read) came since the
      // last transaction began, noted at the start of each transaction.
      let turned = true;
      const turns: boolean[] = [];
      const db: Database = {
        ...t.server.db,
        transaction: (fn) => {
          turns.push(turned);
          turned = false;
          setImmediate(() => (turned = true));
          return t.server.db.transaction(fn);
        },
      };
      return { db, turns };
    }
    /** Transactions begun with no turn of the event loop since the one before. */
    const heldOn = (turns: boolean[]) => turns.filter((turned) => !turned).length;

    // PostgreSQL answers over a socket, so the server reads requests while it waits for each statement anyway.
    it.runIf(backend.name === 'pglite')(
      'lets the event loop turn between the batches of an import and of a search catch-up',
      async () => {
        const lines = ['phoneNumber,name'];
        for (let i = 0; i < 3_000; i += 1) lines.push(`96${String(i).padStart(8, '0')},Busy Customer ${i}`);
        const parsed = await upload(`${lines.join('\n')}\n`);
        expect(parsed.status).toBe(200);
        const { uploadId, parsedHeaders } = parsed.body.data;
        await t.server.db.query("UPDATE cm_uploads SET state = 'WAITING', header_mapping = $2::jsonb WHERE id = $1", [
          uploadId,
          JSON.stringify((parsedHeaders.userHeaders as string[]).map((h) => ({ src: h, des: h }))),
        ]);
        const observed = observedDatabase();
        // Batches of 100 lines, validated in the server's thread: dozens of them complete in one slice of the file.
        const worker = new ImportWorker(observed.db, quiet, 100, {
          searchInlineMaxBytes: 0,
          searchRebuildBatch: 100,
        });
        await worker.run(uploadId);
        expect((await get(`uploads/${uploadId}`)).body.data.upload).toMatchObject({
          state: 'COMPLETED',
          acceptedLines: 3_000,
        });
        const importTransactions = observed.turns.length;
        expect(importTransactions).toBeGreaterThanOrEqual(30);
        expect(heldOn(observed.turns)).toBe(0);
        // The search words of those customers, caught up 100 at a time by the job the import queued.
        await worker.idle();
        expect(observed.turns.length - importTransactions).toBeGreaterThanOrEqual(30);
        expect(heldOn(observed.turns.slice(importTransactions))).toBe(0);
        expect(await namesOf('9600002999')).toEqual(['Busy Customer 2999']);
      },
    );
  });
});
