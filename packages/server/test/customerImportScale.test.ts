import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWorker } from '../src/areas/customers/services/customerImport.ts';
import { customerSearchVector } from '@parley/api-client/contract';
import { loadDefinitions, requestSearchRebuild, searchableIds } from '../src/areas/customers/services/customerMaster.ts';
import type { Database } from '../src/db/database.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const CHAT = '/api/chat';
const quiet = { info: () => undefined, error: () => undefined };

/**
 * The import's fast paths (COPY, the validating thread, overlapping batches, search words caught up after a large
 * import), the segment counters and the search words: what they write must be what the plain paths would have
 * written.
 */
describe.each(backends)('customer import at scale, search and counters on $name', (backend) => {
  let t: TestServer;
  let token: string;
  const get = (path: string) => t.call('GET', `${CHAT}/${path}`, { token });
  const post = (path: string, json: unknown) => t.call('POST', `${CHAT}/${path}`, { token, json });
  const del = (path: string) => t.call('DELETE', `${CHAT}/${path}`, { token });
  const names = async (search: string) =>
    ((await get(`customers?perPage=50&search=${encodeURIComponent(search)}`)).body.data.customers as { name: string }[])
      .map((c) => c.name)
      .sort();

  const fields: Record<string, string> = {};
  const segments = { Alpha: '', Beta: '', Gamma: '' };

  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
    const define = async (fieldName: string, over: Record<string, unknown>) => {
      const res = await post('inputfield_definitions', {
        fieldName,
        fieldLabel: fieldName,
        fieldHelptext: fieldName,
        mandatory: false,
        ...over,
      });
      expect(res.status).toBe(200);
      fields[fieldName] = res.body.data.inputFieldDefinition._id;
    };
    await define('city', {
      fieldType: 'text',
      inputType: 'alphabets',
      search: true,
      validations: [{ id: 'allowSpecialChars', value: false }],
    });
    await define('email', {
      fieldType: 'text',
      inputType: 'alphanumeric',
      search: true,
      validations: [
        { id: 'allowSpecialChars', value: true },
        { id: 'allowedChars', value: ['@', '.', '_', '-'] },
      ],
    });
    await define('code', {
      fieldType: 'text',
      inputType: 'alphanumeric',
      search: false,
      validations: [{ id: 'allowSpecialChars', value: true }],
    });
    for (const name of ['Alpha', 'Beta', 'Gamma'] as const)
      segments[name] = (await post('tags', { name })).body.data.tag.id;
  });
  afterAll(async () => t?.close());

  /** Every segment's member_count equals a count of its members. */
  async function expectCountsRight() {
    const listed = (await get('tags')).body.data.tags as { id: string; count: number }[];
    for (const tag of listed) {
      const [row] = await t.server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cm_customers WHERE tags @> ARRAY[$1::text]',
        [tag.id],
      );
      expect({ id: tag.id, count: tag.count }).toEqual({ id: tag.id, count: row!.n });
    }
  }

  async function uploadCsv(csv: string, segmentId: string, replace = false) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
    form.append('segmentId', segmentId);
    form.append('replace', String(replace));
    const response = await fetch(`${t.url}${CHAT}/customers/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as any;
    expect(response.status).toBe(200);
    return body.data as { uploadId: string; parsedHeaders: { userHeaders: string[] } };
  }

  /** Uploads and leaves the upload WAITING, same-named columns mapped, for a worker of the test's own. */
  async function uploadWaiting(csv: string, segmentId: string, replace = false) {
    const parsed = await uploadCsv(csv, segmentId, replace);
    await t.server.db.query("UPDATE cm_uploads SET state = 'WAITING', header_mapping = $2::jsonb WHERE id = $1", [
      parsed.uploadId,
      JSON.stringify(parsed.parsedHeaders.userHeaders.map((h) => ({ src: h, des: h }))),
    ]);
    return parsed.uploadId;
  }

  /** Uploads and imports with `worker` (the server's own unless given), mapping same-named columns. */
  async function importCsv(csv: string, segmentId: string, options: { replace?: boolean; worker?: ImportWorker } = {}) {
    if (options.worker) {
      const uploadId = await uploadWaiting(csv, segmentId, options.replace);
      await options.worker.run(uploadId);
      return (await get(`uploads/${uploadId}`)).body.data.upload;
    }
    const parsed = await uploadCsv(csv, segmentId, options.replace);
    const headerMapping = parsed.parsedHeaders.userHeaders.map((h) => ({ src: h, des: h }));
    expect(
      (await post('customers/import', { uploadId: parsed.uploadId, headerMapping, replace: options.replace ?? false }))
        .status,
    ).toBe(200);
    await t.server.services.customerImports.idle();
    return (await get(`uploads/${parsed.uploadId}`)).body.data.upload;
  }

  it('keeps segment counts right through create, update, map, delete and imports', async () => {
    const a = (await post('customers', { name: 'Count One', phoneNumber: '9000000001', tags: [segments.Alpha] })).body
      .data.customer.id;
    const b = (
      await post('customers', { name: 'Count Two', phoneNumber: '9000000002', tags: [segments.Alpha, segments.Beta] })
    ).body.data.customer.id;
    await expectCountsRight();
    expect(
      (
        await post('customers', {
          id: a,
          name: 'Count One',
          phoneNumber: '9000000001',
          tags: [segments.Beta, segments.Gamma],
        })
      ).status,
    ).toBe(200);
    await expectCountsRight();
    expect(
      (await post('map_customers', { customerIds: [a, b], tagIds: [segments.Alpha, segments.Gamma] })).status,
    ).toBe(200);
    await expectCountsRight();
    expect((await del(`customers/${b}`)).status).toBe(200);
    await expectCountsRight();
    // An import: new numbers, a number already in the segment, one in another segment, a repeat within the file.
    const csv =
      'phoneNumber,name\n9000000001,Count One\n9000000003,Count Three\n9000000004,Count Four\n9000000003,Again Three\n';
    const first = await importCsv(csv, segments.Beta);
    expect(first).toMatchObject({ state: 'COMPLETED', totalLines: 4, acceptedLines: 4, errorLines: 0 });
    await expectCountsRight();
    expect((await get('tags')).body.data.tags.find((s: { id: string }) => s.id === segments.Beta).count).toBe(3);
    // The same file again, into another segment and replacing: everyone joins once, nobody is duplicated.
    await importCsv(csv, segments.Alpha, { replace: true });
    await expectCountsRight();
    const [{ n }] = (await t.server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cm_customers WHERE phone_number LIKE '+9190000000%'",
    )) as [{ n: number }];
    expect(n).toBe(3);
    expect(await names('again')).toEqual(['Again Three']);
  });

  it('searches name words, searchable custom fields and the phone number, not other fields', async () => {
    const save = async (name: string, phoneNumber: string, values: Record<string, string>) => {
      const data = Object.entries(values).map(([field, value]) => ({ id: fields[field]!, value }));
      const res = await post('customers', { name, phoneNumber, data });
      expect(res.status).toBe(200);
    };
    await save('Priya Venkatesan', '9811122233', { city: 'Coimbatore', email: 'priya.v@mail.example', code: 'ZX-77' });
    await save('Rahul Priyadarshan', '+44 7700 900123', { city: 'Leeds', code: 'QQ-1' });
    expect(await names('priya')).toEqual(['Priya Venkatesan', 'Rahul Priyadarshan']);
    expect(await names('venk pri')).toEqual(['Priya Venkatesan']);
    expect(await names('coimba')).toEqual(['Priya Venkatesan']);
    expect(await names('leeds rahul')).toEqual(['Rahul Priyadarshan']);
    expect(await names('priya.v@mail')).toEqual(['Priya Venkatesan']);
    expect(await names('zx')).toEqual([]); // not a searchable field
    expect(await names('98111')).toEqual(['Priya Venkatesan']); // the number without its country code
    expect(await names('7700 900')).toEqual(['Rahul Priyadarshan']);
    expect(await names('+91 98111 22233')).toEqual(['Priya Venkatesan']); // a whole number, however written
    expect(await names('447700900123')).toEqual(['Rahul Priyadarshan']);
    expect(await names('nobody')).toEqual([]);
    expect(await names('--')).toEqual([]);
  });

  it('recomputes search words when a field becomes searchable or stops being searchable', async () => {
    const code = (await get(`inputfield_definitions/${fields.code}`)).body.data.inputFieldDefinition;
    const { _id, index, standard, ...rest } = code;
    void index;
    void standard;
    expect((await post('inputfield_definitions', { ...rest, _id, search: true })).status).toBe(200);
    expect(await names('zx')).toEqual(['Priya Venkatesan']);
    const city = (await get(`inputfield_definitions/${fields.city}`)).body.data.inputFieldDefinition;
    expect((await post('inputfield_definitions', { ...city, index: undefined, search: false })).status).toBe(200);
    expect(await names('coimba')).toEqual([]);
    // A large enterprise is rebuilt in the background: same outcome once the worker is idle.
    const worker = new ImportWorker(t.server.db, quiet, 10, { searchRebuildInlineMax: 0 });
    const enterpriseId = await t.seededEnterpriseId();
    await t.server.db.query(
      "UPDATE cm_field_definitions SET definition = jsonb_set(definition, '{search}', 'true') WHERE enterprise_id = $1 AND id = $2",
      [enterpriseId, fields.city],
    );
    await t.server.db.transaction((tx) => requestSearchRebuild(tx, enterpriseId));
    await worker.rebuildSearchSoon(enterpriseId);
    await worker.idle();
    expect(await names('coimba')).toEqual(['Priya Venkatesan']);
    const left = await t.server.db.query('SELECT 1 FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]);
    expect(left).toHaveLength(0);
  });

  it('imports through the worker thread and overlapping batches exactly like the plain path', async () => {
    const lines = ['phoneNumber,name,city,email,code'];
    const numbers = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      // Every 7th row is invalid; rows 40-49 repeat numbers of rows 0-9 (a later batch meets an earlier one).
      const n = i >= 40 && i < 50 ? i - 40 : i;
      const phone = i % 7 === 3 ? `12${i}` : `97${String(n).padStart(8, '0')}`;
      if (i % 7 !== 3) numbers.add(phone);
      lines.push(`${phone},Thread ${i},Pune,t${i}@x.example,"a\\b\tc ""q"""`);
    }
    const worker = new ImportWorker(t.server.db, quiet, 8, { threadMinBytes: 0, parallelWrites: 2 });
    const upload = await importCsv(`${lines.join('\n')}\n`, segments.Gamma, { worker });
    expect(worker.lastRun?.threaded).toBe(true);
    expect(upload).toMatchObject({ state: 'COMPLETED', totalLines: 60, acceptedLines: 51, errorLines: 9 });
    const stored = await t.server.db.query<{ n: number; distinct: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT phone_number)::int AS distinct FROM cm_customers WHERE name LIKE 'Thread %'",
    );
    expect(stored[0]).toEqual({ n: numbers.size, distinct: numbers.size });
    await expectCountsRight();
    // Backslashes, tabs and quotes survive COPY; search words were written with the rows.
    const found = (await get('customers?search=t12%40x')).body.data.customers;
    expect(found.map((c: { name: string }) => c.name)).toEqual(['Thread 12']);
    const full = (await get(`customers/${found[0].id}`)).body.data.customer;
    expect(full.data).toContainEqual({ id: fields.code, value: 'a\\b\tc "q"' });
    const errors = (await get(`error_customers?entryId=${upload.uploadId}&perPage=15`)).body.data;
    expect(errors.total).toBe(9);
    expect(errors.errors[0]).toMatchObject({ line: 5, lineStr: expect.stringContaining('123,Thread 3') });
  });

  it('lists a large import at once and catches up with its search words after it, across a restart too', async () => {
    const lines = ['phoneNumber,name,city'];
    for (let i = 0; i < 6_000; i += 1) lines.push(`96${String(i).padStart(8, '0')},Late ${i},Nagpur`);
    const uploadId = await uploadWaiting(`${lines.join('\n')}\n`, segments.Alpha);
    // Every file counts as large here. The process stops as soon as the import completes: the catch-up queued
    // after it gets through one transaction (5,000 customers) at most.
    const worker = new ImportWorker(t.server.db, quiet, 2_000, { searchInlineMaxBytes: 0, searchRebuildBatch: 5_000 });
    await worker.run(uploadId);
    await worker.stop();
    const upload = (await get(`uploads/${uploadId}`)).body.data.upload;
    expect(upload).toMatchObject({ state: 'COMPLETED', totalLines: 6_000, acceptedLines: 6_000 });
    const listed = (await get(`customers?perPage=2&tags=${segments.Alpha}`)).body.data.customers;
    expect(listed.map((c: { name: string }) => c.name)).toEqual(['Late 5999', 'Late 5998']);
    const enterpriseId = await t.seededEnterpriseId();
    const withoutWords = async () =>
      (
        await t.server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM cm_customers c WHERE c.enterprise_id = $1 AND c.name LIKE 'Late %'
              AND NOT EXISTS (SELECT 1 FROM cm_customer_search s WHERE s.enterprise_id = c.enterprise_id AND s.customer_id = c.id)`,
          [enterpriseId],
        )
      )[0]!.n;
    expect(await withoutWords()).toBeGreaterThan(0);
    expect(await names('late 5999')).toEqual([]);
    expect(
      await t.server.db.query('SELECT 1 FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]),
    ).toHaveLength(1);

    // The next start picks the catch-up up where it stopped.
    const next = new ImportWorker(t.server.db, quiet);
    await next.resumePending();
    await next.idle();
    expect(await withoutWords()).toBe(0);
    expect(await names('late 5999')).toEqual(['Late 5999']);
    expect(await names('nagp late 5432')).toEqual(['Late 5432']);
    expect(
      await t.server.db.query('SELECT 1 FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId]),
    ).toHaveLength(0);
    // The words caught up are the ones a save would have written.
    const searchable = searchableIds(await loadDefinitions(t.server.db, enterpriseId));
    const sample = await t.server.db.query<{
      id: string;
      name: string;
      phone_number: string;
      data: Record<string, string>;
    }>(
      "SELECT id, name, phone_number, data FROM cm_customers WHERE enterprise_id = $1 AND name LIKE 'Late 1%' LIMIT 30",
      [enterpriseId],
    );
    expect(sample).toHaveLength(30);
    for (const c of sample) {
      const expected = customerSearchVector(
        { name: c.name, phoneNumber: c.phone_number, data: c.data ?? {} },
        searchable,
      );
      const [row] = await t.server.db.query<{ same: boolean }>(
        'SELECT search = $3::tsvector AS same FROM cm_customer_search WHERE enterprise_id = $1 AND customer_id = $2',
        [enterpriseId, c.id, expected],
      );
      expect(row).toEqual({ same: true });
    }
    // One row of words per customer, none for a customer that is gone.
    const [counts] = await t.server.db.query<{ customers: number; words: number; orphans: number }>(
      `SELECT (SELECT count(*)::int FROM cm_customers WHERE enterprise_id = $1) AS customers,
              (SELECT count(*)::int FROM cm_customer_search WHERE enterprise_id = $1) AS words,
              (SELECT count(*)::int FROM cm_customer_search s WHERE s.enterprise_id = $1 AND NOT EXISTS
                 (SELECT 1 FROM cm_customers c WHERE c.enterprise_id = s.enterprise_id AND c.id = s.customer_id)) AS orphans`,
      [enterpriseId],
    );
    expect(counts).toEqual({ customers: counts!.customers, words: counts!.customers, orphans: 0 });
    await expectCountsRight();
  });

  it('catches up with the search words of the batches an import committed before it ended in ERROR', async () => {
    const lines = ['phoneNumber,name,city'];
    for (let i = 0; i < 3_000; i += 1) lines.push(`93${String(i).padStart(8, '0')},Broken ${i},Nashik`);
    const uploadId = await uploadWaiting(`${lines.join('\n')}\n`, segments.Gamma);
    // The second batch's COPY of customers fails for good (not a conflict the import would redo).
    const db = t.server.db;
    let customerCopies = 0;
    const failing: Database = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            copyIn: (table, columns, rows) =>
              table === 'cm_customers' && (customerCopies += 1) === 2
                ? Promise.reject(new Error('disk full'))
                : tx.copyIn(table, columns, rows),
          }),
        ),
    };
    const worker = new ImportWorker(failing, quiet, 1_000, { searchInlineMaxBytes: 0 });
    worker.enqueue(uploadId);
    await worker.idle();
    const upload = (await get(`uploads/${uploadId}`)).body.data.upload;
    expect(upload).toMatchObject({ state: 'ERROR', message: 'disk full', totalLines: 1_000, acceptedLines: 1_000 });
    const enterpriseId = await t.seededEnterpriseId();
    const [committed] = await db.query<{ customers: number; words: number }>(
      `SELECT count(*)::int AS customers,
              count(s.customer_id)::int AS words
         FROM cm_customers c
         LEFT JOIN cm_customer_search s ON s.enterprise_id = c.enterprise_id AND s.customer_id = c.id
        WHERE c.enterprise_id = $1 AND c.name LIKE 'Broken %'`,
      [enterpriseId],
    );
    expect(committed).toEqual({ customers: 1_000, words: 1_000 });
    expect(await names('broken 999')).toEqual(['Broken 999']);
    expect(await names('nashik broken 998')).toEqual(['Broken 998']);
    expect(await names('broken 1000')).toEqual([]);
    expect(await db.query('SELECT 1 FROM cm_search_rebuilds WHERE enterprise_id = $1', [enterpriseId])).toHaveLength(0);
    await expectCountsRight();
  });

  it("deletes an enterprise's customers with it", async () => {
    const foreign = await t.addForeignAdmin();
    const [row] = await t.server.db.query<{ enterprise_id: string }>('SELECT enterprise_id FROM users WHERE id = $1', [
      foreign.id,
    ]);
    const enterpriseId = row!.enterprise_id;
    await t.server.db.query(
      "INSERT INTO cm_customers (id, enterprise_id, name, phone_number) VALUES ('gone1', $1, 'Gone', '+919999999999')",
      [enterpriseId],
    );
    await t.server.db.query(
      "INSERT INTO cm_customer_search (enterprise_id, customer_id, search) VALUES ($1, 'gone1', 'gone')",
      [enterpriseId],
    );
    await t.server.db.query('DELETE FROM enterprises WHERE id = $1', [enterpriseId]);
    expect(await t.server.db.query("SELECT 1 FROM cm_customers WHERE id = 'gone1'")).toHaveLength(0);
    expect(await t.server.db.query("SELECT 1 FROM cm_customer_search WHERE customer_id = 'gone1'")).toHaveLength(0);
  });
});
