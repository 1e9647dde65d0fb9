import { Type } from '@sinclair/typebox';
import { MAX_ATTACHMENT_BYTES } from './attachmentCatalog.ts';
import {
  Artifact,
  ArtifactList,
  ArtifactListQuery,
  ArtifactSave,
  Bucket,
  BucketDelete,
  BucketEdit,
  BucketList,
  BucketListQuery,
  BucketMove,
  BucketSave,
  DownloadAccess,
  FileDownloadQuery,
  FileParams,
  UploadFileRequest,
  UploadedFile,
} from './attachmentSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParams } from '../../contract/schemas.ts';

// platform-shell §7.3 "Artifacts: GET artifacts (type, from, perPage default 20, desc, deptId, bucketId); POST, PUT,
// DELETE artifacts/{id}; buckets via POST artifacts/buckets, buckets/list, bucket, bucket/move, bucket/delete,
// buckets/edit, bucket/removeArtifact/{id}. Upload: POST e/drive/upload (multipart with file)"; §7.1 "GET
// /e/enterprise/download/getId returns data.accessId, used … to authorise downloads via an x-access-id parameter".
// Every signed-in user has a library: private attachments are their own, public ones the enterprise's.
// Only endpoints here: the contract index spreads this module into `endpoints`.

const base = { service: 'api', auth: 'session', tag: 'Attachments' } as const;
const Removed = Type.Object({ id: Type.String() });

export const listArtifacts = endpoint({
  ...base,
  id: 'listArtifacts',
  summary: "Attachments the caller may see (their private ones and the enterprise's public ones), searched and paged",
  method: 'GET',
  path: 'e/enterprise/artifacts',
  query: ArtifactListQuery,
  data: ArtifactList,
});

export const createArtifact = endpoint({
  ...base,
  id: 'createArtifact',
  summary: 'Save an attachment: an uploaded file, a web address, a location, a canned message or a tag',
  method: 'POST',
  path: 'e/enterprise/artifacts',
  encoding: 'json',
  body: ArtifactSave,
  data: Artifact,
});

export const updateArtifact = endpoint({
  ...base,
  id: 'updateArtifact',
  summary: "Change an attachment (its owner, or an administrator for a public one); a file's kind stays",
  method: 'PUT',
  path: 'e/enterprise/artifacts/:id',
  encoding: 'json',
  params: IdParams,
  body: ArtifactSave,
  data: Artifact,
});

export const deleteArtifact = endpoint({
  ...base,
  id: 'deleteArtifact',
  summary: 'Delete an attachment, and its file when nothing else refers to it',
  method: 'DELETE',
  path: 'e/enterprise/artifacts/:id',
  params: IdParams,
  data: Removed,
});

export const createBucket = endpoint({
  ...base,
  id: 'createBucket',
  summary: 'A bucket (folder) of attachments',
  method: 'POST',
  path: 'e/enterprise/artifacts/buckets',
  encoding: 'json',
  body: BucketSave,
  data: Bucket,
});

export const listBuckets = endpoint({
  ...base,
  id: 'listBuckets',
  summary: 'The buckets the caller may see, unpaged (broadcast-and-customer-master §9), with member counts',
  method: 'GET',
  path: 'e/enterprise/artifacts/buckets/list',
  query: BucketListQuery,
  data: BucketList,
});

export const editBucket = endpoint({
  ...base,
  id: 'editBucket',
  summary: 'Rename a bucket',
  method: 'PUT',
  path: 'e/enterprise/artifacts/buckets/edit',
  encoding: 'json',
  body: BucketEdit,
  data: Bucket,
});

export const moveToBucket = endpoint({
  ...base,
  id: 'moveToBucket',
  summary: 'Move attachments into a bucket (out of any other)',
  method: 'POST',
  path: 'e/enterprise/artifacts/bucket/move',
  encoding: 'json',
  body: BucketMove,
  data: Type.Object({ moved: Type.Integer() }),
});

export const deleteBucket = endpoint({
  ...base,
  id: 'deleteBucket',
  summary: 'Delete a bucket; its attachments stay in the library, in no bucket',
  method: 'POST',
  path: 'e/enterprise/artifacts/bucket/delete',
  encoding: 'json',
  body: BucketDelete,
  data: Removed,
});

export const removeFromBucket = endpoint({
  ...base,
  id: 'removeFromBucket',
  summary: 'Take an attachment out of its bucket',
  method: 'PUT',
  path: 'e/enterprise/artifacts/bucket/removeArtifact/:id',
  encoding: 'json',
  params: IdParams,
  data: Artifact,
});

export const uploadFile = endpoint({
  ...base,
  id: 'uploadFile',
  summary:
    `Upload a file (multipart "file", at most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB, each kind its own limit): ` +
    'its type is read from its content; images may be held to a size (imageMax*). Streamed to storage',
  method: 'POST',
  path: 'e/drive/upload',
  encoding: 'multipart',
  body: UploadFileRequest,
  data: UploadedFile,
});

export const getDownloadAccessId = endpoint({
  ...base,
  id: 'getDownloadAccessId',
  summary: "A short-lived access id that opens the caller's enterprise's files (for links and images)",
  method: 'GET',
  path: 'e/enterprise/download/getId',
  data: DownloadAccess,
});

export const downloadFile = endpoint({
  id: 'downloadFile',
  tag: 'Attachments',
  service: 'api',
  auth: 'public',
  summary: 'A stored file, opened by a download access id (x-access-id) of its enterprise; streamed',
  method: 'GET',
  path: 'e/drive/files/:fileId',
  params: FileParams,
  query: FileDownloadQuery,
  responseKind: 'binary',
  data: Type.Any(),
});
