import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerMessages, Messages, StorableTextMessages } from '@parley/api-client/contract';
import type { Database } from '../src/db/database.ts';
import { ImportWorker } from '../src/areas/customers/services/customerImport.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const CHAT = '/api/chat';

describe.each(backends)('customer master on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const get = (path: string, as = token) => t.call('GET', `${CHAT}/${path}`, { token: as });
  const post = (path: string, json: unknown, as = token) => t.call('POST', `${CHAT}/${path}`, { token: as, json });
  const del = (path: string, as = token) => t.call('DELETE', `${CHAT}/${path}`, { token: as });

  async function upload(csv: string, segmentId: string, fileName = 'people.csv', type = 'text/csv', replace = false) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type }), fileName);
    form.append('segmentId', segmentId);
    form.append('replace', String(replace));
    const response = await fetch(`${t.url}${CHAT}/customers/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  async function importCsv(csv: string, segmentId: string, mapping?: { src: string; des: string }[], replace = false) {
    const parsed = await upload(csv, segmentId);
    expect(parsed.status).toBe(200);
    const { uploadId, parsedHeaders } = parsed.body.data;
    const headerMapping =
      mapping ??
      (parsedHeaders.userHeaders as string[])
        .filter((h) => (parsedHeaders.systemHeaders as string[]).includes(h))
        .map((h) => ({ src: h, des: h }));
    const started = await post('customers/import', { uploadId, headerMapping, replace });
    expect(started.status).toBe(200);
    expect(started.body.data.upload.state).toBe('WAITING');
    await t.server.services.customerImports.idle();
    return (await get(`uploads/${uploadId}`)).body.data.upload;
  }

  const field = (over: Record<string, unknown>) => ({
    fieldName: 'city',
    fieldLabel: 'City',
    fieldHelptext: 'Where they live',
    mandatory: false,
    fieldType: 'text',
    inputType: 'alphabets',
    validations: [
      { id: 'minValue', value: 2 },
      { id: 'maxValue', value: 20 },
      { id: 'allowSpecialChars', value: false },
    ],
    ...over,
  });

  let segmentId = '';
  const ids: Record<string, string> = {};

  describe('definitions', () => {
    it('lists the two fixed standard definitions with their limits', async () => {
      const { body } = await get('inputfield_definitions');
      expect(body.data.inputFieldDefinitions).toEqual([]);
      const [phone, name] = body.data.standardDefinitions;
      expect(phone).toMatchObject({ fieldName: 'phoneNumber', mandatory: true, search: true, fieldType: 'text', inputType: 'alphanumeric' });
      expect(phone.validations).toEqual([
        { id: 'minValue', value: 10 },
        { id: 'maxValue', value: 100000 },
        { id: 'allowSpecialChars', value: true },
        { id: 'allowedChars', value: ['+'] },
      ]);
      expect(name.validations).toContainEqual({ id: 'minValue', value: 2 });
      expect(name.validations).toContainEqual({ id: 'maxValue', value: 30 });
    });

    it('refuses blank required fields with the spec message and lists every error', async () => {
      const res = await post('inputfield_definitions', field({ fieldName: ' ', fieldLabel: '', fieldHelptext: '  ' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CustomerMessages.definitionSaveFailed);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'fieldName', message: 'This field is required' },
          { field: 'fieldLabel', message: 'This field is required' },
          { field: 'fieldHelptext', message: 'This field is required' },
        ]),
      );
    });

    it('needs an input type for text, only alphabets/alphanumeric for a textarea, and values for a dropdown', async () => {
      const noInput = await post('inputfield_definitions', field({ inputType: undefined }));
      expect(noInput.body.errors).toContainEqual({ field: 'inputType', message: 'This field is required' });
      const area = await post('inputfield_definitions', field({ fieldType: 'textarea', inputType: 'number' }));
      expect(area.body.errors).toContainEqual({ field: 'inputType', message: CustomerMessages.inputTypeForTextarea });
      const drop = await post('inputfield_definitions', field({ fieldType: 'selectbox-singlevalue', defaultValue: ' , ' }));
      expect(drop.body.errors).toContainEqual({ field: 'defaultValue', message: 'This field is required' });
      const minMax = await post('inputfield_definitions', field({ validations: [{ id: 'minValue', value: 5 }, { id: 'maxValue', value: 2 }] }));
      expect(minMax.body.errors).toContainEqual({ field: 'maxValue', message: CustomerMessages.minAboveMax });
      const standard = await post('inputfield_definitions', field({ fieldName: 'phoneNumber' }));
      expect(standard.body.errors).toContainEqual({ field: 'fieldName', message: CustomerMessages.fieldNameTaken });
    });

    it('creates fields of each type, trimmed, at the next index', async () => {
      const city = await post('inputfield_definitions', field({ fieldLabel: '  City ' }));
      expect(city.status).toBe(200);
      expect(city.body.data.inputFieldDefinition).toMatchObject({ fieldName: 'city', fieldLabel: 'City', index: 0, commaIncluded: false });
      ids.city = city.body.data.inputFieldDefinition._id;
      const age = await post('inputfield_definitions', field({ fieldName: 'age', fieldLabel: 'Age', inputType: 'number', mandatory: true, validations: [{ id: 'maxValue', value: 3 }] }));
      ids.age = age.body.data.inputFieldDefinition._id;
      const plan = await post('inputfield_definitions', field({ fieldName: 'plan', fieldLabel: 'Plan', fieldType: 'selectbox-singlevalue', inputType: undefined, defaultValue: 'Gold, Silver ,,Bronze' }));
      expect(plan.body.data.inputFieldDefinition).toMatchObject({ defaultValue: 'Gold,Silver,Bronze', validations: [], index: 2 });
      ids.plan = plan.body.data.inputFieldDefinition._id;
      const notes = await post('inputfield_definitions', field({
        fieldName: 'notes', fieldLabel: 'Notes', fieldType: 'textarea', inputType: 'alphanumeric', commaIncluded: true,
        validations: [{ id: 'allowSpecialChars', value: true }, { id: 'allowedChars', value: ['.', '!'] }],
      }));
      expect(notes.body.data.inputFieldDefinition).toMatchObject({ commaIncluded: true, validations: [{ id: 'allowSpecialChars', value: true }, { id: 'allowedChars', value: ['.', '!'] }] });
      ids.notes = notes.body.data.inputFieldDefinition._id;
      const dup = await post('inputfield_definitions', field({ fieldName: 'CITY' }));
      expect(dup.body.errors).toContainEqual({ field: 'fieldName', message: CustomerMessages.fieldNameTaken });
      const one = await get(`inputfield_definitions/${ids.plan}`);
      expect(one.body.data.inputFieldDefinition.fieldName).toBe('plan');
    });

    it('moves a definition from one index to another and edits one in place', async () => {
      const moved = await post('inputfield_definitions/move', { from: 3, to: 0 });
      expect(moved.body.data.inputFieldDefinitions.map((d: { fieldName: string }) => d.fieldName)).toEqual(['notes', 'city', 'age', 'plan']);
      const back = await post('inputfield_definitions/move', { from: 0, to: 3 });
      expect(back.body.data.inputFieldDefinitions.map((d: { index: number }) => d.index)).toEqual([0, 1, 2, 3]);
      expect((await post('inputfield_definitions/move', { from: 9, to: 0 })).status).toBe(400);
      const edited = await post('inputfield_definitions', field({ _id: ids.city, fieldLabel: 'Town' }));
      expect(edited.body.data.inputFieldDefinition).toMatchObject({ _id: ids.city, fieldLabel: 'Town', index: 0 });
      await post('inputfield_definitions', field({ _id: ids.city, fieldLabel: 'City' }));
    });

    it('deletes a definition, closes the gap and drops its values from customers', async () => {
      // Special characters allowed, and still no U+0000 (PostgreSQL cannot store it): the contract's boundary
      // refuses it before any field rule runs.
      const tmp = await post(
        'inputfield_definitions',
        field({ fieldName: 'tmp', fieldLabel: 'Tmp', inputType: 'alphanumeric', validations: [{ id: 'allowSpecialChars', value: true }] }),
      );
      const id = tmp.body.data.inputFieldDefinition._id;
      const holderOf = (value: string) =>
        post('customers', {
          name: 'Value Holder',
          phoneNumber: '+61412345678',
          data: [
            { id, value },
            { id: ids.city, value: 'Leeds' },
            { id: ids.age, value: '40' },
          ],
        });
      const nul = await holderOf('nul \u0000 inside');
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe(`data.0.value: ${StorableTextMessages.nul}`);
      const holder = await holderOf('Gone? Yes!');
      expect(holder.status).toBe(200);
      const holderId = holder.body.data.customer.id;
      expect(holder.body.data.customer.data).toContainEqual({ id, value: 'Gone? Yes!' });
      expect((await del(`inputfield_definitions/${id}`)).status).toBe(200);
      const kept = (await get(`customers/${holderId}`)).body.data.customer;
      expect(kept.data).toHaveLength(2);
      expect(kept.data).toEqual(
        expect.arrayContaining([
          { id: ids.city, value: 'Leeds' },
          { id: ids.age, value: '40' },
        ]),
      );
      expect((await del(`customers/${holderId}`)).status).toBe(200);
      expect((await del(`inputfield_definitions/${id}`)).status).toBe(404);
      const { body } = await get('inputfield_definitions');
      expect(body.data.inputFieldDefinitions.map((d: { index: number }) => d.index)).toEqual([0, 1, 2, 3]);
    });

    it("numbers field ids within the enterprise, never twice, and keeps another enterprise's same ids apart", async () => {
      const listed = (await get('inputfield_definitions')).body.data.inputFieldDefinitions as { _id: string; fieldLabel: string }[];
      const numbers = listed.map((d) => Number(/^f(\d+)$/.exec(d._id)?.[1]));
      expect(numbers).not.toContain(NaN);
      // Five fields were made (city, age, plan, notes and the deleted tmp): the next is f6, not the deleted f5.
      const later = await post('inputfield_definitions', field({ fieldName: 'later', fieldLabel: 'Later' }));
      expect(later.body.data.inputFieldDefinition._id).toBe('f6');
      expect(Math.max(...numbers)).toBe(4);
      expect((await del('inputfield_definitions/f6')).status).toBe(200);

      const other = await t.login(await t.addForeignAdmin());
      const theirs = await post('inputfield_definitions', field({ fieldName: 'colour', fieldLabel: 'Colour' }), other);
      expect(theirs.body.data.inputFieldDefinition._id).toBe('f1');
      expect(ids.city).toBe('f1');
      const theirCustomer = await post('customers', { name: 'Their One', phoneNumber: '+61412345600', data: [{ id: 'f1', value: 'Blue' }] }, other);
      expect(theirCustomer.status).toBe(200);
      const ourValues = [{ id: 'f1', value: 'Leeds' }, { id: ids.age, value: '40' }];
      const ours = await post('customers', { name: 'Our One', phoneNumber: '+61412345601', data: ourValues });
      expect(ours.status).toBe(200);
      expect((await get('inputfield_definitions/f1')).body.data.inputFieldDefinition.fieldLabel).toBe('City');
      expect((await get('inputfield_definitions/f1', other)).body.data.inputFieldDefinition.fieldLabel).toBe('Colour');
      // Their edit, move and delete of f1 leave ours and our customers' values alone.
      expect((await post('inputfield_definitions', field({ _id: 'f1', fieldName: 'hue', fieldLabel: 'Hue' }), other)).status).toBe(200);
      for (const name of ['size', 'shape']) {
        expect((await post('inputfield_definitions', field({ fieldName: name, fieldLabel: name }), other)).status).toBe(200);
      }
      // Their f3 first: closing the gap after their delete numbers their f3 and f2 as 0 and 1, and must not ours.
      expect((await post('inputfield_definitions/move', { from: 2, to: 0 }, other)).status).toBe(200);
      expect((await del('inputfield_definitions/f1', other)).status).toBe(200);
      expect((await get('inputfield_definitions/f1', other)).status).toBe(404);
      const after = (await get('inputfield_definitions')).body.data.inputFieldDefinitions as { _id: string; fieldLabel: string; index: number }[];
      expect(after).toEqual(listed);
      const kept = (await get(`customers/${ours.body.data.customer.id}`)).body.data.customer;
      expect(kept.data).toHaveLength(2);
      expect(kept.data).toEqual(expect.arrayContaining(ourValues));
      expect((await get(`customers/${theirCustomer.body.data.customer.id}`, other)).body.data.customer.data).toEqual([]);
      expect((await del(`customers/${ours.body.data.customer.id}`)).status).toBe(200);
    });
  });

  describe('segments and groups', () => {
    it('creates segments and groups, refusing blank and repeated names', async () => {
      const seg = await post('tags', { name: '  VIP   list ' });
      expect(seg.body.data.tag).toMatchObject({ name: 'VIP list', count: 0 });
      // Short: every customer imported into the segment holds its id (migration 030).
      expect(seg.body.data.tag.id).toMatch(/^t\d+$/);
      segmentId = seg.body.data.tag.id;
      expect((await post('tags', { name: '   ' })).body.message).toBe('This field is required');
      expect((await post('tags', { name: 'vip LIST' })).body.message).toBe(CustomerMessages.segmentNameTaken);
      const grp = await post('groups', { name: 'Mumbai' });
      ids.group = grp.body.data.group.id;
      expect((await post('groups', { name: '' })).body.message).toBe('This field is required');
      expect((await get('groups?search=mum')).body.data.groups).toHaveLength(1);
      expect((await get('tags?search=zzz')).body.data.tags).toEqual([]);
    });
  });

  describe('customers', () => {
    const customer = (over: Record<string, unknown> = {}) => ({
      name: 'Asha Rao',
      phoneNumber: '98765 43210',
      data: [
        { id: ids.city, value: 'Pune' },
        { id: ids.age, value: '34' },
      ],
      ...over,
    });

    it('validates against the definitions with the spec messages', async () => {
      // Blank standard fields are 'required'; a blank custom value is named as whitespace only (§5 Customer).
      const res = await post('customers', customer({ name: '   ', phoneNumber: '  ', data: [{ id: ids.city, value: '  ' }] }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'phoneNumber', message: 'This field is required' },
          { field: 'name', message: 'This field is required' },
          { field: 'city', message: 'Whitespace only present in the field - City' },
          { field: 'age', message: 'Age is required' },
        ]),
      );
      const lengths = await post('customers', customer({ name: 'A', data: [{ id: ids.city, value: 'P' }, { id: ids.age, value: '12345' }] }));
      expect(lengths.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Minimum length must be 2 characters.' },
          { field: 'city', message: 'Minimum length must be 2 characters.' },
          { field: 'age', message: 'Maximum length must be 3 characters.' },
        ]),
      );
      const chars = await post('customers', customer({ phoneNumber: '98765-43210', data: [{ id: ids.city, value: 'Pune2!' }, { id: ids.age, value: 'x' }, { id: ids.plan, value: 'Platinum' }, { id: ids.notes, value: 'hi, there?' }] }));
      expect(chars.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'phoneNumber', message: CustomerMessages.allowedChars('Phone Number', ['+']) },
          { field: 'city', message: CustomerMessages.onlyAlphabets('City') },
          { field: 'city', message: CustomerMessages.noSpecialChars('City') },
          { field: 'age', message: CustomerMessages.onlyNumber('Age') },
          { field: 'plan', message: CustomerMessages.notAnOption('Plan', ['Gold', 'Silver', 'Bronze']) },
          { field: 'notes', message: CustomerMessages.allowedChars('Notes', ['.', '!']) },
        ]),
      );
      const phone = await post('customers', customer({ phoneNumber: '12345678901234567890' }));
      expect(phone.body.errors).toContainEqual({ field: 'phoneNumber', message: CustomerMessages.invalidPhone });
    });

    it('creates a customer with the phone normalised to the country code; the number is unique', async () => {
      const res = await post('customers', customer({ tags: [segmentId], groups: [ids.group], twitterId: ' @asha ' }));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Customer created successfully');
      expect(res.body.data.customer).toMatchObject({ name: 'Asha Rao', phoneNumber: '+919876543210', twitterId: '@asha', tags: [segmentId], groups: [ids.group] });
      ids.asha = res.body.data.customer.id;
      const again = await post('customers', customer({ phoneNumber: '+91 98765 43210' }));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(CustomerMessages.duplicatePhone);
      const intl = await post('customers', customer({ name: 'Ben Ode', phoneNumber: '0044 7700 900123' }));
      expect(intl.body.data.customer.phoneNumber).toBe('+447700900123');
      ids.ben = intl.body.data.customer.id;
    });

    it('updates a customer but keeps its phone number', async () => {
      const res = await post('customers', customer({ id: ids.asha, name: 'Asha R', phoneNumber: '+10000000000', data: [{ id: ids.age, value: '35' }, { id: ids.plan, value: 'Gold' }] }));
      expect(res.status).toBe(200);
      expect(res.body.data.customer).toMatchObject({ name: 'Asha R', phoneNumber: '+919876543210', tags: [segmentId] });
      expect(res.body.data.customer.data).toEqual(expect.arrayContaining([{ id: ids.age, value: '35' }, { id: ids.plan, value: 'Gold' }]));
      expect((await get(`customers/${ids.asha}`)).body.data.customer.name).toBe('Asha R');
    });

    it('lists with dynamic headers and details, search, segment and group filters, paging', async () => {
      const { body } = await get('customers?perPage=10');
      expect(body.data.headers.map((h: { name: string }) => h.name)).toEqual(['City', 'Age', 'Plan', 'Notes']);
      expect(body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Ben Ode', 'Asha R']);
      expect(body.data.customers[1].details).toEqual([
        { name: 'City', value: '' },
        { name: 'Age', value: '35' },
        { name: 'Plan', value: 'Gold' },
        { name: 'Notes', value: '' },
      ]);
      expect((await get('customers?search=ash')).body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Asha R']);
      expect((await get('customers?search=ode')).body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Ben Ode']);
      expect((await get('customers?search=7700')).body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Ben Ode']);
      expect((await get(`customers?tags=${segmentId}`)).body.data.customers).toHaveLength(1);
      expect((await get(`customers?groups=${ids.group}`)).body.data.customers).toHaveLength(1);
      const page = await get('customers?perPage=1');
      expect(page.body.data).toMatchObject({ hasMore: true });
      const next = await get('customers?perPage=1&from=1');
      expect(next.body.data).toMatchObject({ hasMore: false });
      expect(next.body.data.customers[0].name).toBe('Asha R');
      const seg = (await get('tags')).body.data.tags.find((s: { id: string }) => s.id === segmentId);
      expect(seg.count).toBe(1);
    });

    it('maps customers to groups and tags, keeping what they had', async () => {
      const grp = await post('groups', { name: 'Pune' });
      const res = await post('map_customers', { customerIds: [ids.asha, ids.ben], groupIds: [grp.body.data.group.id], tagIds: [segmentId] });
      expect(res.body.data.updated).toBe(2);
      const asha = (await get(`customers/${ids.asha}`)).body.data.customer;
      expect(asha.groups.sort()).toEqual([ids.group, grp.body.data.group.id].sort());
      expect(asha.tags).toEqual([segmentId]);
      expect((await post('map_customers', { customerIds: [ids.asha] })).status).toBe(400);
      expect((await post('map_customers', { customerIds: [ids.asha], tagIds: ['nope'] })).status).toBe(404);
    });

    it('keeps enterprises apart and lets chat agents read but not write', async () => {
      const foreign = await t.addForeignAdmin();
      const other = await t.login(foreign);
      expect((await get(`customers/${ids.asha}`, other)).status).toBe(404);
      expect((await get('customers', other)).body.data.customers).toEqual([]);
      const agent = await t.addUser([3]);
      const agentToken = await t.login(agent);
      expect((await get('customers', agentToken)).status).toBe(200);
      const denied = await post('customers', customer({ phoneNumber: '9999999999' }), agentToken);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(Messages.accessDenied);
    });

    it('deletes a customer', async () => {
      const tmp = await post('customers', customer({ name: 'Tmp One', phoneNumber: '9000000001' }));
      expect((await del(`customers/${tmp.body.data.customer.id}`)).status).toBe(200);
      expect((await get(`customers/${tmp.body.data.customer.id}`)).status).toBe(404);
    });
  });

  describe('CSV import', () => {
    it('builds Sample.csv from the current definitions', async () => {
      const res = await fetch(`${t.url}${CHAT}/customers/sample_csv`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/csv/);
      expect(res.headers.get('content-disposition')).toContain('Sample.csv');
      const [header, row] = (await res.text()).trim().split('\n');
      expect(header).toBe('phoneNumber,name,city,age,plan,notes');
      expect(row!.split(',')).toHaveLength(6);
    });

    it('refuses files that are not CSV, and a missing segment', async () => {
      const bad = await upload('x', segmentId, 'people.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(CustomerMessages.csvOnly);
      expect((await upload('a,b\n1,2\n', 'nosuchsegment')).status).toBe(404);
      const count = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cm_uploads');
      expect(count[0]!.n).toBe(0);
    });

    it('parses the headers, then imports with the mapping: accepted rows into the segment, rejected rows with line and messages', async () => {
      const csv = [
        'Mobile,Full Name,city,age,plan,Ignored',
        '9876500001,Ravi Kumar,Delhi,41,Gold,x',
        '"+91 98765 00002","Meera ""M"" Iyer",Chennai,29,Silver,y',
        '12,Bad Phone,Delhi,20,Gold,z',
        '9876500004,,Delhi,abc,Platinum,z',
        '9876500005,Zoe Lee,Goa,22,Bronze,z',
        '9876500006,Nul\u0000Name,Delhi,30,Gold,z',
        '',
      ].join('\r\n');
      const parsed = await upload(csv, segmentId);
      expect(parsed.body.data.parsedHeaders).toEqual({
        systemHeaders: ['phoneNumber', 'name', 'city', 'age', 'plan', 'notes'],
        userHeaders: ['Mobile', 'Full Name', 'city', 'age', 'plan', 'Ignored'],
      });
      const badMap = await post('customers/import', { uploadId: parsed.body.data.uploadId, headerMapping: [{ src: 'Full Name', des: 'name' }] });
      expect(badMap.body.message).toBe(CustomerMessages.phoneNotMapped);
      const mapping = [
        { src: 'Mobile', des: 'phoneNumber' },
        { src: 'Full Name', des: 'name' },
        { src: 'city', des: 'city' },
        { src: 'age', des: 'age' },
        { src: 'plan', des: 'plan' },
      ];
      const started = await post('customers/import', { uploadId: parsed.body.data.uploadId, headerMapping: mapping });
      expect(started.body.message).toBe('Uploaded Succesfully');
      const twice = await post('customers/import', { uploadId: parsed.body.data.uploadId, headerMapping: mapping });
      expect(twice.status).toBe(409);
      await t.server.services.customerImports.idle();
      const done = (await get(`uploads/${parsed.body.data.uploadId}`)).body.data.upload;
      expect(done).toMatchObject({ state: 'COMPLETED', totalLines: 6, acceptedLines: 3, errorLines: 3, progress: 100, file: { name: 'people.csv' } });
      expect(done.completedOn).toBeTruthy();
      const errors = (await get(`error_customers?entryId=${parsed.body.data.uploadId}`)).body.data;
      expect(errors.total).toBe(3);
      // A NUL is refused, and the line is kept with U+FFFD in its place instead of failing the batch.
      expect(errors.errors[2]).toEqual({
        line: 7,
        lineStr: '9876500006,Nul\uFFFDName,Delhi,30,Gold,z',
        errors: [{ message: CustomerMessages.nulCharacter('Name') }],
      });
      expect(errors.errors[0]).toEqual({ line: 4, lineStr: '12,Bad Phone,Delhi,20,Gold,z', errors: [{ message: 'Phone Number: Minimum length must be 10 characters.' }] });
      expect(errors.errors[1].line).toBe(5);
      expect(errors.errors[1].errors).toEqual([
        { message: 'Name: This field is required' },
        { message: CustomerMessages.onlyNumber('Age') },
        { message: CustomerMessages.notAnOption('Plan', ['Gold', 'Silver', 'Bronze']) },
      ]);
      const inSegment = (await get(`customers?tags=${segmentId}&perPage=50`)).body.data.customers.map((c: { name: string }) => c.name);
      expect(inSegment).toEqual(expect.arrayContaining(['Ravi Kumar', 'Meera "M" Iyer', 'Zoe Lee']));
      const meera = (await get('customers?search=meera')).body.data.customers[0];
      expect(meera.phoneNumber).toBe('+919876500002');
    });

    it('does not duplicate customers when the same file is uploaded twice; Replace Existing Records overwrites', async () => {
      const csv = 'phoneNumber,name,city,age\n9876511111,Old Name,Agra,1\n9876511112,Other,Agra,2\n9876511111,Repeat,Agra,3\n';
      const countRows = async () => Number((await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cm_customers'))[0]!.n);
      const seg2 = (await post('tags', { name: 'Second' })).body.data.tag.id;
      const first = await importCsv(csv, seg2);
      expect(first).toMatchObject({ state: 'COMPLETED', acceptedLines: 3, errorLines: 0 });
      const after = await countRows();
      const second = await importCsv(csv, seg2);
      expect(second.state).toBe('COMPLETED');
      expect(await countRows()).toBe(after);
      expect((await get('customers?search=9876511111')).body.data.customers[0].name).toBe('Old Name');
      await importCsv('phoneNumber,name,city,age\n9876511111,New Name,Agra,4\n', seg2, undefined, true);
      expect(await countRows()).toBe(after);
      const updated = (await get('customers?search=9876511111')).body.data.customers[0];
      expect(updated.name).toBe('New Name');
      expect((await get('tags')).body.data.tags.find((s: { id: string }) => s.id === seg2).count).toBe(2);
    });

    it('lists upload history newest first, by segment, paged by 10', async () => {
      const all = (await get('uploads')).body.data;
      expect(all.customerCSVs.length).toBe(4);
      expect(all.hasMore).toBe(false);
      const bySegment = (await get(`uploads?segmentId=${segmentId}`)).body.data;
      expect(bySegment.customerCSVs).toHaveLength(1);
      const paged = (await get('uploads?perPage=3')).body.data;
      expect(paged).toMatchObject({ hasMore: true });
      const future = (await get(`uploads?fromDate=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`)).body.data;
      expect(future.customerCSVs).toEqual([]);
    });

    it('filters upload history by a creation date range, bounds inclusive, together with the segment', async () => {
      type Row = { uploadId: string; segmentId: string };
      const all = (await get('uploads')).body.data.customerCSVs as Row[];
      const [older, newer] = [all[1]!, all[0]!];
      const saved = await t.server.db.query<{ id: string; created_at: Date }>(
        'SELECT id, created_at FROM cm_uploads WHERE id = ANY($1::text[])',
        [[older.uploadId, newer.uploadId]],
      );
      const setCreated = (id: string, at: string) =>
        t.server.db.query('UPDATE cm_uploads SET created_at = $2::timestamptz WHERE id = $1', [id, at]);
      await setCreated(older.uploadId, '2025-01-10T10:00:00.000Z');
      await setCreated(newer.uploadId, '2025-02-20T10:00:00.000Z');
      const ids = async (query: string) =>
        ((await get(`uploads?${query}`)).body.data.customerCSVs as Row[]).map((u) => u.uploadId);
      const q = (from: string, to?: string) =>
        `fromDate=${encodeURIComponent(from)}${to ? `&toDate=${encodeURIComponent(to)}` : ''}`;
      try {
        expect(await ids(q('2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z'))).toEqual([older.uploadId]);
        // Both ends are inclusive; newest first.
        expect(await ids(q('2025-01-10T10:00:00.000Z', '2025-02-20T10:00:00.000Z'))).toEqual([
          newer.uploadId,
          older.uploadId,
        ]);
        expect(await ids(`toDate=${encodeURIComponent('2025-01-10T09:59:59.999Z')}`)).toEqual([]);
        // The date range narrows the segment's history, it does not replace it.
        expect(await ids(`${q('2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z')}&segmentId=${older.segmentId}`)).toEqual(
          [newer, older].filter((u) => u.segmentId === older.segmentId).map((u) => u.uploadId),
        );
        expect((await get('uploads?fromDate=yesterday')).status).toBe(400);
      } finally {
        for (const row of saved) await setCreated(row.id, new Date(row.created_at).toISOString());
      }
    });

    it('pages the error list by 15', async () => {
      const lines = ['phoneNumber,name'];
      for (let i = 0; i < 20; i += 1) lines.push(`12${i},Bad`);
      const done = await importCsv(lines.join('\n'), segmentId);
      expect(done).toMatchObject({ totalLines: 20, errorLines: 20, acceptedLines: 0 });
      const first = (await get(`error_customers?entryId=${done.uploadId}`)).body.data;
      expect(first.errors).toHaveLength(15);
      expect(first.hasMore).toBe(true);
      const rest = (await get(`error_customers?entryId=${done.uploadId}&from=15`)).body.data;
      expect(rest.errors.map((e: { line: number }) => e.line)).toEqual([17, 18, 19, 20, 21]);
    });

    it('resumes an import interrupted between batches without writing or counting a row twice', async () => {
      const lines = ['phoneNumber,name,age'];
      for (let i = 0; i < 25; i += 1) lines.push(i % 5 === 0 ? `1${i},Bad Row,1` : `98770${String(i).padStart(5, '0')},Person ${i},1`);
      const parsed = await upload(lines.join('\n'), segmentId);
      const uploadId = parsed.body.data.uploadId;
      // Stop the server's own worker so the import waits; then "crash" a worker after its second batch.
      const db = t.server.db;
      await db.query("UPDATE cm_uploads SET state = 'WAITING', header_mapping = $2::jsonb WHERE id = $1", [
        uploadId,
        JSON.stringify([{ src: 'phoneNumber', des: 'phoneNumber' }, { src: 'name', des: 'name' }, { src: 'age', des: 'age' }]),
      ]);
      let transactions = 0;
      const crashing: Database = {
        ...db,
        transaction: (fn) => {
          transactions += 1;
          if (transactions === 3) throw new Error('simulated crash');
          return db.transaction(fn);
        },
      };
      const log = { info: () => undefined, error: () => undefined };
      await expect(new ImportWorker(crashing, log, 4).run(uploadId)).rejects.toThrow('simulated crash');
      const halfway = (await get(`uploads/${uploadId}`)).body.data.upload;
      expect(halfway).toMatchObject({ state: 'WAITING', totalLines: 8 });
      // A new process picks it up where the last committed batch ended.
      const worker = new ImportWorker(db, log, 4);
      await worker.resumePending();
      await worker.idle();
      const done = (await get(`uploads/${uploadId}`)).body.data.upload;
      expect(done).toMatchObject({ state: 'COMPLETED', totalLines: 25, acceptedLines: 20, errorLines: 5 });
      const errors = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cm_upload_errors WHERE upload_id = $1', [uploadId]);
      expect(errors[0]!.n).toBe(5);
      const people = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM cm_customers WHERE name LIKE 'Person %'");
      expect(people[0]!.n).toBe(20);
      const chunks = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cm_upload_chunks WHERE upload_id = $1', [uploadId]);
      expect(chunks[0]!.n).toBe(0);
    });

    it('ends an import in ERROR when it cannot go on', async () => {
      const parsed = await upload('phoneNumber,name\n9876522222,Some One\n', segmentId);
      const uploadId = parsed.body.data.uploadId;
      await t.server.db.query("UPDATE cm_uploads SET state = 'WAITING', header_mapping = '[]' WHERE id = $1", [uploadId]);
      await t.server.db.query('DELETE FROM cm_upload_chunks WHERE upload_id = $1', [uploadId]);
      const failing: Database = { ...t.server.db, query: (sql, params) => (sql.includes('cm_upload_chunks') ? Promise.reject(new Error('file lost')) : t.server.db.query(sql, params)) };
      const worker = new ImportWorker(failing, { info: () => undefined, error: () => undefined });
      worker.enqueue(uploadId);
      await worker.idle();
      const done = (await get(`uploads/${uploadId}`)).body.data.upload;
      expect(done).toMatchObject({ state: 'ERROR', message: 'file lost' });
    });
  });
});
