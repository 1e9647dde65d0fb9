import { ErrorCodes } from '../../../contract/endpoint.ts';
import { csvHead, parseCsv } from '../csv.ts';
import { CsvEncodingDetector, decodeCsvText, uploadMessage } from '../csvEncoding.ts';
import type {
  Customer,
  CustomerRow,
  InputFieldDefinition,
  InputFieldDefinitionSave,
  UploadErrorRow,
  UploadRecord,
} from '../customerMasterSchemas.ts';
import {
  CUSTOMER_PAGE_SIZE,
  CustomerMessages,
  SAMPLE_CSV_NAME,
  STANDARD_DEFINITIONS,
  UPLOAD_ERROR_PAGE_SIZE,
  UPLOAD_PAGE_SIZE,
  buildSampleCsv,
  customerSearchWords,
  matchesCustomerSearch,
  parseCustomerSearch,
  normaliseDefinition,
  planRows,
  validateCsvRow,
  validateCustomer,
  validateDefinition,
} from '../contract.ts';
import { Messages } from '../../../contract/messages.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { BodyOf, DataOf, ParamsOf, QueryOf } from '../../../contract/endpoint.ts';
import type { Endpoints } from '../../../contract/index.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore, type FakeUser } from '../../../fake/store.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';

/** The customer master of one fake enterprise. Validation is the shared contract module, as on the server. */
export interface FakeCustomerMaster {
  definitions: InputFieldDefinition[];
  /** The last field number given: ids are 'f' and a number never given twice in the enterprise, as on the server. */
  lastFieldNumber: number;
  tags: { id: string; name: string }[];
  groups: { id: string; name: string }[];
  /** Newest last; listed newest first. */
  customers: Customer[];
  uploads: (UploadRecord & { userHeaders: string[]; text: string; mapping: { src: string; des: string }[] })[];
  uploadErrors: Map<string, UploadErrorRow[]>;
  /** The fake searches its customers directly; a story sets this to show a search still catching up. */
  searchCatchingUp: boolean;
}

const states = new WeakMap<FakeStore, Map<string, FakeCustomerMaster>>();

/** The customer master of an enterprise in this store (created empty on first use). */
export function customerMasterData(store: FakeStore, eId: string): FakeCustomerMaster {
  let byEnterprise = states.get(store);
  if (!byEnterprise) states.set(store, (byEnterprise = new Map()));
  let state = byEnterprise.get(eId);
  if (!state) {
    state = {
      definitions: [],
      lastFieldNumber: 0,
      tags: [],
      groups: [],
      customers: [],
      uploads: [],
      uploadErrors: new Map(),
      searchCatchingUp: false,
    };
    byEnterprise.set(eId, state);
  }
  return state;
}

/** The id of the enterprise's next custom field. */
const nextFieldId = (s: FakeCustomerMaster): string => `f${(s.lastFieldNumber += 1)}`;

const bad = (message: string, errors?: { field: string; message: string }[]) =>
  new FakeHttpError(400, ErrorCodes.validation, message, errors ? { errors } : {});
const missing = (message: string) => new FakeHttpError(404, ErrorCodes.notFound, message);
const clean = (value: string) => value.trim().replace(/\s+/g, ' ');
const state = (store: FakeStore, user: FakeUser | null) => customerMasterData(store, user!.eId);
const reindex = (s: FakeCustomerMaster) => s.definitions.forEach((d, i) => (d.index = i));
const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
const page = <T>(items: T[], from = 0, perPage: number) => ({
  items: items.slice(from, from + perPage),
  more: items.length > from + perPage,
});

function tagCount(s: FakeCustomerMaster, id: string) {
  return s.customers.filter((c) => c.tags.includes(id)).length;
}

