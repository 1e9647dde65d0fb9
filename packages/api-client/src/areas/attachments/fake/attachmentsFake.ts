/** The attachment library in the fake: the same rules as the server (attachmentRules, fileSniffing). */
import type * as attachmentEndpoints from '../attachments.ts';
import {
  ALLOWED_UPLOADS,
  ATTACHMENT_PAGE_SIZE,
  AttachmentMessages,
  DOWNLOAD_ACCESS_SECONDS,
  VISIBILITIES,
  type Visibility,
} from '../attachmentCatalog.ts';
import { checkArtifact, fileDownloadPath } from '../attachmentRules.ts';
import type { Artifact, Bucket } from '../attachmentSchemas.ts';
import { formatBytes, imageSize, sniffFileType, withinImageLimits } from '../fileSniffing.ts';
import { ACCESS_DENIED_CODE } from '../../../contract/envelopeCodes.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';
import { pageLimit } from '../../../contract/paging.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore, type FakeUser } from '../../../fake/store.ts';
import { lower, me } from '../../accounts/fake/accountsShared.ts';
import { isAdministrator } from '../../accounts/privilegeCeiling.ts';

export interface FakeArtifact extends Omit<Artifact, 'editable'> {
  eId: string;
}
export interface FakeBucket extends Omit<Bucket, 'editable' | 'count'> {
  eId: string;
  createdBy: string;
}
export interface FakeFile {
  id: string;
  eId: string;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
  width?: number;
  height?: number;
}

export interface FakeAttachments {
  artifacts: FakeArtifact[];
  buckets: FakeBucket[];
  files: FakeFile[];
  /** Download access ids: who they open files for, until when (wall clock). */
  access: Map<string, { eId: string; expires: number }>;
}

const states = new WeakMap<FakeStore, FakeAttachments>();

export function attachmentsData(store: FakeStore): FakeAttachments {
  let state = states.get(store);
  if (!state) states.set(store, (state = { artifacts: [], buckets: [], files: [], access: new Map() }));
  return state;
}

const missing = (message: string) => new FakeHttpError(404, 404, message);

/** Private: its owner's. Public: the enterprise's. */
const visibleTo = (user: FakeUser, item: { eId: string; visibility: Visibility; createdBy: string }) =>
  item.eId === user.eId && (item.visibility === 'public' || item.createdBy === user.uId);
const editableBy = (user: FakeUser, item: { createdBy: string; visibility: Visibility }) =>
  item.createdBy === user.uId || (item.visibility === 'public' && isAdministrator(user.roles));

function publicArtifact(user: FakeUser, artifact: FakeArtifact): Artifact {
  const { eId: _eId, ...rest } = artifact;
  return { ...structuredClone(rest), editable: editableBy(user, artifact) };
}

function publicBucket(store: FakeStore, user: FakeUser, bucket: FakeBucket): Bucket {
  const { eId: _eId, createdBy: _by, ...rest } = bucket;
  const count = attachmentsData(store).artifacts.filter((a) => a.bucketId === bucket.id && visibleTo(user, a)).length;
  return { ...rest, count, editable: editableBy(user, bucket) };
}

function findArtifact(ctx: FakeContext, id: string, forChange = false): FakeArtifact {
  const artifact = attachmentsData(ctx.store).artifacts.find((a) => a.id === id && visibleTo(me(ctx), a));
  if (!artifact) throw missing(AttachmentMessages.notFound);
  if (forChange && !editableBy(me(ctx), artifact))
    throw new FakeHttpError(403, ACCESS_DENIED_CODE, AttachmentMessages.notYours);
  return artifact;
}

function findBucket(ctx: FakeContext, id: string, forChange = false): FakeBucket {
  const bucket = attachmentsData(ctx.store).buckets.find((b) => b.id === id && visibleTo(me(ctx), b));
  if (!bucket) throw missing(AttachmentMessages.bucketNotFound);
  if (forChange && !editableBy(me(ctx), bucket))
    throw new FakeHttpError(403, ACCESS_DENIED_CODE, AttachmentMessages.notYours);
  return bucket;
}

