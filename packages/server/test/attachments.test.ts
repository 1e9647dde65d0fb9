import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALL_ITEMS_MAX,
  ARTIFACT_TYPES,
  AttachmentMessages,
  NotFoundMessages,
  fileDownloadPath,
} from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { ARTIFACTS, BUCKETS, jpeg, pdf, png, upload } from './support/attachmentFiles.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const BUCKET = '/api/e/enterprise/artifacts/bucket';

describe.each(backends)('the attachment library on $name', (backend) => {
  let t: TestServer;
  /** The seeded administrator, a second administrator and an agent (role 4) of the same enterprise. */
  let admin: string;
  let otherAdmin: string;
  let agent: string;
  let foreign: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    otherAdmin = await t.login(await t.addUser([1]));
    agent = await t.login(await t.addUser([4]));
    foreign = await t.login(await t.addForeignAdmin());
  });
  afterAll(async () => t?.close());

  const save = (token: string, json: unknown) => t.call('POST', ARTIFACTS, { token, json });
  const change = (token: string, id: string, json: unknown) => t.call('PUT', `${ARTIFACTS}/${id}`, { token, json });
  const list = async (token: string, query: Record<string, string | number | boolean> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.call('GET', `${ARTIFACTS}?${params}`, { token });
    expect(res.status).toBe(200);
    return res.body.data as { artifacts: any[]; more: boolean; total: number };
  };
  const created = async (token: string, json: unknown) => {
    const res = await save(token, json);
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    return res.body.data;
  };
  const bucket = async (token: string, name: string, visibility = 'public') => {
    const res = await t.call('POST', BUCKETS, { token, json: { name, visibility } });
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    return res.body.data;
  };
  const uploaded = async (token: string, bytes: Uint8Array, name: string) =>
    (await upload(t, token, bytes, name)).body.data;

  it('saves every kind of attachment with its artifact type, and the file facts from the upload', async () => {
    const photo = await uploaded(admin, png(300, 200), 'photo.png');
    const doc = await uploaded(admin, pdf(), 'menu.pdf');
    const kinds = [
      { type: 'IMAGE', name: 'Photo', fileId: photo.fileId },
      { type: 'DOC', name: 'Menu', desc: 'Lunch menu', fileId: doc.fileId },
      { type: 'URL', name: 'Site', url: 'https://example.com/shop' },
      { type: 'LOCATION', name: 'Shop', address: '1 High Street' },
      { type: 'LOCATION', name: 'Pier', latitude: 51.5, longitude: -0.12 },
      { type: 'MSG', name: 'Greeting', text: 'Hello and welcome!' },
      { type: 'TAG', name: 'vip' },
    ];
    const saved = [];
    for (const data of kinds) saved.push(await created(admin, { visibility: 'public', data }));
    expect(saved.map((a) => a.type)).toEqual([
      ARTIFACT_TYPES.media,
      ARTIFACT_TYPES.doc,
      ARTIFACT_TYPES.url,
      ARTIFACT_TYPES.map,
      ARTIFACT_TYPES.map,
      ARTIFACT_TYPES.message,
      ARTIFACT_TYPES.tag,
    ]);
    expect(saved[0]).toMatchObject({
      _id: saved[0].id,
      visibility: 'public',
      deptId: null,
      bucketId: null,
      editable: true,
      data: {
        type: 'IMAGE',
        name: 'Photo',
        fileId: photo.fileId,
        fileName: 'photo.png',
        mimeType: 'image/png',
        size: photo.size,
        width: 300,
        height: 200,
        url: fileDownloadPath(photo.fileId),
      },
    });
    expect(saved[4].data).toEqual({
      type: 'LOCATION',
      name: 'Pier',
      desc: '',
      address: '',
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(new Date(saved[0].createdAt).getTime()).toBeGreaterThan(0);
  });

  it('takes what a file is from its upload, whatever the caller claims', async () => {
    const photo = await uploaded(admin, jpeg(800, 600), 'photo.jpg');
    const saved = await created(admin, {
      visibility: 'private',
      data: {
        type: 'VIDEO',
        name: ' Claimed   video ',
        fileId: photo.fileId,
        fileName: 'virus.exe',
        mimeType: 'application/x-msdownload',
        size: 1,
        width: 9999,
        url: 'https://evil.example/',
      },
    });
    expect(saved.type).toBe(ARTIFACT_TYPES.media);
    expect(saved.data).toEqual({
      type: 'IMAGE',
      name: 'Claimed video',
      desc: '',
      fileId: photo.fileId,
      fileName: 'photo.jpg',
      mimeType: 'image/jpeg',
      size: photo.size,
      width: 800,
      height: 600,
      url: fileDownloadPath(photo.fileId),
    });
  });

  it('answers each kind’s missing part with its message and field', async () => {
    const cases: [unknown, string, string][] = [
      [{ type: 'TAG', name: '   ' }, 'data.name', AttachmentMessages.nameRequired],
      [{ type: 'IMAGE', name: 'No file' }, 'data.fileId', AttachmentMessages.fileRequired],
      [{ type: 'URL', name: 'Bad link', url: 'javascript:alert(1)' }, 'data.url', AttachmentMessages.urlRequired],
      [{ type: 'LOCATION', name: 'Nowhere' }, 'data.address', AttachmentMessages.locationRequired],
      [{ type: 'MSG', name: 'Silent', text: '  ' }, 'data.text', AttachmentMessages.textRequired],
    ];
    for (const [data, field, message] of cases) {
      const res = await save(admin, { visibility: 'public', data });
      expect({ field, status: res.status, message: res.body.message, errors: res.body.errors }).toEqual({
        field,
        status: 400,
        message,
        errors: [{ field, message }],
      });
    }
    const unknownFile = await save(admin, { visibility: 'public', data: { type: 'DOC', name: 'x', fileId: 'nofile' } });
    expect([unknownFile.status, unknownFile.body.message]).toEqual([404, AttachmentMessages.fileNotFound]);
    const unknownDept = await save(admin, { visibility: 'public', deptId: 'nodept', data: { type: 'TAG', name: 'x' } });
    expect([unknownDept.status, unknownDept.body.message]).toEqual([404, NotFoundMessages.department]);
    const unknownBucket = await save(admin, {
      visibility: 'public',
      bucketId: 'nob',
      data: { type: 'TAG', name: 'x' },
    });
    expect([unknownBucket.status, unknownBucket.body.message]).toEqual([404, AttachmentMessages.bucketNotFound]);
  });

  it('keeps a file attachment on its file: another file is refused', async () => {
    const first = await uploaded(admin, pdf('one'), 'one.pdf');
    const second = await uploaded(admin, pdf('two'), 'two.pdf');
    const saved = await created(admin, {
      visibility: 'private',
      data: { type: 'DOC', name: 'Doc', fileId: first.fileId },
    });
    const swapped = await change(admin, saved.id, {
      visibility: 'private',
      data: { type: 'DOC', name: 'Doc', fileId: second.fileId },
    });
    expect([swapped.status, swapped.body.errors]).toEqual([
      400,
      [{ field: 'data.fileId', message: AttachmentMessages.fileRequired }],
    ]);
    const renamed = await change(admin, saved.id, {
      visibility: 'public',
      data: { type: 'DOC', name: 'Renamed', desc: 'Now public', fileId: first.fileId },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(AttachmentMessages.updated);
    expect(renamed.body.data).toMatchObject({ visibility: 'public', data: { name: 'Renamed', fileName: 'one.pdf' } });
    expect(renamed.body.data.updatedAt >= saved.updatedAt).toBe(true);
  });

  it('shows private attachments to their creator only, and lets the right people change each', async () => {
    const mine = await created(agent, {
      visibility: 'private',
      data: { type: 'MSG', name: 'Agent private', text: 'x' },
    });
    const shared = await created(agent, {
      visibility: 'public',
      data: { type: 'MSG', name: 'Agent public', text: 'y' },
    });
    const adminsPublic = await created(admin, { visibility: 'public', data: { type: 'TAG', name: 'Admin public' } });

    const seenByAgent = (await list(agent, { perPage: -1 })).artifacts;
    const seenByAdmin = (await list(otherAdmin, { perPage: -1 })).artifacts;
    expect(seenByAgent.map((a) => a.id)).toEqual(expect.arrayContaining([mine.id, shared.id, adminsPublic.id]));
    expect(seenByAdmin.map((a) => a.id)).toEqual(expect.arrayContaining([shared.id, adminsPublic.id]));
    expect(seenByAdmin.map((a) => a.id)).not.toContain(mine.id);
    // `editable`: the creator's own, and every public one for an administrator.
    expect(seenByAgent.find((a) => a.id === adminsPublic.id).editable).toBe(false);
    expect(seenByAgent.find((a) => a.id === shared.id).editable).toBe(true);
    expect(seenByAdmin.find((a) => a.id === shared.id).editable).toBe(true);

    // Another user's private attachment does not exist for anyone else, administrators included.
    expect((await change(otherAdmin, mine.id, { visibility: 'public', data: { type: 'TAG', name: 'x' } })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `${ARTIFACTS}/${mine.id}`, { token: otherAdmin })).status).toBe(404);
    // A public one of another user: seen, but only an administrator may change it.
    const refused = await change(agent, adminsPublic.id, {
      visibility: 'public',
      data: { type: 'TAG', name: 'Mine now' },
    });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, 1403, AttachmentMessages.notYours]);
    expect((await t.call('DELETE', `${ARTIFACTS}/${adminsPublic.id}`, { token: agent })).status).toBe(403);
    const byAdmin = await change(otherAdmin, shared.id, {
      visibility: 'public',
      data: { type: 'MSG', name: 'Edited by admin', text: 'y' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.createdBy).toBe(shared.createdBy);
    const deleted = await t.call('DELETE', `${ARTIFACTS}/${shared.id}`, { token: otherAdmin });
    expect([deleted.status, deleted.body.message, deleted.body.data]).toEqual([
      200,
      AttachmentMessages.deleted,
      { id: shared.id },
    ]);
    expect((await t.call('DELETE', `${ARTIFACTS}/${mine.id}`, { token: agent })).status).toBe(200);
  });

  it('filters, searches (wildcards taken literally) and pages the list, newest first', async () => {
    const user = await t.login(await t.addUser([4]));
    const names = ['Alpha 100%', 'Beta_two', 'Gamma', 'Delta', 'Epsilon'];
    const made = [];
    for (const name of names)
      made.push(await created(user, { visibility: 'private', data: { type: 'MSG', name, text: `${name} text` } }));
    await created(user, {
      visibility: 'private',
      data: { type: 'LOCATION', name: 'Depot', address: 'Harbour Road 7' },
    });
    const own = { visibility: 'private' };

    const page = await list(user, { ...own, perPage: 2 });
    expect(page.artifacts.map((a) => a.data.name)).toEqual(['Depot', 'Epsilon']);
    expect([page.more, page.total]).toEqual([true, 6]);
    const last = await list(user, { ...own, perPage: 2, from: 4 });
    expect(last.artifacts.map((a) => a.data.name)).toEqual(['Beta_two', 'Alpha 100%']);
    expect(last.more).toBe(false);
    const counted = await list(user, { ...own, perPage: 0 });
    expect([counted.artifacts, counted.total]).toEqual([[], 6]);

    expect((await list(user, { ...own, desc: '100%' })).artifacts.map((a) => a.data.name)).toEqual(['Alpha 100%']);
    expect((await list(user, { ...own, desc: '%' })).artifacts.map((a) => a.data.name)).toEqual(['Alpha 100%']);
    // `_` matches itself only: as a wildcard it would find "Alpha".
    expect((await list(user, { ...own, desc: 'lph_' })).total).toBe(0);
    expect((await list(user, { ...own, desc: ' ta_TW ' })).artifacts.map((a) => a.data.name)).toEqual(['Beta_two']);
    expect((await list(user, { ...own, desc: 'harbour' })).artifacts.map((a) => a.data.name)).toEqual(['Depot']);
    expect((await list(user, { ...own, desc: 'GAMMA TEXT' })).total).toBe(1);
    expect((await list(user, { ...own, type: ARTIFACT_TYPES.map })).total).toBe(1);
    expect((await list(user, { ...own, mediaType: 'MSG' })).total).toBe(5);
    // An update moves an attachment to the front.
    await change(user, made[0].id, { visibility: 'private', data: { type: 'MSG', name: 'Alpha 100%', text: 'new' } });
    expect((await list(user, { ...own, perPage: 1 })).artifacts[0].id).toBe(made[0].id);
  });

  it('answers "all" (perPage -1) with at most ALL_ITEMS_MAX attachments and says there are more', async () => {
    const user = await t.addUser([4]);
    await t.server.db.query(
      `INSERT INTO artifacts (id, enterprise_id, type, visibility, data, created_by)
       SELECT 'bulk-' || g, $1, 4, 'private', jsonb_build_object('type', 'TAG', 'name', 'Bulk ' || g), $2
         FROM generate_series(1, $3::int) g`,
      [await t.seededEnterpriseId(), user.id, ALL_ITEMS_MAX + 5],
    );
    const all = await list(await t.login(user), { perPage: -1, visibility: 'private' });
    expect([all.artifacts.length, all.more, all.total]).toEqual([ALL_ITEMS_MAX, true, ALL_ITEMS_MAX + 5]);
  });

  it('filters by department, and refuses a department of another enterprise', async () => {
    const dept = await t.call('POST', '/api/e/enterprise/departments', {
      token: admin,
      json: { name: 'Library dept' },
    });
    const deptId = dept.body.data.id;
    const inDept = await created(admin, { visibility: 'public', deptId, data: { type: 'TAG', name: 'Dept tag' } });
    expect(inDept.deptId).toBe(deptId);
    expect((await list(admin, { deptId })).artifacts.map((a) => a.id)).toEqual([inDept.id]);
    const elsewhere = await save(foreign, { visibility: 'public', deptId, data: { type: 'TAG', name: 'x' } });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, NotFoundMessages.department]);
  });

  it('creates, lists, renames, fills, empties and deletes buckets', async () => {
    const user = await t.login(await t.addUser([4]));
    const made = await t.call('POST', BUCKETS, {
      token: user,
      json: { name: '  Summer   offers ', visibility: 'public' },
    });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(AttachmentMessages.bucketCreated);
    const summer = made.body.data;
    expect(summer).toMatchObject({
      _id: summer.id,
      name: 'Summer offers',
      visibility: 'public',
      count: 0,
      editable: true,
    });
    const blank = await t.call('POST', BUCKETS, { token: user, json: { name: '  ' } });
    expect([blank.status, blank.body.errors]).toEqual([
      400,
      [{ field: 'name', message: AttachmentMessages.bucketNameRequired }],
    ]);
    const twin = await t.call('POST', BUCKETS, { token: user, json: { name: 'SUMMER OFFERS', visibility: 'private' } });
    expect([twin.status, twin.body.message]).toEqual([409, AttachmentMessages.bucketDuplicate]);
    // Without a visibility a bucket is private; another user may use the same name for their own private one.
    const drafts = await t.call('POST', BUCKETS, { token: user, json: { name: 'Drafts' } });
    expect(drafts.body.data.visibility).toBe('private');
    expect((await t.call('POST', BUCKETS, { token: agent, json: { name: 'drafts' } })).status).toBe(200);

    const a = await created(user, { visibility: 'private', data: { type: 'TAG', name: 'In bucket A' } });
    const b = await created(user, { visibility: 'public', data: { type: 'TAG', name: 'In bucket B' } });
    const moved = await t.call('POST', `${BUCKET}/move`, {
      token: user,
      json: { bucketId: summer.id, artifactIds: [a.id, b.id] },
    });
    expect([moved.status, moved.body.data, moved.body.message]).toEqual([200, { moved: 2 }, AttachmentMessages.moved]);
    const members = await list(user, { bucketId: summer.id });
    expect(members.artifacts.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list(user, { unbucketed: true, visibility: 'private' })).artifacts.map((m) => m.id)).not.toContain(
      a.id,
    );

    // Counts are what each caller sees: the private member is its creator's alone.
    const counts = async (token: string) =>
      Object.fromEntries(
        ((await t.call('GET', `${BUCKETS}/list`, { token })).body.data.list as any[]).map((x) => [x.name, x.count]),
      );
    expect((await counts(user))['Summer offers']).toBe(2);
    expect((await counts(admin))['Summer offers']).toBe(1);
    const searched = await t.call('GET', `${BUCKETS}/list?desc=summ&visibility=public`, { token: user });
    expect(searched.body.data.list.map((x: any) => x.name)).toEqual(['Summer offers']);

    const renamed = await t.call('PUT', `${BUCKETS}/edit`, {
      token: user,
      json: { id: summer.id, name: 'Winter offers' },
    });
    expect([renamed.status, renamed.body.data.name, renamed.body.message]).toEqual([
      200,
      'Winter offers',
      AttachmentMessages.bucketUpdated,
    ]);
    const clash = await t.call('PUT', `${BUCKETS}/edit`, { token: user, json: { id: summer.id, name: 'drafts' } });
    expect(clash.status).toBe(409);
    // Renaming to its own name in another case is no clash.
    expect(
      (await t.call('PUT', `${BUCKETS}/edit`, { token: user, json: { id: summer.id, name: 'WINTER offers' } })).status,
    ).toBe(200);

    const out = await t.call('PUT', `${BUCKET}/removeArtifact/${a.id}`, { token: user });
    expect([out.status, out.body.data.bucketId, out.body.message]).toEqual([200, null, AttachmentMessages.removed]);

    const removed = await t.call('POST', `${BUCKET}/delete`, { token: user, json: { id: summer.id } });
    expect([removed.status, removed.body.data, removed.body.message]).toEqual([
      200,
      { id: summer.id },
      AttachmentMessages.bucketDeleted,
    ]);
    // Its members stay in the library, in no bucket.
    const left = (await list(user, { perPage: -1 })).artifacts.find((m) => m.id === b.id);
    expect(left.bucketId).toBeNull();
    expect(await counts(user)).not.toHaveProperty('WINTER offers');
  });

  it('lets only the right people change a bucket and move attachments', async () => {
    const adminBucket = await bucket(admin, 'Admin shelf');
    const privateBucket = await bucket(admin, 'Admin drawer', 'private');
    const agentItem = await created(agent, { visibility: 'public', data: { type: 'TAG', name: 'Agent item' } });
    const adminItem = await created(admin, { visibility: 'public', data: { type: 'TAG', name: 'Admin item' } });

    const rename = await t.call('PUT', `${BUCKETS}/edit`, { token: agent, json: { id: adminBucket.id, name: 'Mine' } });
    expect([rename.status, rename.body.code, rename.body.message]).toEqual([403, 1403, AttachmentMessages.notYours]);
    expect((await t.call('POST', `${BUCKET}/delete`, { token: agent, json: { id: adminBucket.id } })).status).toBe(403);
    expect((await t.call('POST', `${BUCKET}/delete`, { token: agent, json: { id: privateBucket.id } })).status).toBe(
      404,
    );
    // Into a public bucket anyone sees, with their own attachment; not someone else's.
    const intoShelf = await t.call('POST', `${BUCKET}/move`, {
      token: agent,
      json: { bucketId: adminBucket.id, artifactIds: [agentItem.id] },
    });
    expect(intoShelf.status).toBe(200);
    const notTheirs = await t.call('POST', `${BUCKET}/move`, {
      token: agent,
      json: { bucketId: adminBucket.id, artifactIds: [agentItem.id, adminItem.id] },
    });
    expect(notTheirs.status).toBe(403);
    expect((await t.call('PUT', `${BUCKET}/removeArtifact/${adminItem.id}`, { token: agent })).status).toBe(403);
    const intoDrawer = await t.call('POST', `${BUCKET}/move`, {
      token: agent,
      json: { bucketId: privateBucket.id, artifactIds: [agentItem.id] },
    });
    expect([intoDrawer.status, intoDrawer.body.message]).toEqual([404, AttachmentMessages.bucketNotFound]);
    // An administrator changes any public bucket.
    expect((await t.call('POST', `${BUCKET}/delete`, { token: otherAdmin, json: { id: adminBucket.id } })).status).toBe(
      200,
    );
  });

  it("answers 404 for another enterprise's attachments, buckets and files, and changes nothing", async () => {
    const file = await uploaded(admin, pdf(), 'ours.pdf');
    const ours = await created(admin, {
      visibility: 'public',
      data: { type: 'DOC', name: 'Ours', fileId: file.fileId },
    });
    const shelf = await bucket(admin, 'Our shelf');
    const theirs = await created(foreign, { visibility: 'public', data: { type: 'TAG', name: 'Theirs' } });
    const body = { visibility: 'public', data: { type: 'TAG', name: 'Taken' } };

    const answers = {
      update: await change(foreign, ours.id, body),
      delete: await t.call('DELETE', `${ARTIFACTS}/${ours.id}`, { token: foreign }),
      remove: await t.call('PUT', `${BUCKET}/removeArtifact/${ours.id}`, { token: foreign }),
      rename: await t.call('PUT', `${BUCKETS}/edit`, { token: foreign, json: { id: shelf.id, name: 'Taken' } }),
      deleteBucket: await t.call('POST', `${BUCKET}/delete`, { token: foreign, json: { id: shelf.id } }),
      moveInto: await t.call('POST', `${BUCKET}/move`, {
        token: foreign,
        json: { bucketId: shelf.id, artifactIds: [theirs.id] },
      }),
      moveOurs: await t.call('POST', `${BUCKET}/move`, {
        token: foreign,
        json: { bucketId: (await bucket(foreign, 'Their shelf')).id, artifactIds: [ours.id] },
      }),
      fileInBody: await save(foreign, { visibility: 'public', data: { type: 'DOC', name: 'x', fileId: file.fileId } }),
      bucketInBody: await save(foreign, { ...body, bucketId: shelf.id }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, [v.status, v.body.message]]))).toEqual({
      update: [404, AttachmentMessages.notFound],
      delete: [404, AttachmentMessages.notFound],
      remove: [404, AttachmentMessages.notFound],
      rename: [404, AttachmentMessages.bucketNotFound],
      deleteBucket: [404, AttachmentMessages.bucketNotFound],
      moveInto: [404, AttachmentMessages.bucketNotFound],
      moveOurs: [404, AttachmentMessages.notFound],
      fileInBody: [404, AttachmentMessages.fileNotFound],
      bucketInBody: [404, AttachmentMessages.bucketNotFound],
    });
    const theirList = await list(foreign, { perPage: -1 });
    expect(theirList.artifacts.map((a) => a.id)).toEqual([theirs.id]);
    const theirBuckets = (await t.call('GET', `${BUCKETS}/list`, { token: foreign })).body.data.list;
    expect(theirBuckets.map((b: any) => b.name)).toEqual(['Their shelf']);
    const still = (await list(admin, { perPage: -1 })).artifacts.find((a) => a.id === ours.id);
    expect(still).toMatchObject({ bucketId: null, data: { name: 'Ours' } });
  });
});