function toRow(s: FakeCustomerMaster, c: Customer): CustomerRow {
  return {
    id: c.id,
    name: c.name,
    phoneNumber: c.phoneNumber,
    details: s.definitions.map((d) => ({ name: d.fieldLabel, value: c.data.find((x) => x.id === d._id)?.value ?? '' })),
  };
}

/** Runs a WAITING import to the end, with the same row validation as the server. */
function runImport(s: FakeCustomerMaster, store: FakeStore, upload: FakeCustomerMaster['uploads'][number]) {
  const records = parseCsv(upload.text);
  const plan = planRows(s.definitions, upload.userHeaders, upload.mapping);
  const errors: UploadErrorRow[] = [];
  let accepted = 0;
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    const result = validateCsvRow(plan, record.fields);
    if (!result.customer) {
      errors.push({ line, lineStr: record.raw, errors: result.errors.map((message) => ({ message })) });
      return;
    }
    accepted += 1;
    const c = result.customer;
    const existing = s.customers.find((x) => x.phoneNumber === c.phoneNumber);
    const data = Object.entries(c.data).map(([id, value]) => ({ id, value }));
    if (existing) {
      if (!existing.tags.includes(upload.segmentId)) existing.tags.push(upload.segmentId);
      if (upload.replace) {
        existing.name = c.name;
        existing.data = [...existing.data.filter((x) => !(x.id in c.data)), ...data];
      }
    } else {
      s.customers.push({
        id: nextId(store, 'cus'),
        name: c.name,
        phoneNumber: c.phoneNumber,
        whatsAppNumber: '',
        facebookId: '',
        instaId: '',
        twitterId: '',
        tags: [upload.segmentId],
        groups: [],
        data,
      });
    }
  });
  Object.assign(upload, {
    state: 'COMPLETED',
    totalLines: records.length - 1,
    acceptedLines: accepted,
    errorLines: errors.length,
    progress: 100,
    completedOn: tick(store),
  });
  s.uploadErrors.set(upload.uploadId, errors);
}

/** Imports finish on the first read after they start, so a poll sees WAITING then COMPLETED. */
function settle(s: FakeCustomerMaster, store: FakeStore, upload: FakeCustomerMaster['uploads'][number]) {
  if (upload.state === 'WAITING' && upload.mapping.length > 0) runImport(s, store, upload);
}

const publicUpload = (u: FakeCustomerMaster['uploads'][number]): UploadRecord => {
  const { userHeaders: _h, text: _t, mapping: _m, message: failure, ...rest } = u;
  const message = uploadMessage(failure, u.encoding ?? 'utf-8');
  return structuredClone({ ...rest, ...(message ? { message } : {}) });
};

type CustomerMasterIds =
  | 'listInputFieldDefinitions'
  | 'getInputFieldDefinition'
  | 'saveInputFieldDefinition'
  | 'moveInputFieldDefinition'
  | 'deleteInputFieldDefinition'
  | 'listCustomers'
  | 'getCustomer'
  | 'saveCustomer'
  | 'deleteCustomer'
  | 'listTags'
  | 'saveTag'
  | 'listGroups'
  | 'saveGroup'
  | 'mapCustomers'
  | 'downloadSampleCsv'
  | 'uploadCustomerCsv'
  | 'startCustomerImport'
  | 'listUploads'
  | 'getUpload'
  | 'listUploadErrors';

const definitionList = (s: FakeCustomerMaster) => ({
  standardDefinitions: structuredClone([...STANDARD_DEFINITIONS]),
  inputFieldDefinitions: structuredClone(s.definitions),
});

/** The fake's context with the body, query and params typed as the handlers' validation left them. */
type TypedImpl = {
  [K in CustomerMasterIds]: (
    ctx: Omit<FakeContext<Endpoints[K]>, 'body' | 'query' | 'params'> & {
      body: NonNullable<BodyOf<Endpoints[K]>>;
      query: NonNullable<QueryOf<Endpoints[K]>>;
      params: NonNullable<ParamsOf<Endpoints[K]>>;
    },
  ) => DataOf<Endpoints[K]>;
};

