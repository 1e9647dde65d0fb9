import { Type, type Static } from '@sinclair/typebox';
import { ATTACHMENT_DATA_TYPES, VISIBILITIES } from './attachmentCatalog.ts';
import { Id, LiteralUnion, PagingOrAll } from '../../contract/schemas.ts';

const Name = Type.String({ maxLength: 200 });

/** broadcast-and-customer-master §3 "Attachment (artifact): _id, data.type, data.name, data.desc, data.address, data.url". */
export const ArtifactData = Type.Object({
  type: LiteralUnion(ATTACHMENT_DATA_TYPES),
  name: Name,
  desc: Type.Optional(Type.String({ maxLength: 1000 })),
  /** Locations: the address shown on the card. */
  address: Type.Optional(Type.String({ maxLength: 500 })),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  /** URL attachments: the address; files: where the file is downloaded (below the API base, needs an access id). */
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Canned messages: the text. */
  text: Type.Optional(Type.String({ maxLength: 4096 })),
  /** Files: the upload it refers to, and what the upload found. */
  fileId: Type.Optional(Id),
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  mimeType: Type.Optional(Type.String({ maxLength: 120 })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  width: Type.Optional(Type.Integer({ minimum: 0 })),
  height: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ArtifactData = Static<typeof ArtifactData>;

export const Artifact = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  /** platform-shell §9 artifact type (doc 0, media 1, map 2, URL 3, tag 4, message 7). */
  type: Type.Integer(),
  visibility: LiteralUnion(VISIBILITIES),
  deptId: Type.Union([Type.String(), Type.Null()]),
  bucketId: Type.Union([Type.String(), Type.Null()]),
  data: ArtifactData,
  createdBy: Type.String(),
  /** Whether the caller may edit or delete it (its owner, or an administrator for a public one). */
  editable: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Artifact = Static<typeof Artifact>;

export const ArtifactSave = Type.Object({
  visibility: Type.String({ maxLength: 20 }),
  deptId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  bucketId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  data: ArtifactData,
});
export type ArtifactSave = Static<typeof ArtifactSave>;

/** broadcast-and-customer-master §7 "Get attachment: type, visibility, from, desc, perPage, mediaType, deptId". */
export const ArtifactListQuery = Type.Object({
  ...PagingOrAll,
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
  visibility: Type.Optional(LiteralUnion(VISIBILITIES)),
  /** Search text over name, description, address and message text. */
  desc: Type.Optional(Type.String({ maxLength: 100 })),
  /** IMAGE, VIDEO, AUDIO or DOC: the media a template needs. */
  mediaType: Type.Optional(LiteralUnion(ATTACHMENT_DATA_TYPES)),
  deptId: Type.Optional(Id),
  bucketId: Type.Optional(Id),
  /** Only attachments in no bucket (the dialog's "All" lists them beside the bucket folders). */
  unbucketed: Type.Optional(Type.Boolean()),
});
export type ArtifactListQuery = Static<typeof ArtifactListQuery>;

export const ArtifactList = Type.Object({
  artifacts: Type.Array(Artifact),
  more: Type.Boolean(),
  total: Type.Integer(),
});
export type ArtifactList = Static<typeof ArtifactList>;

export const Bucket = Type.Object({
  id: Type.String(),
  _id: Type.String(),
  name: Type.String(),
  visibility: LiteralUnion(VISIBILITIES),
  /** Members the caller can see. */
  count: Type.Integer(),
  editable: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Bucket = Static<typeof Bucket>;

export const BucketSave = Type.Object({
  name: Type.String({ maxLength: 200 }),
  visibility: Type.Optional(Type.String({ maxLength: 20 })),
});

export const BucketListQuery = Type.Object({
  visibility: Type.Optional(LiteralUnion(VISIBILITIES)),
  desc: Type.Optional(Type.String({ maxLength: 100 })),
});

export const BucketList = Type.Object({ list: Type.Array(Bucket) });
export type BucketList = Static<typeof BucketList>;

export const BucketEdit = Type.Object({ id: Id, name: Type.String({ maxLength: 200 }) });
export const BucketMove = Type.Object({
  bucketId: Id,
  artifactIds: Type.Array(Id, { minItems: 1, maxItems: 200 }),
});
export const BucketDelete = Type.Object({ id: Id });

/** e/drive/upload: the file, and the image limits to hold it to when the caller gives them (platform-shell §5). */
export const UploadFileRequest = Type.Object({
  file: Type.Any(),
  imageMaxWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  imageMaxHeight: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  imageMaxKb: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});

export const UploadedFile = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  mimeType: Type.String(),
  dataType: LiteralUnion(ATTACHMENT_DATA_TYPES),
  size: Type.Integer(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  /** Where it is downloaded, below the API base; the console adds `x-access-id`. */
  url: Type.String(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const DownloadAccess = Type.Object({ accessId: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });
export type DownloadAccess = Static<typeof DownloadAccess>;

export const FileParams = Type.Object({ fileId: Id });
export const FileDownloadQuery = Type.Object({ 'x-access-id': Type.String({ maxLength: 100 }) });
