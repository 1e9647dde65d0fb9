import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, hasAnyPermission, type EndpointDef } from '@parley/api-client/contract';
import { chatForInbound, handOver, pickUp } from '../src/areas/chat/services/chatStore.ts';
import { permissionsFor } from '../src/auth/roles.ts';
import { routeUrl } from '../src/http/routes.ts';
import { ADMIN, backends, startTestServer, type TestServer } from './harness.ts';
import { sampleOf } from './sampleInput.ts';
import type { TSchema } from '@sinclair/typebox';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

/**
 * The authorisation matrix: every endpoint of the contract (so a new endpoint is covered without touching this
 * file) called with no token, as each role 1–6 and as an administrator of another enterprise.
 */
const ALL = Object.values(endpoints) as EndpointDef[];
const SESSION = ALL.filter((def) => def.auth === 'session');
const ROLES = [1, 2, 3, 4, 5, 6];

/** What an id names: a record this test creates in the seeded enterprise before calling as a foreign admin. */
type Kind =
  | 'user'
  | 'department'
  | 'invitation'
  | 'agent'
  | 'apiKey'
  | 'story'
  | 'intent'
  | 'entity'
  | 'authConfig'
  | 'customer'
  | 'definition'
  | 'tag'
  | 'group'
  | 'upload'
  | 'channel'
  | 'template'
  | 'simulatorCustomer'
  | 'artifact'
  | 'bucket'
  | 'file'
  | 'broadcast'
  | 'broadcastMessage'
  | 'chat';

/** Path params and top-level body or query fields that name a record, by name. */
const KIND_BY_NAME: Record<string, Kind> = {
  agentId: 'agent',
  botAgentId: 'agent',
  storyId: 'story',
  parentId: 'story',
  intentId: 'intent',
  entityId: 'entity',
  uploadId: 'upload',
  entryId: 'upload',
  segmentId: 'tag',
  tags: 'tag',
  tagIds: 'tag',
  groups: 'group',
  groupIds: 'group',
  customerIds: 'customer',
  users: 'user',
  // The agents a chat is transferred to or shared with.
  agentIds: 'user',
  departments: 'department',
  deptId: 'department',
  channelId: 'channel',
  templateId: 'template',
  customerId: 'simulatorCustomer',
  bucketId: 'bucket',
  fileId: 'file',
  artifactIds: 'artifact',
  templateUId: 'template',
  // A broadcast's message is one of the channel's messages (same id): a reaction names one too.
  messageId: 'broadcastMessage',
};

/** What `:id`, `id` and `_id` name, by the endpoint's tag (customer master by its first path segment). */
const ID_KIND_BY_TAG: Record<string, Kind> = {
  Agents: 'agent',
  'API keys': 'apiKey',
  Users: 'user',
  Departments: 'department',
  Invitations: 'invitation',
  Training: 'agent',
  'Import and export': 'agent',
  Integrations: 'authConfig',
  Stories: 'story',
  Intents: 'intent',
  Entities: 'entity',
  customers: 'customer',
  inputfield_definitions: 'definition',
  uploads: 'upload',
  Channels: 'channel',
  'Message templates': 'template',
  Messages: 'channel',
  Attachments: 'artifact',
  Broadcasts: 'broadcast',
  'Live chat': 'chat',
};

/** What `id` names where the tag's kind is not it: the bucket calls of the attachment library. */
const ID_KIND_BY_ENDPOINT: Record<string, Kind> = {
  editBucket: 'bucket',
  deleteBucket: 'bucket',
};

/**
 * Ids that name no record of an enterprise, so a foreign caller may use them: a role number (each enterprise
 * configures its own roles 1–6), an address, a chat session the call itself opens, a customer's social handles,
 * a Try it message's channel metadata.
 */
const NOT_RECORDS = new Set([
  'updateRolePermissions.id',
  '*.emailId',
  'predictIntent.sessionId',
  // A Try it message's channel metadata: the sender's and the channel's own ids, not records of ours.
  'predictIntent.suggestionId',
  'predictIntent.senderId',
  'predictIntent.appId',
  'saveCustomer.facebookId',
  'saveCustomer.instaId',
  'saveCustomer.twitterId',
  // A channel's contact number.
  'createChannel.contactId',
  'updateChannel.contactId',
  // A broadcast names its template by name as `templateId` (its id is templateUId), and the chat it comes from.
  'sendBroadcast.templateId',
  'validateBroadcast.templateId',
  'estimateBroadcast.templateId',
  'sendBroadcast.resourceId',
  'validateBroadcast.resourceId',
  'estimateBroadcast.resourceId',
  // Meta's id of a published WhatsApp Flow that a message opens.
  'sendChannelMessage.flowId',
]);