const typedImpl: TypedImpl = {
  listInputFieldDefinitions: ({ store, user }) => definitionList(state(store, user)),

  getInputFieldDefinition({ store, user, params }) {
    const def = state(store, user).definitions.find((d) => d._id === params.id);
    if (!def) throw missing(NotFoundMessages.field);
    return { inputFieldDefinition: structuredClone(def) };
  },

  saveInputFieldDefinition({ store, user, body, setMessage }) {
    const s = state(store, user);
    const input = body as InputFieldDefinitionSave;
    const existing = input._id ? s.definitions.find((d) => d._id === input._id) : undefined;
    if (input._id && !existing) throw missing(NotFoundMessages.field);
    const errors = validateDefinition(input, s.definitions);
    if (errors.length) throw bad(CustomerMessages.definitionSaveFailed, errors);
    const normal = normaliseDefinition(input);
    if (existing) {
      // A new object, not the old one changed: validation prepares its checks once per definition object.
      const updated: InputFieldDefinition = { ...normal, _id: existing._id, index: existing.index };
      s.definitions[s.definitions.indexOf(existing)] = updated;
      setMessage('Field updated successfully');
      return { inputFieldDefinition: structuredClone(updated) };
    }
    const def: InputFieldDefinition = { ...normal, _id: nextFieldId(s), index: s.definitions.length };
    s.definitions.push(def);
    setMessage('Field created successfully');
    return { inputFieldDefinition: structuredClone(def) };
  },

  moveInputFieldDefinition({ store, user, body, setMessage }) {
    const s = state(store, user);
    if (body.from >= s.definitions.length || body.to >= s.definitions.length) throw bad('Index out of range');
    const [moved] = s.definitions.splice(body.from, 1);
    s.definitions.splice(body.to, 0, moved!);
    reindex(s);
    setMessage('Field moved successfully');
    return definitionList(s);
  },

  deleteInputFieldDefinition({ store, user, params, setMessage }) {
    const s = state(store, user);
    const at = s.definitions.findIndex((d) => d._id === params.id);
    if (at < 0) throw missing(NotFoundMessages.field);
    s.definitions.splice(at, 1);
    reindex(s);
    for (const c of s.customers) c.data = c.data.filter((x) => x.id !== params.id);
    setMessage('Field deleted successfully');
    return { id: params.id };
  },

  listCustomers({ store, user, query }) {
    const s = state(store, user);
    const search = String(query.search ?? '').trim();
    const wanted = search ? parseCustomerSearch(search) : null;
    // Name and the values of the searchable custom fields, as the server's search column holds them.
    const searchable = s.definitions.filter((d) => d.search).map((d) => d._id);
    const tags = asList(query.tags);
    const groups = asList(query.groups);
    const matches = [...s.customers].reverse().filter((c) => {
      if (tags.length && !c.tags.some((t) => tags.includes(t))) return false;
      if (groups.length && !c.groups.some((g) => groups.includes(g))) return false;
      if (!wanted) return true;
      const data = Object.fromEntries(c.data.map((x) => [x.id, x.value]));
      return matchesCustomerSearch(
        wanted,
        customerSearchWords({ name: c.name, phoneNumber: c.phoneNumber, data }, searchable),
        c.phoneNumber,
      );
    });
    const { items, more } = page(matches, Number(query.from ?? 0), Number(query.perPage ?? CUSTOMER_PAGE_SIZE));
    return {
      customers: items.map((c) => toRow(s, c)),
      headers: s.definitions.map((d) => ({ id: d._id, name: d.fieldLabel })),
      hasMore: more,
      searchCatchingUp: s.searchCatchingUp,
    };
  },

  getCustomer({ store, user, params }) {
    const c = state(store, user).customers.find((x) => x.id === params.id);
    if (!c) throw missing(NotFoundMessages.customer);
    return { customer: structuredClone(c) };
  },

  saveCustomer({ store, user, body, setMessage }) {
    const s = state(store, user);
    const existing = body.id ? s.customers.find((c) => c.id === body.id) : undefined;
    if (body.id && !existing) throw missing(NotFoundMessages.customer);
    // Without `data` an update keeps the stored custom values.
    const data: Record<string, string> = body.data
      ? {}
      : Object.fromEntries((existing?.data ?? []).map((x) => [x.id, x.value]));
    for (const entry of body.data ?? []) data[entry.id] = entry.value;
    const { errors, customer } = validateCustomer(
      s.definitions,
      { name: body.name, phoneNumber: existing ? existing.phoneNumber : body.phoneNumber, data },
      !existing,
    );
    if (!customer) throw bad(errors[0]!.message, errors);
    const tags = [...new Set(body.tags ?? existing?.tags ?? [])];
    const groups = [...new Set(body.groups ?? existing?.groups ?? [])];
    if (tags.some((t) => !s.tags.some((x) => x.id === t))) throw missing(NotFoundMessages.segment);
    if (groups.some((g) => !s.groups.some((x) => x.id === g))) throw missing(NotFoundMessages.group);
    if (!existing && s.customers.some((c) => c.phoneNumber === customer.phoneNumber)) {
      throw new FakeHttpError(409, ErrorCodes.conflict, CustomerMessages.duplicatePhone, {
        errors: [{ field: 'phoneNumber', message: CustomerMessages.duplicatePhone }],
      });
    }
    const record: Customer = {
      id: existing?.id ?? nextId(store, 'cus'),
      name: customer.name,
      phoneNumber: customer.phoneNumber,
      whatsAppNumber: body.whatsAppNumber?.trim() ?? '',
      facebookId: body.facebookId?.trim() ?? '',
      instaId: body.instaId?.trim() ?? '',
      twitterId: body.twitterId?.trim() ?? '',
      tags,
      groups,
      data: Object.entries(customer.data).map(([id, value]) => ({ id, value })),
    };
    if (existing) Object.assign(existing, record);
    else s.customers.push(record);
    setMessage(existing ? 'Customer updated successfully' : 'Customer created successfully');
    return { customer: structuredClone(record) };
  },

  deleteCustomer({ store, user, params, setMessage }) {
    const s = state(store, user);
    const at = s.customers.findIndex((c) => c.id === params.id);
    if (at < 0) throw missing(NotFoundMessages.customer);
    s.customers.splice(at, 1);
    setMessage('Customer deleted successfully');
    return { id: params.id };
  },

  listTags({ store, user, query }) {
    const s = state(store, user);
    const search = String(query.search ?? '')
      .trim()
      .toLowerCase();
    const tags = s.tags
      .filter((t) => t.name.toLowerCase().includes(search))
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map((t) => ({ ...t, count: tagCount(s, t.id) }));
    return { tags };
  },

  saveTag({ store, user, body, setMessage }) {
    const s = state(store, user);
    const name = clean(body.name);
    if (!name) throw bad(CustomerMessages.required, [{ field: 'name', message: CustomerMessages.required }]);
    if (s.tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) {
      throw new FakeHttpError(409, ErrorCodes.conflict, CustomerMessages.segmentNameTaken);
    }
    const tag = { id: nextId(store, 't'), name };
    s.tags.push(tag);
    setMessage('Segment created successfully');
    return { tag: { ...tag, count: 0 } };
  },

  listGroups({ store, user, query }) {
    const search = String(query.search ?? '')
      .trim()
      .toLowerCase();
    const groups = state(store, user)
      .groups.filter((g) => g.name.toLowerCase().includes(search))
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    return { groups: structuredClone(groups) };
  },

  saveGroup({ store, user, body, setMessage }) {
    const s = state(store, user);
    const name = clean(body.name);
    if (!name) throw bad(CustomerMessages.required, [{ field: 'name', message: CustomerMessages.required }]);
    if (s.groups.some((g) => g.name.toLowerCase() === name.toLowerCase())) {
      throw new FakeHttpError(409, ErrorCodes.conflict, CustomerMessages.groupNameTaken);
    }
    const group = { id: nextId(store, 'grp'), name };
    s.groups.push(group);
    setMessage('Group created successfully');
    return { group: { ...group } };
  },

  mapCustomers({ store, user, body, setMessage }) {
    const s = state(store, user);
    const groupIds = body.groupIds ?? [];
    const tagIds = body.tagIds ?? [];
    if (groupIds.length === 0 && tagIds.length === 0) {
      throw bad(CustomerMessages.required, [{ field: 'groupIds', message: CustomerMessages.required }]);
    }
    if (tagIds.some((t) => !s.tags.some((x) => x.id === t))) throw missing(NotFoundMessages.segment);
    if (groupIds.some((g) => !s.groups.some((x) => x.id === g))) throw missing(NotFoundMessages.group);
    let updated = 0;
    for (const c of s.customers) {
      if (!body.customerIds.includes(c.id)) continue;
      c.tags = [...new Set([...c.tags, ...tagIds])];
      c.groups = [...new Set([...c.groups, ...groupIds])];
      updated += 1;
    }
    setMessage('Customers mapped successfully');
    return { updated };
  },

  downloadSampleCsv({ store, user }) {
    const csv = buildSampleCsv(state(store, user).definitions);
    return new File([csv], SAMPLE_CSV_NAME, { type: 'text/csv' });
  },

  uploadCustomerCsv({ store, user, body, setMessage }) {
    const s = state(store, user);
    const file = body.file as { name?: string; type?: string; bytes?: Uint8Array } | undefined;
    if (
      !file ||
      !(file.bytes instanceof Uint8Array) ||
      !String(file.name ?? '')
        .toLowerCase()
        .endsWith('.csv')
    ) {
      throw bad(CustomerMessages.csvOnly, [{ field: 'file', message: CustomerMessages.csvOnly }]);
    }
    if (!s.tags.some((t) => t.id === body.segmentId)) throw missing(NotFoundMessages.segment);
    // The server's rules: UTF-8 when every byte is, else Windows-1252, unless the file is not text at all.
    const { bytes } = file;
    const detector = new CsvEncodingDetector();
    detector.push(bytes);
    const encoding = detector.end();
    if (!encoding) throw bad(CustomerMessages.notText, [{ field: 'file', message: CustomerMessages.notText }]);
    const text = decodeCsvText(bytes, encoding);
    const { header, hasRows } = csvHead(text, true);
    if (!header || header.every((h) => h.trim() === '')) throw bad(CustomerMessages.noHeaderRow);
    if (!hasRows) throw bad(CustomerMessages.noRows, [{ field: 'file', message: CustomerMessages.noRows }]);
    const uploadId = nextId(store, 'upl');
    const userHeaders = header.map((h) => h.trim());
    s.uploads.push({
      uploadId,
      segmentId: body.segmentId,
      file: { name: String(file.name), size: bytes.length },
      replace: body.replace === true,
      state: 'PARSED',
      totalLines: 0,
      acceptedLines: 0,
      errorLines: 0,
      progress: 0,
      createdOn: tick(store),
      completedOn: null,
      encoding,
      userHeaders,
      text,
      mapping: [],
    });
    setMessage('File uploaded successfully');
    return {
      uploadId,
      parsedHeaders: { systemHeaders: ['phoneNumber', 'name', ...s.definitions.map((d) => d.fieldName)], userHeaders },
      encoding,
    };
  },

  startCustomerImport({ store, user, body, setMessage }) {
    const s = state(store, user);
    const upload = s.uploads.find((u) => u.uploadId === body.uploadId);
    if (!upload) throw missing(NotFoundMessages.upload);
    const system = new Set(['phoneNumber', 'name', ...s.definitions.map((d) => d.fieldName)]);
    const mapping = body.headerMapping.filter((m) => m.src !== '');
    for (const m of mapping) {
      if (!system.has(m.des)) throw bad(CustomerMessages.unknownHeader(m.des));
      if (!upload.userHeaders.includes(m.src)) throw bad(CustomerMessages.unknownHeader(m.src));
    }
    if (!mapping.some((m) => m.des === 'phoneNumber')) {
      throw bad(CustomerMessages.phoneNotMapped, [{ field: 'phoneNumber', message: CustomerMessages.phoneNotMapped }]);
    }
    if (upload.state !== 'PARSED') throw new FakeHttpError(409, ErrorCodes.conflict, CustomerMessages.uploadNotParsed);
    Object.assign(upload, { state: 'WAITING', mapping, replace: body.replace ?? upload.replace });
    setMessage('Uploaded Succesfully');
    return { upload: publicUpload(upload) };
  },

  listUploads({ store, user, query }) {
    const s = state(store, user);
    const from = query.fromDate ? Date.parse(String(query.fromDate)) : -Infinity;
    const to = query.toDate ? Date.parse(String(query.toDate)) : Infinity;
    const rows = [...s.uploads]
      .reverse()
      .filter((u) => u.state !== 'PARSED')
      .filter((u) => !query.segmentId || u.segmentId === query.segmentId)
      .filter((u) => Date.parse(u.createdOn) >= from && Date.parse(u.createdOn) <= to);
    rows.forEach((u) => settle(s, store, u));
    const { items, more } = page(rows, Number(query.from ?? 0), Number(query.perPage ?? UPLOAD_PAGE_SIZE));
    return { customerCSVs: items.map(publicUpload), hasMore: more };
  },

  getUpload({ store, user, params }) {
    const s = state(store, user);
    const upload = s.uploads.find((u) => u.uploadId === params.id);
    if (!upload) throw missing(NotFoundMessages.upload);
    const answer = publicUpload(upload);
    settle(s, store, upload);
    return { upload: answer };
  },

  listUploadErrors({ store, user, query }) {
    const s = state(store, user);
    const upload = s.uploads.find((u) => u.uploadId === query.entryId);
    if (!upload) throw missing(Messages.notFound);
    settle(s, store, upload);
    const all = s.uploadErrors.get(upload.uploadId) ?? [];
    const { items, more } = page(all, Number(query.from ?? 0), Number(query.perPage ?? UPLOAD_ERROR_PAGE_SIZE));
    return { errors: structuredClone(items), hasMore: more, total: all.length };
  },
};