/** The artifact's saved form: the shared rule, then the references (file, bucket, department) checked as ours. */
function checked(ctx: FakeContext, keepFileOf?: FakeArtifact) {
  const result = checkArtifact(ctx.body as never);
  if (!result.ok) throw fieldRefusal(result.field, result.message);
  const value = result.value;
  const state = attachmentsData(ctx.store);
  if (value.bucketId) findBucket(ctx, value.bucketId);
  if (value.deptId && !ctx.store.departments.some((d) => d.id === value.deptId && d.eId === me(ctx).eId))
    throw missing(NotFoundMessages.department);
  if (value.data.fileId) {
    if (keepFileOf && keepFileOf.data.fileId !== value.data.fileId)
      throw fieldRefusal('data.fileId', AttachmentMessages.fileRequired);
    const file = state.files.find((f) => f.id === value.data.fileId && f.eId === me(ctx).eId);
    if (!file) throw missing(AttachmentMessages.fileNotFound);
    const kind = ALLOWED_UPLOADS[file.mimeType as keyof typeof ALLOWED_UPLOADS].dataType;
    Object.assign(value.data, {
      type: kind,
      fileName: file.name,
      mimeType: file.mimeType,
      size: file.bytes.length,
      url: fileDownloadPath(file.id),
      ...(file.width ? { width: file.width, height: file.height } : {}),
    });
  }
  return value;
}

function matchesSearch(artifact: FakeArtifact, text: string): boolean {
  const { name, desc, address, text: message } = artifact.data;
  return [name, desc, address, message].some((part) => lower(part).includes(text));
}