/**
 * Fields that make a body valid where the sampled minimum is not, so the ownership check is what answers
 * (validation alone would answer 400 before the record is looked up).
 */
const VALID_BODY: Record<string, Record<string, unknown>> = {
  saveEntity: { values: [{ value: 'sample', type: 'synonyms', synonyms: ['sample'] }] },
  saveAgentConfig: { modelType: 'Semantic' },
  // A reaction (to the message the ids below name) is the one kind of send that addresses a record.
  sendChannelMessage: { to: '+14155550123', reaction: { emoji: '👍' } },
  createChannel: { type: 4, vendor: 3 },
  updateChannel: { type: 4, vendor: 3 },
};

const looksLikeId = (name: string) =>
  /^_?id$|Ids?$/.test(name) || ['users', 'tags', 'groups', 'departments'].includes(name);
const pathParams = (def: EndpointDef) => [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fieldsOf = (schema: TSchema | undefined): Record<string, TSchema> => {
  const s = schema as (TSchema & { properties?: Record<string, TSchema>; allOf?: TSchema[] }) | undefined;
  if (!s) return {};
  if (s.allOf) return Object.assign({}, ...s.allOf.map(fieldsOf));
  return s.properties ?? {};
};

/** The record kind an id-like name of this endpoint addresses, null when it names none, undefined when unknown. */
function kindOf(def: EndpointDef, name: string): Kind | null | undefined {
  if (NOT_RECORDS.has(`${def.id}.${name}`) || NOT_RECORDS.has(`*.${name}`)) return null;
  if (name === 'id' || name === '_id') {
    if (ID_KIND_BY_ENDPOINT[def.id]) return ID_KIND_BY_ENDPOINT[def.id];
    const scope = def.tag === 'Customer master' ? def.path.split('/')[0]! : def.tag;
    return ID_KIND_BY_TAG[scope];
  }
  return KIND_BY_NAME[name];
}

interface IdField {
  name: string;
  where: 'path' | 'body' | 'query';
  array: boolean;
  /** Where it sits in the body: the enclosing objects' field names ([] at the top). */
  within: string[];
}

/** Id-like fields of a schema at any depth: inside nested objects too (a user's chat.departments). */
function idFieldsOf(schema: TSchema | undefined, where: 'body' | 'query', within: string[] = []): IdField[] {
  return Object.entries(fieldsOf(schema)).flatMap(([name, field]) => {
    const type = (field as { type?: string }).type;
    if (looksLikeId(name)) return [{ name, where, array: type === 'array', within }];
    return type === 'object' ? idFieldsOf(field, where, [...within, name]) : [];
  });
}

/** Every id-like name an endpoint takes (path params, body and query fields at any depth), required or not. */
function idNames(def: EndpointDef): IdField[] {
  return [
    ...pathParams(def).map((name): IdField => ({ name, where: 'path', array: false, within: [] })),
    ...idFieldsOf(def.body, 'body'),
    ...idFieldsOf(def.query, 'query'),
  ];
}

/** Sets a field inside nested objects of a sampled body, making the objects it needs. */
function setWithin(body: Record<string, unknown>, within: string[], name: string, value: unknown): void {
  let target = body;
  for (const key of within) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[name] = value;
}

describe('authorisation matrix coverage', () => {
  it('knows which record every id of every endpoint names, so a new one cannot slip past the foreign check', () => {
    const unknown = SESSION.flatMap((def) =>
      idNames(def)
        .filter(({ name }) => kindOf(def, name) === undefined)
        .map(({ name, where, within }) => `${def.id} ${where} ${[...within, name].join('.')}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe.each(backends)('authorisation matrix on $name', (backend) => {
  let t: TestServer;
  const tokens = new Map<number, string>();
  let adminToken: string;
  let foreignToken: string;
  /** One record of each kind in the seeded enterprise. */
  const records = {} as Record<Kind, string>;
  let secrets: string[] = [];
  /**
   * Whether an answer names a secret. Record ids are matched whole: some are short ('f1', 't1') and would be found
   * inside any random hex id; words and numbers are matched anywhere (a phone number inside '+91…').
   */
  const mentions = (text: string, secret: string) => {
    if (!Object.values(records).includes(secret)) return text.includes(secret);
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
  };

  beforeAll(async () => {
    // The GenAI connection test calls the LLM API: here an address nothing listens on, so no call leaves the host.
    t = await startTestServer(backend);
    const admin = (adminToken = await t.login());
    for (const role of ROLES) tokens.set(role, await t.login(await t.addUser([role])));
    const created = async (path: string, json: unknown, pick: (data: any) => string) => {
      const res = await t.call('POST', path, { token: admin, json });
      if (res.status !== 200) throw new Error(`setup ${path}: ${res.status} ${res.text}`);
      return pick(res.body.data);
    };
    const target = await t.addUser([6]);
    records.user = target.id;
    records.department = await created('/api/e/enterprise/departments', { name: 'Matrix dept' }, (d) => d.id);
    records.invitation = await created(
      '/api/e/enterprise/invitations',
      { emailId: 'matrix-invitee@example.com', roles: [6] },
      (d) => d.id,
    );
    records.agent = await created(
      '/api/nlp/agent',
      { name: 'Matrix agent', description: 'd', type: 'nlp' },
      (d) => d.id,
    );
    records.apiKey = await created('/api/chat/apikey', { name: 'matrix', password: ADMIN.password }, (d) => d.id);
    records.story = await created('/api/nlp/story', { name: 'Matrix story', agentId: records.agent }, (d) => d.id);
    records.entity = await created(
      '/api/nlp/entity',
      {
        agentId: records.agent,
        name: 'matrix_entity',
        values: [{ value: 'matrixvalue', type: 'synonyms', synonyms: ['matrixvalue'] }],
      },
      (d) => d.id,
    );
    records.intent = await created(
      '/api/nlp/intent',
      {
        agentId: records.agent,
        storyId: records.story,
        name: 'matrix_intent',
        utterances: [{ utterance: 'matrix utterance one' }, { utterance: 'matrix utterance two' }],
        responses: [{ response: 'Matrix response' }],
      },
      (d) => d.id,
    );
    records.authConfig = await created(
      '/api/e/enterprise/auth_configs',
      { name: 'Matrix integration', authType: 5, llm: 1, apikey: 'sk-matrix-0123456789abcdefWXYZ' },
      (d) => d.id,
    );
    records.tag = await created('/api/chat/tags', { name: 'Matrix segment' }, (d) => d.tag.id);
    records.group = await created('/api/chat/groups', { name: 'Matrix group' }, (d) => d.group.id);
    records.definition = await created(
      '/api/chat/inputfield_definitions',
      {
        fieldName: 'matrixfield',
        fieldLabel: 'Matrix field',
        fieldHelptext: 'Matrix help',
        mandatory: false,
        fieldType: 'text',
        inputType: 'alphabets',
        validations: [
          { id: 'minValue', value: 1 },
          { id: 'maxValue', value: 20 },
          { id: 'allowSpecialChars', value: false },
        ],
      },
      (d) => d._id ?? d.id ?? d.inputFieldDefinition?._id,
    );
    records.customer = await created(
      '/api/chat/customers',
      { name: 'Matrix customer', phoneNumber: '9876501234', data: [], tags: [records.tag], groups: [records.group] },
      (d) => d.customer?._id ?? d.customer?.id ?? d._id ?? d.id,
    );
    const form = new FormData();
    form.append('file', new Blob(['name,phoneNumber\nMatrix upload,9876509999\n'], { type: 'text/csv' }), 'matrix.csv');
    form.append('segmentId', records.tag);
    const upload = await fetch(`${t.url}/api/chat/customers/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    const uploaded = (await upload.json()) as any;
    if (upload.status !== 200) throw new Error(`setup upload: ${JSON.stringify(uploaded)}`);
    records.upload = uploaded.data.uploadId;
    // A sandbox channel whose reviews end at once, so no read settles anything between the snapshots below.
    records.channel = await created(
      '/api/e/enterprise/channels',
      { name: 'Matrix channel', type: 4, vendor: 3, data: { reviewSeconds: '0', failureRate: '0' } },
      (d) => d.id,
    );
    records.template = await created(
      '/api/chat/templates',
      {
        channelId: records.channel,
        name: 'matrix_template',
        language: 'en',
        category: 'UTILITY',
        type: 'DEFAULT',
        components: [{ type: 'BODY', text: 'Matrix template body' }],
      },
      (d) => d.id,
    );
    await t.call('GET', `/api/chat/templates/${records.template}`, { token: admin });
    records.simulatorCustomer = await created(
      `/api/e/enterprise/channels/${records.channel}/simulator/customers`,
      { name: 'Matrix simulated customer', number: '+14155550166' },
      (d) => d.id,
    );
    // The library's records are private, so the other users of the enterprise see none of them (404), and one
    // attachment names every other: a bucket, a department and an uploaded file.
    records.bucket = await created('/api/e/enterprise/artifacts/buckets', { name: 'Matrix bucket' }, (d) => d.id);
    const pdfForm = new FormData();
    pdfForm.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'matrix.pdf');
    const uploadedFile = await fetch(`${t.url}/api/e/drive/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: pdfForm,
    });
    const stored = (await uploadedFile.json()) as any;
    if (uploadedFile.status !== 200) throw new Error(`setup file upload: ${JSON.stringify(stored)}`);
    records.file = stored.data.fileId;
    records.artifact = await created(
      '/api/e/enterprise/artifacts',
      {
        visibility: 'private',
        deptId: records.department,
        bucketId: records.bucket,
        data: { type: 'DOC', name: 'Matrix attachment', desc: 'Matrix attachment notes', fileId: records.file },
      },
      (d) => d.id,
    );
    // A broadcast to the matrix customer, delivered before the snapshots (the sandbox settles deliveries on reads).
    records.broadcast = await created(
      '/api/e/broadcasts',
      {
        channelId: records.channel,
        phoneNumber: ['9876501234'],
        message: { template: { templateId: 'matrix_template', templateUId: records.template } },
        columnMapping: [],
      },
      (d) => d.id,
    );
    await vi.waitFor(
      async () => {
        const res = await t.call('GET', `/api/e/broadcasts/${records.broadcast}`, { token: admin });
        if (res.body.data.counts.delivered !== 1) throw new Error(`not delivered yet: ${res.text}`);
      },
      { timeout: 20_000, interval: 250 },
    );
    records.broadcastMessage = (
      await t.call('GET', `/api/e/broadcasts/${records.broadcast}/messages`, { token: admin })
    ).body.data.messages[0].id;
    // A customer's chat waiting for the administrator (chats open from inbound messages; no call creates one).
    const enterpriseId = await t.seededEnterpriseId();
    const chat = await chatForInbound(t.server.db, {
      enterpriseId,
      channelId: records.channel,
      customerNumber: '+919876501299',
      at: new Date(),
    });
    const [adminRow] = await t.server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      ADMIN.emailId,
    ]);
    await handOver(t.server.db, {
      enterpriseId,
      chatId: chat.id,
      departmentId: null,
      agentIds: [adminRow!.id],
      dueAt: new Date(Date.now() + 3_600_000),
    });
    // Held by the administrator, so the chat list (a read the foreign check snapshots) shows it.
    await pickUp(t.server.db, { enterpriseId, chatId: chat.id, agentId: adminRow!.id, action: 'agentPickupChat' });
    records.chat = chat.id;
    for (const [kind, id] of Object.entries(records))
      if (typeof id !== 'string' || !id) throw new Error(`no ${kind} id`);

    foreignToken = await t.login(await t.addForeignAdmin());
    secrets = [
      ...Object.values(records),
      target.emailId,
      'matrix-invitee@example.com',
      'Matrix dept',
      'Matrix agent',
      'Matrix story',
      'matrix_entity',
      'matrixvalue',
      'matrix_intent',
      'matrix utterance',
      'Matrix response',
      'Matrix integration',
      'Matrix segment',
      'Matrix group',
      'matrixfield',
      'Matrix customer',
      '9876501234',
      '9876501299',
      'matrix.csv',
      'Matrix channel',
      'matrix_template',
      'Matrix template body',
      'Matrix simulated customer',
      '4155550166',
      'Matrix bucket',
      'Matrix attachment',
      'matrix.pdf',
    ];
  });
  afterAll(async () => t?.close());

  /**
   * A request that passes validation and addresses the seeded enterprise's records with every id it takes
   * (path params, and the body's and query's id fields, optional ones included).
   */
  function request(def: EndpointDef, token: string | null) {
    const value = (name: string) => {
      const kind = kindOf(def, name);
      return kind ? records[kind] : undefined;
    };
    let path = routeUrl(def).replace(/:(\w+)/g, (_, name: string) => value(name) ?? '1');
    const ids = idNames(def);
    if (def.query) {
      const sample = sampleOf(def.query) as Record<string, unknown>;
      for (const { name, where } of ids) if (where === 'query' && value(name)) sample[name] = value(name);
      const query = new URLSearchParams(
        Object.entries(sample).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      if (query) path += `?${query}`;
    }
    const body = def.body ? (sampleOf(def.body) as Record<string, unknown>) : undefined;
    // The valid fields first, so the record ids (nested ones too) go into the objects they bring.
    if (body) Object.assign(body, structuredClone(VALID_BODY[def.id]));
    if (body)
      for (const { name, where, array, within } of ids)
        if (where === 'body' && value(name)) setWithin(body, within, name, array ? [value(name)] : value(name));
    if (def.encoding === 'multipart' && body) return multipart(def.method, path, body, token);
    const options = { token, ...(body ? { json: body } : {}) };
    return t.call(def.method, path, options);
  }

  async function multipart(method: string, path: string, body: Record<string, unknown>, token: string | null) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body))
      if (name === 'file')
        form.append('file', new Blob(['name,phoneNumber\nSample,9876500000\n'], { type: 'text/csv' }), 'x.csv');
      else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    const response = await fetch(t.url + path, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain-text answers stay text
    }
    return { status: response.status, body: parsed, text };
  }

  /** True when the call names one of the seeded enterprise's records in its path or body. */
  const addressesRecord = (def: EndpointDef, where: ('path' | 'body' | 'query')[]) =>
    idNames(def).some((id) => where.includes(id.where) && Boolean(kindOf(def, id.name)));

  it('answers 401 with login_required to every session endpoint called without a token, or with a bad one', async () => {
    for (const def of SESSION) {
      for (const token of [null, 'not-a-real-token']) {
        const { status, body } = await request(def, token);
        expect({ id: def.id, status, login_required: body.login_required }).toEqual({
          id: def.id,
          status: 401,
          login_required: true,
        });
      }
    }
  });

  it("never answers another enterprise's record: 404 for addressed records, no foreign data, nothing changed", async () => {
    // What the seeded enterprise sees of its own records, before and after the foreign calls.
    // Training is a GET that changes the agent's state, so it is no read; a download access id is new on each call.
    const reads = SESSION.filter(
      (def) => def.method === 'GET' && !['logout', 'trainAgent', 'getDownloadAccessId'].includes(def.id),
    );
    const snapshot = async () => {
      const seen: Record<string, string> = {};
      for (const def of reads) seen[def.id] = (await request(def, adminToken)).text;
      return seen;
    };
    const before = await snapshot();
    for (const def of Object.values(records)) expect(Object.values(before).join('\n')).toContain(def);

    const wrong: unknown[] = [];
    for (const def of SESSION) {
      if (def.id === 'logout') continue;
      const { status, text } = await request(def, foreignToken);
      // A write naming a foreign record in its body is refused as not found, like one naming it in its path.
      const addressed = addressesRecord(def, ['path']) || (def.method !== 'GET' && addressesRecord(def, ['body']));
      if (addressed ? status !== 404 : status >= 500)
        wrong.push({ id: def.id, status, expected: addressed ? 404 : '< 500', text: text.slice(0, 200) });
      const leaked = secrets.filter((secret) => mentions(text, secret));
      if (leaked.length > 0) wrong.push({ id: def.id, leaked });
    }
    expect(wrong).toEqual([]);

    const after = await snapshot();
    for (const def of reads) expect({ id: def.id, text: after[def.id] }).toEqual({ id: def.id, text: before[def.id] });
  });

  it.each(ROLES)('answers role %i with 403/1403 exactly where it lacks the permission', async (role) => {
    const held = permissionsFor([role]);
    // Logging out ends the session the remaining calls need, so it goes last.
    const ordered = [...SESSION.filter((d) => d.id !== 'logout'), ...SESSION.filter((d) => d.id === 'logout')];
    for (const def of ordered) {
      const { status, body } = await request(def, tokens.get(role)!);
      if (hasAnyPermission(held, def.permissions)) {
        expect({ id: def.id, denied: status === 401 || status === 403, error: status >= 500 }).toEqual({
          id: def.id,
          denied: false,
          error: false,
        });
      } else {
        expect({ id: def.id, status, code: body.code }).toEqual({ id: def.id, status: 403, code: 1403 });
        expect(body.message).toBeTruthy();
      }
    }
    // Every call after a 403 above still ran signed in (access denied keeps the session); the last call,
    // logout, ended it.
    const profile = await t.call('GET', '/api/e/enterprise/users/me', { token: tokens.get(role)! });
    expect(profile.status).toBe(401);
  });

  it('never fails with a server error on a public endpoint called with minimal input', async () => {
    for (const def of ALL.filter((d) => d.auth === 'public')) {
      const { status } = await request(def, null);
      expect({ id: def.id, status: status !== 401 && status < 500 }).toEqual({ id: def.id, status: true });
    }
  });
});