export const customerMasterImpl = typedImpl as unknown as Pick<Impl, CustomerMasterIds>;

// ---- Seed for stories ---------------------------------------------------------------------------------------

/** Demo customer master for stories: two custom fields, three segments, two groups, 14 customers, three uploads. */
export function seedCustomerMaster(store: FakeStore, eId = store.enterprises[0]!.eId): FakeCustomerMaster {
  const s = customerMasterData(store, eId);
  const def = (input: InputFieldDefinitionSave) => {
    const d: InputFieldDefinition = { ...normaliseDefinition(input), _id: nextFieldId(s), index: s.definitions.length };
    s.definitions.push(d);
    return d;
  };
  const city = def({
    fieldName: 'city',
    fieldLabel: 'City',
    fieldHelptext: 'Where the customer lives',
    mandatory: true,
    search: true,
    fieldType: 'text',
    inputType: 'alphabets',
    validations: [
      { id: 'minValue', value: 2 },
      { id: 'maxValue', value: 30 },
      { id: 'allowSpecialChars', value: false },
    ],
  });
  const plan = def({
    fieldName: 'plan',
    fieldLabel: 'Plan',
    fieldHelptext: 'Subscription plan',
    mandatory: false,
    fieldType: 'selectbox-singlevalue',
    defaultValue: 'Gold,Silver,Bronze',
  });
  def({
    fieldName: 'notes',
    fieldLabel: 'Notes',
    fieldHelptext: 'Anything worth knowing',
    mandatory: false,
    fieldType: 'textarea',
    inputType: 'alphanumeric',
    commaIncluded: true,
    validations: [
      { id: 'maxValue', value: 200 },
      { id: 'allowSpecialChars', value: true },
      { id: 'allowedChars', value: ['.', '!', '?'] },
    ],
  });
  const tag = (name: string) => {
    const t = { id: nextId(store, 't'), name };
    s.tags.push(t);
    return t;
  };
  const newsletter = tag('Newsletter');
  const vip = tag('VIP');
  tag('Webinar leads');
  const group = (name: string) => {
    const g = { id: nextId(store, 'grp'), name };
    s.groups.push(g);
    return g;
  };
  const mumbai = group('Mumbai');
  group('Bengaluru');
  const names = [
    'Asha Rao',
    'Ben Ode',
    'Chitra Nair',
    'Dev Patel',
    'Esha Gupta',
    'Farid Khan',
    'Gita Sen',
    'Hari Iyer',
    'Isha Roy',
    'Jai Mehta',
    'Kiran Das',
    'Lata Bose',
    'Mohan Pillai',
    'Nina Shah',
  ];
  names.forEach((name, i) => {
    s.customers.push({
      id: nextId(store, 'cus'),
      name,
      phoneNumber: `+9198765${String(43210 + i).padStart(5, '0')}`,
      whatsAppNumber: '',
      facebookId: '',
      instaId: '',
      twitterId: i === 0 ? '@asha' : '',
      tags: i < 12 ? [newsletter.id, ...(i % 4 === 0 ? [vip.id] : [])] : [vip.id],
      groups: i % 3 === 0 ? [mumbai.id] : [],
      data: [
        { id: city._id, value: ['Mumbai', 'Pune', 'Delhi'][i % 3]! },
        ...(i % 2 === 0 ? [{ id: plan._id, value: 'Gold' }] : []),
      ],
    });
  });
  const upload = (name: string, over: Partial<UploadRecord>) => {
    const u = {
      uploadId: nextId(store, 'upl'),
      segmentId: newsletter.id,
      file: { name, size: 2048 },
      replace: false,
      state: 'COMPLETED' as const,
      totalLines: 0,
      acceptedLines: 0,
      errorLines: 0,
      progress: 100,
      createdOn: tick(store),
      completedOn: tick(store),
      userHeaders: [],
      text: '',
      mapping: [],
      ...over,
    };
    s.uploads.push(u);
    return u;
  };
  const done = upload('march-leads.csv', { totalLines: 120, acceptedLines: 117, errorLines: 3 });
  s.uploadErrors.set(done.uploadId, [
    {
      line: 7,
      lineStr: '98765,Short Number,Pune',
      errors: [{ message: 'Phone Number: Minimum length must be 10 characters.' }],
    },
    { line: 19, lineStr: '9876500019,,Delhi', errors: [{ message: 'Name: This field is required' }] },
    {
      line: 44,
      lineStr: '9876500044,Ravi K,Pune2!',
      errors: [
        { message: CustomerMessages.onlyAlphabets('City') },
        { message: CustomerMessages.noSpecialChars('City') },
      ],
    },
  ]);
  upload('broken.csv', {
    state: 'ERROR',
    progress: 40,
    totalLines: 50,
    acceptedLines: 50,
    completedOn: tick(store),
    message: 'The import was interrupted and could not resume',
  });
  upload('april-leads.csv', {
    state: 'WAITING',
    progress: 35,
    totalLines: 3500,
    acceptedLines: 3480,
    errorLines: 20,
    completedOn: null,
  });
  return s;
}