export const attachmentsFake: Pick<Impl, keyof typeof attachmentEndpoints> = {
  listArtifacts(ctx) {
    const q = ctx.query as Record<string, string | undefined>;
    const text = lower(q.desc);
    const matching = attachmentsData(ctx.store)
      .artifacts.filter((a) => visibleTo(me(ctx), a))
      .filter((a) => q.type === undefined || a.type === Number(q.type))
      .filter((a) => !q.visibility || a.visibility === q.visibility)
      .filter((a) => !q.mediaType || a.data.type === q.mediaType)
      .filter((a) => !q.deptId || a.deptId === q.deptId)
      .filter((a) => !q.bucketId || a.bucketId === q.bucketId)
      .filter((a) => String(q.unbucketed) !== 'true' || a.bucketId === null)
      .filter((a) => !text || matchesSearch(a, text))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    const from = Number(q.from ?? 0);
    const size = pageLimit(Number(q.perPage ?? ATTACHMENT_PAGE_SIZE));
    const page = matching.slice(from, from + size);
    return {
      artifacts: page.map((a) => publicArtifact(me(ctx), a)),
      more: from + page.length < matching.length,
      total: matching.length,
    };
  },

  createArtifact(ctx) {
    const value = checked(ctx);
    const at = tick(ctx.store);
    const id = nextId(ctx.store, 'art');
    const artifact: FakeArtifact = {
      _id: id,
      id,
      eId: me(ctx).eId,
      ...value,
      createdBy: me(ctx).uId,
      createdAt: at,
      updatedAt: at,
    };
    attachmentsData(ctx.store).artifacts.push(artifact);
    ctx.setMessage(AttachmentMessages.created);
    return publicArtifact(me(ctx), artifact);
  },

  updateArtifact(ctx) {
    const artifact = findArtifact(ctx, ctx.params.id!, true);
    const value = checked(ctx, artifact);
    Object.assign(artifact, value, { updatedAt: tick(ctx.store) });
    ctx.setMessage(AttachmentMessages.updated);
    return publicArtifact(me(ctx), artifact);
  },

  deleteArtifact(ctx) {
    const artifact = findArtifact(ctx, ctx.params.id!, true);
    const state = attachmentsData(ctx.store);
    state.artifacts = state.artifacts.filter((a) => a !== artifact);
    const fileId = artifact.data.fileId;
    if (fileId && !state.artifacts.some((a) => a.data.fileId === fileId))
      state.files = state.files.filter((f) => f.id !== fileId);
    ctx.setMessage(AttachmentMessages.deleted);
    return { id: artifact.id };
  },

  createBucket(ctx) {
    const name = String(ctx.body.name ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    if (!name) throw fieldRefusal('name', AttachmentMessages.bucketNameRequired);
    const visibility = (VISIBILITIES as readonly string[]).includes(String(ctx.body.visibility))
      ? (ctx.body.visibility as Visibility)
      : 'private';
    const state = attachmentsData(ctx.store);
    if (state.buckets.some((b) => visibleTo(me(ctx), b) && lower(b.name) === lower(name)))
      throw new FakeHttpError(409, 409, AttachmentMessages.bucketDuplicate);
    const id = nextId(ctx.store, 'bkt');
    const bucket: FakeBucket = {
      id,
      _id: id,
      eId: me(ctx).eId,
      name,
      visibility,
      createdBy: me(ctx).uId,
      createdAt: tick(ctx.store),
    };
    state.buckets.push(bucket);
    ctx.setMessage(AttachmentMessages.bucketCreated);
    return publicBucket(ctx.store, me(ctx), bucket);
  },

  listBuckets(ctx) {
    const text = lower(ctx.query.desc);
    const list = attachmentsData(ctx.store)
      .buckets.filter((b) => visibleTo(me(ctx), b))
      .filter((b) => !ctx.query.visibility || b.visibility === ctx.query.visibility)
      .filter((b) => !text || lower(b.name).includes(text))
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)));
    return { list: list.map((b) => publicBucket(ctx.store, me(ctx), b)) };
  },

  editBucket(ctx) {
    const bucket = findBucket(ctx, String(ctx.body.id), true);
    const name = String(ctx.body.name ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    if (!name) throw fieldRefusal('name', AttachmentMessages.bucketNameRequired);
    if (
      attachmentsData(ctx.store).buckets.some(
        (b) => b !== bucket && visibleTo(me(ctx), b) && lower(b.name) === lower(name),
      )
    )
      throw new FakeHttpError(409, 409, AttachmentMessages.bucketDuplicate);
    bucket.name = name;
    ctx.setMessage(AttachmentMessages.bucketUpdated);
    return publicBucket(ctx.store, me(ctx), bucket);
  },

  moveToBucket(ctx) {
    const bucket = findBucket(ctx, String(ctx.body.bucketId));
    const artifacts = (ctx.body.artifactIds as string[]).map((id) => findArtifact(ctx, id, true));
    for (const artifact of artifacts) Object.assign(artifact, { bucketId: bucket.id, updatedAt: tick(ctx.store) });
    ctx.setMessage(AttachmentMessages.moved);
    return { moved: artifacts.length };
  },

  deleteBucket(ctx) {
    const bucket = findBucket(ctx, String(ctx.body.id), true);
    const state = attachmentsData(ctx.store);
    state.buckets = state.buckets.filter((b) => b !== bucket);
    for (const artifact of state.artifacts) if (artifact.bucketId === bucket.id) artifact.bucketId = null;
    ctx.setMessage(AttachmentMessages.bucketDeleted);
    return { id: bucket.id };
  },

  removeFromBucket(ctx) {
    const artifact = findArtifact(ctx, ctx.params.id!, true);
    Object.assign(artifact, { bucketId: null, updatedAt: tick(ctx.store) });
    ctx.setMessage(AttachmentMessages.removed);
    return publicArtifact(me(ctx), artifact);
  },

  uploadFile(ctx) {
    const file = ctx.body.file as { name?: string; bytes?: Uint8Array } | undefined;
    if (!file || !(file.bytes instanceof Uint8Array)) throw fieldRefusal('file', AttachmentMessages.invalidFileFormat);
    const name = String(file.name ?? 'file').slice(-255);
    const mimeType = sniffFileType(file.bytes.subarray(0, 4096), name);
    if (!mimeType) throw fieldRefusal('file', AttachmentMessages.invalidFileFormat);
    const allowed = ALLOWED_UPLOADS[mimeType];
    if (file.bytes.length > allowed.maxBytes)
      throw new FakeHttpError(413, 413, AttachmentMessages.tooLarge(formatBytes(allowed.maxBytes)));
    const size = allowed.dataType === 'IMAGE' ? imageSize(file.bytes) : null;
    const q = ctx.body as Record<string, unknown>;
    if (size && (q.imageMaxWidth || q.imageMaxHeight || q.imageMaxKb)) {
      const limits = {
        width: Number(q.imageMaxWidth ?? Infinity),
        height: Number(q.imageMaxHeight ?? Infinity),
        kb: Number(q.imageMaxKb ?? Infinity),
      };
      if (!withinImageLimits(size, file.bytes.length, limits))
        throw fieldRefusal('file', AttachmentMessages.imageTooLarge);
    }
    const id = nextId(ctx.store, 'file');
    attachmentsData(ctx.store).files.push({ id, eId: me(ctx).eId, name, mimeType, bytes: file.bytes, ...(size ?? {}) });
    return {
      fileId: id,
      fileName: name,
      mimeType,
      dataType: allowed.dataType,
      size: file.bytes.length,
      ...(size ?? {}),
      url: fileDownloadPath(id),
    };
  },

  getDownloadAccessId(ctx) {
    const accessId = `acc_${nextId(ctx.store, 'a')}_${Math.random().toString(36).slice(2, 12)}`;
    const expires = Date.now() + DOWNLOAD_ACCESS_SECONDS * 1000;
    attachmentsData(ctx.store).access.set(accessId, { eId: me(ctx).eId, expires });
    return { accessId, expiresAt: new Date(expires).toISOString() };
  },

  downloadFile(ctx) {
    const access = attachmentsData(ctx.store).access.get(String(ctx.query['x-access-id'] ?? ''));
    if (!access || access.expires < Date.now())
      throw new FakeHttpError(403, ACCESS_DENIED_CODE, AttachmentMessages.accessExpired);
    const file = attachmentsData(ctx.store).files.find((f) => f.id === ctx.params.fileId && f.eId === access.eId);
    if (!file) throw missing(AttachmentMessages.fileNotFound);
    return new File([file.bytes as BlobPart], file.name, { type: file.mimeType });
  },
};

