import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import { CustomerMessages } from '../src/areas/customers/contract.ts';
import type { AccountsSuiteContext } from './accountsSuite.ts';
import { failure } from './failure.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** A random Indian mobile number, ten digits starting with 9. */
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Customer master behaviour both backends share: definitions, validation messages, phones, segments, paging, import. */
export function defineCustomerMasterSuite(ctx: Pick<AccountsSuiteContext, 'harness' | 'signIn'>) {
  describe('customer master', () => {
    let api: BoundApi;
    let fieldName = '';
    let segmentId = '';
    beforeAll(async () => {
      api = await ctx.signIn(ctx.harness().admin);
      fieldName = `f${unique()}`;
      segmentId = (await api.saveTag({ body: { name: `Seg ${unique()}` } })).data.tag.id;
    });

    it('has the two standard definitions and saves a custom field, listing every error of a bad one', async () => {
      const { data } = await api.listInputFieldDefinitions({});
      expect(data.standardDefinitions.map((d) => d.fieldName)).toEqual(['phoneNumber', 'name']);
      const error = await failure(
        api.saveInputFieldDefinition({
          body: { fieldName: ' ', fieldLabel: '', fieldHelptext: 'x', mandatory: false, fieldType: 'text' },
        }),
      );
      expect(error.message).toBe(CustomerMessages.definitionSaveFailed);
      expect(error.errors).toEqual(
        expect.arrayContaining([
          { field: 'fieldName', message: 'This field is required' },
          { field: 'fieldLabel', message: 'This field is required' },
          { field: 'inputType', message: 'This field is required' },
        ]),
      );
      const saved = await api.saveInputFieldDefinition({
        body: {
          fieldName,
          fieldLabel: 'Tier',
          fieldHelptext: 'Customer tier',
          mandatory: false,
          fieldType: 'text',
          inputType: 'alphabets',
          validations: [
            { id: 'minValue', value: 3 },
            { id: 'maxValue', value: 8 },
            { id: 'allowSpecialChars', value: false },
          ],
        },
      });
      expect(saved.data.inputFieldDefinition).toMatchObject({ fieldName, fieldLabel: 'Tier', commaIncluded: false });
    });

    it('validates customers with the spec messages, normalises the phone and keeps it unique', async () => {
      const defs = (await api.listInputFieldDefinitions({})).data.inputFieldDefinitions;
      const tier = defs.find((d) => d.fieldName === fieldName)!;
      const invalid = await failure(
        api.saveCustomer({ body: { name: '  ', phoneNumber: '', data: [{ id: tier._id, value: 'ab' }] } }),
      );
      expect(invalid).toMatchObject({ httpStatus: 400, message: CustomerMessages.required });
      expect(invalid.errors).toEqual(
        expect.arrayContaining([
          { field: 'phoneNumber', message: 'This field is required' },
          { field: 'name', message: 'This field is required' },
          { field: fieldName, message: 'Minimum length must be 3 characters.' },
        ]),
      );
      const number = phone();
      const created = await api.saveCustomer({
        body: {
          name: 'Contract Person',
          phoneNumber: number,
          tags: [segmentId],
          data: [{ id: tier._id, value: 'Gold' }],
        },
      });
      expect(created.data.customer.phoneNumber).toBe(`+91${number}`);
      const duplicate = await failure(
        api.saveCustomer({ body: { name: 'Someone Else', phoneNumber: `+91 ${number}` } }),
      );
      expect(duplicate.httpStatus).toBe(409);
      expect(duplicate.message).toBe(CustomerMessages.duplicatePhone);
      const updated = await api.saveCustomer({
        body: { id: created.data.customer.id, name: 'Contract P', phoneNumber: '+10000000000' },
      });
      expect(updated.data.customer).toMatchObject({
        name: 'Contract P',
        phoneNumber: `+91${number}`,
        tags: [segmentId],
      });
    });

    it('counts segment members, maps customers to groups and pages the list', async () => {
      for (let i = 0; i < 2; i += 1)
        await api.saveCustomer({ body: { name: `Pager ${i}`, phoneNumber: phone(), tags: [segmentId] } });
      const seg = (await api.listTags({ query: {} })).data.tags.find((t) => t.id === segmentId)!;
      expect(seg.count).toBe(3);
      const blank = await failure(api.saveGroup({ body: { name: '   ' } }));
      expect(blank.message).toBe('This field is required');
      const group = (await api.saveGroup({ body: { name: `Grp ${unique()}` } })).data.group;
      const first = await api.listCustomers({ query: { tags: [segmentId], perPage: 2 } });
      expect(first.data.hasMore).toBe(true);
      expect(first.data.customers.map((c) => c.name)).toEqual(['Pager 1', 'Pager 0']);
      expect(first.data.headers.some((h) => h.name === 'Tier')).toBe(true);
      const second = await api.listCustomers({ query: { tags: [segmentId], perPage: 2, from: 2 } });
      expect(second.data).toMatchObject({ hasMore: false });
      expect(second.data.customers[0]!.details.find((d) => d.name === 'Tier')?.value).toBe('Gold');
      await api.mapCustomers({ body: { customerIds: first.data.customers.map((c) => c.id), groupIds: [group.id] } });
      const inGroup = await api.listCustomers({ query: { groups: [group.id] } });
      expect(inGroup.data.customers).toHaveLength(2);
    });

    it('searches name words, the number without its country code, and custom fields only while they are searchable', async () => {
      const word = `w${unique()}`;
      const field = await api.saveInputFieldDefinition({
        body: {
          fieldName: `s${unique()}`,
          fieldLabel: 'Region',
          fieldHelptext: 'Sales region',
          mandatory: false,
          search: true,
          fieldType: 'text',
          inputType: 'alphanumeric',
          validations: [{ id: 'allowSpecialChars', value: true }],
        },
      });
      const region = field.data.inputFieldDefinition;
      const number = phone();
      await api.saveCustomer({
        body: { name: `Searchy ${word}`, phoneNumber: number, data: [{ id: region._id, value: `${word}-north east` }] },
      });
      const found = async (search: string) =>
        (await api.listCustomers({ query: { search } })).data.customers.map((c) => c.phoneNumber);
      expect(await found(word.slice(0, 6))).toEqual([`+91${number}`]);
      expect(await found(`${word}-north`)).toEqual([`+91${number}`]);
      expect(await found(`east searchy ${word}`)).toEqual([`+91${number}`]);
      expect(await found(number.slice(0, 7))).toContain(`+91${number}`);
      expect(await found(`+91 ${number}`)).toEqual([`+91${number}`]);
      const { _id, fieldName, fieldLabel, fieldHelptext, mandatory, fieldType, inputType, validations } = region;
      await api.saveInputFieldDefinition({
        body: {
          _id,
          fieldName,
          fieldLabel,
          fieldHelptext,
          mandatory,
          fieldType,
          inputType,
          validations,
          search: false,
        },
      });
      expect(await found(`${word}-north`)).toEqual([]);
      expect(await found(`searchy ${word}`)).toEqual([`+91${number}`]);
      // A changed field is checked by its new rules at once, after values were checked by its old ones.
      await api.saveInputFieldDefinition({
        body: {
          _id,
          fieldName,
          fieldLabel,
          fieldHelptext,
          mandatory,
          fieldType,
          inputType: 'alphabets',
          validations: [],
        },
      });
      const refused = await failure(
        api.saveCustomer({
          body: { name: 'Searchy Two', phoneNumber: phone(), data: [{ id: _id, value: 'north 9' }] },
        }),
      );
      expect(refused.errors).toEqual([{ field: fieldName, message: 'Region must contain only alphabets' }]);
    });

    it('reads CR line endings and Windows-1252, says so, and refuses a file with no rows', async () => {
      const seg = (await api.saveTag({ body: { name: `Encoding ${unique()}` } })).data.tag.id;
      const good = phone();
      // "José" as Windows-1252 saves it (é is the single byte 0xE9), lines ended by CR alone.
      const bytes = Uint8Array.from(`phoneNumber,name\r${good},Jos\xe9\r`, (c) => c.charCodeAt(0));
      const file = (data: BlobPart) => new File([data], 'latin.csv', { type: 'text/csv' });
      const parsed = await api.uploadCustomerCsv({ body: { file: file(bytes), segmentId: seg, replace: false } });
      expect(parsed.data.encoding).toBe('windows-1252');
      expect(parsed.data.parsedHeaders.userHeaders).toEqual(['phoneNumber', 'name']);
      const headerMapping = [
        { src: 'phoneNumber', des: 'phoneNumber' },
        { src: 'name', des: 'name' },
      ];
      let upload = (await api.startCustomerImport({ body: { uploadId: parsed.data.uploadId, headerMapping } })).data
        .upload;
      for (let i = 0; i < 100 && upload.state === 'WAITING'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        upload = (await api.getUpload({ params: { id: parsed.data.uploadId } })).data.upload;
      }
      expect(upload).toMatchObject({
        state: 'COMPLETED',
        totalLines: 1,
        acceptedLines: 1,
        encoding: 'windows-1252',
        message: CustomerMessages.readAsWindows1252,
      });
      const members = (await api.listCustomers({ query: { tags: [seg] } })).data.customers;
      expect(members.map((c) => c.name)).toEqual(['José']);
      const empty = await failure(
        api.uploadCustomerCsv({ body: { file: file('phoneNumber,name\r\n'), segmentId: seg, replace: false } }),
      );
      expect(empty.message).toBe(CustomerMessages.noRows);
    });

    it('imports a CSV: sample headers, parsed headers, accepted rows into the segment and rejected rows with messages', async () => {
      const sample = (await api.downloadSampleCsv({})).data as Blob;
      const [header] = (await sample.text()).split('\n');
      expect(header!.startsWith('phoneNumber,name,')).toBe(true);
      expect(header!.split(',')).toContain(fieldName);
      const seg = (await api.saveTag({ body: { name: `Import ${unique()}` } })).data.tag.id;
      const good = phone();
      const csv = `Mobile,Who,${fieldName}\n${good},Imported One,Silver\n12,Bad Row,Gold\n`;
      const parsed = await api.uploadCustomerCsv({
        body: { file: new File([csv], 'contract.csv', { type: 'text/csv' }), segmentId: seg, replace: false },
      });
      expect(parsed.data.parsedHeaders.userHeaders).toEqual(['Mobile', 'Who', fieldName]);
      expect(parsed.data.parsedHeaders.systemHeaders.slice(0, 2)).toEqual(['phoneNumber', 'name']);
      const started = await api.startCustomerImport({
        body: {
          uploadId: parsed.data.uploadId,
          headerMapping: [
            { src: 'Mobile', des: 'phoneNumber' },
            { src: 'Who', des: 'name' },
            { src: fieldName, des: fieldName },
          ],
        },
      });
      expect(started.data.upload.state).toBe('WAITING');
      let upload = started.data.upload;
      for (let i = 0; i < 100 && upload.state === 'WAITING'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        upload = (await api.getUpload({ params: { id: parsed.data.uploadId } })).data.upload;
      }
      expect(upload).toMatchObject({ state: 'COMPLETED', totalLines: 2, acceptedLines: 1, errorLines: 1 });
      const errors = (await api.listUploadErrors({ query: { entryId: parsed.data.uploadId } })).data;
      expect(errors.errors).toEqual([
        {
          line: 3,
          lineStr: '12,Bad Row,Gold',
          errors: [{ message: 'Phone Number: Minimum length must be 10 characters.' }],
        },
      ]);
      const members = (await api.listCustomers({ query: { tags: [seg] } })).data.customers;
      expect(members).toEqual([expect.objectContaining({ name: 'Imported One', phoneNumber: `+91${good}` })]);
      const history = (await api.listUploads({ query: { segmentId: seg } })).data.customerCSVs;
      expect(history.map((u) => u.file.name)).toEqual(['contract.csv']);
      // The creation date filters: both bounds inclusive, to the millisecond.
      const at = history[0]!.createdOn;
      const onTheDot = (await api.listUploads({ query: { segmentId: seg, fromDate: at, toDate: at } })).data;
      expect(onTheDot.customerCSVs.map((u) => u.file.name)).toEqual(['contract.csv']);
      const later = new Date(Date.parse(at) + 1).toISOString();
      expect((await api.listUploads({ query: { segmentId: seg, fromDate: later } })).data.customerCSVs).toEqual([]);
      const earlier = new Date(Date.parse(at) - 1).toISOString();
      expect((await api.listUploads({ query: { segmentId: seg, toDate: earlier } })).data.customerCSVs).toEqual([]);
    });
  });
}