/** Stories' and tests' seeds: attachments of the demo enterprise, owned by its administrator unless told. */
export function seedArtifact(
  store: FakeStore,
  data: Artifact['data'],
  options: { visibility?: Visibility; bucketId?: string | null; createdBy?: string; eId?: string } = {},
): FakeArtifact {
  const id = nextId(store, 'art');
  const at = tick(store);
  const artifact: FakeArtifact = {
    _id: id,
    id,
    eId: options.eId ?? 'ent1',
    type: { IMAGE: 1, VIDEO: 1, AUDIO: 1, DOC: 0, LOCATION: 2, URL: 3, TAG: 4, MSG: 7 }[data.type],
    visibility: options.visibility ?? 'public',
    deptId: null,
    bucketId: options.bucketId ?? null,
    data,
    createdBy: options.createdBy ?? 'admin1',
    createdAt: at,
    updatedAt: at,
  };
  attachmentsData(store).artifacts.push(artifact);
  return artifact;
}

export function seedBucket(store: FakeStore, name: string, visibility: Visibility = 'public'): FakeBucket {
  const id = nextId(store, 'bkt');
  const bucket: FakeBucket = {
    id,
    _id: id,
    eId: 'ent1',
    name,
    visibility,
    createdBy: 'admin1',
    createdAt: tick(store),
  };
  attachmentsData(store).buckets.push(bucket);
  return bucket;
}
