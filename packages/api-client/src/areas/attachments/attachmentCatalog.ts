/**
 * The attachment library's kinds, sizes and messages (platform-shell §3, §5, §8, §9; broadcast-and-customer-master
 * §2 Attachment dialog, §3, §8, §9). Schema-free: the console's dialog loads it without TypeBox.
 */

/** platform-shell §9 "Artifact types: doc 0, media 1, map 2, URL 3, tag 4, message 7". */
export const ARTIFACT_TYPES = { doc: 0, media: 1, map: 2, url: 3, tag: 4, message: 7 } as const;
export type ArtifactTypeName = keyof typeof ARTIFACT_TYPES;
export type ArtifactType = (typeof ARTIFACT_TYPES)[ArtifactTypeName];

/** broadcast-and-customer-master §3 "data.type (IMAGE, VIDEO, AUDIO, DOC, LOCATION, MSG, URL)", and TAG for tags. */
export const ATTACHMENT_DATA_TYPES = ['IMAGE', 'VIDEO', 'AUDIO', 'DOC', 'LOCATION', 'MSG', 'URL', 'TAG'] as const;
export type AttachmentDataType = (typeof ATTACHMENT_DATA_TYPES)[number];

/** Which artifact type a data type belongs to. */
export const ARTIFACT_TYPE_OF: Record<AttachmentDataType, ArtifactType> = {
  IMAGE: ARTIFACT_TYPES.media,
  VIDEO: ARTIFACT_TYPES.media,
  AUDIO: ARTIFACT_TYPES.media,
  DOC: ARTIFACT_TYPES.doc,
  LOCATION: ARTIFACT_TYPES.map,
  URL: ARTIFACT_TYPES.url,
  TAG: ARTIFACT_TYPES.tag,
  MSG: ARTIFACT_TYPES.message,
};

/** The dialog's kinds in the spec's words: "attachment types shown: document, media, map, url, message, tag". */
export const ATTACHMENT_TYPE_LABELS: Record<ArtifactType, string> = {
  0: 'Document',
  1: 'Media',
  2: 'Map',
  3: 'URL',
  4: 'Tag',
  7: 'Message',
};

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * What may be uploaded, recognised by content (sniffFileType), and how large each may be. platform-shell §9:
 * "images jpeg, jpg, png; video mp4; a listed set of audio and document types"; the sizes are the WhatsApp Cloud
 * API's own media limits, so what the library holds can be sent.
 */
export const ALLOWED_UPLOADS = {
  'image/jpeg': { dataType: 'IMAGE', maxBytes: 5 * 1024 * 1024, extensions: ['jpg', 'jpeg'] },
  'image/png': { dataType: 'IMAGE', maxBytes: 5 * 1024 * 1024, extensions: ['png'] },
  'video/mp4': { dataType: 'VIDEO', maxBytes: 16 * 1024 * 1024, extensions: ['mp4'] },
  'audio/mpeg': { dataType: 'AUDIO', maxBytes: 16 * 1024 * 1024, extensions: ['mp3'] },
  'audio/ogg': { dataType: 'AUDIO', maxBytes: 16 * 1024 * 1024, extensions: ['ogg', 'opus'] },
  'audio/aac': { dataType: 'AUDIO', maxBytes: 16 * 1024 * 1024, extensions: ['aac'] },
  'audio/amr': { dataType: 'AUDIO', maxBytes: 16 * 1024 * 1024, extensions: ['amr'] },
  'application/pdf': { dataType: 'DOC', maxBytes: 100 * 1024 * 1024, extensions: ['pdf'] },
  'application/msword': { dataType: 'DOC', maxBytes: 100 * 1024 * 1024, extensions: ['doc'] },
  'application/vnd.ms-excel': { dataType: 'DOC', maxBytes: 100 * 1024 * 1024, extensions: ['xls'] },
  'application/vnd.ms-powerpoint': { dataType: 'DOC', maxBytes: 100 * 1024 * 1024, extensions: ['ppt'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    dataType: 'DOC',
    maxBytes: 100 * 1024 * 1024,
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    dataType: 'DOC',
    maxBytes: 100 * 1024 * 1024,
    extensions: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    dataType: 'DOC',
    maxBytes: 100 * 1024 * 1024,
    extensions: ['pptx'],
  },
  'text/plain': { dataType: 'DOC', maxBytes: 100 * 1024 * 1024, extensions: ['txt'] },
} as const satisfies Record<string, { dataType: AttachmentDataType; maxBytes: number; extensions: readonly string[] }>;
export type AllowedMime = keyof typeof ALLOWED_UPLOADS;

/** The largest upload of any kind (a document): the server's streaming limit. */
export const MAX_ATTACHMENT_BYTES = 100 * 1024 * 1024;

/** platform-shell §9 "Image limit in messages 1024x1024 and 50 KB", applied when an upload asks for it. */
export const MESSAGE_IMAGE_LIMITS = { width: 1024, height: 1024, kb: 50 } as const;

/** broadcast-and-customer-master §9 "Attachment page size 15, search debounce 300 ms". */
export const ATTACHMENT_PAGE_SIZE = 15;
export const ATTACHMENT_SEARCH_DEBOUNCE_MS = 300;
/** platform-shell §9 "default artifact page 20". */
export const ARTIFACT_PAGE_SIZE = 20;
/** How long a download access id opens files (ours; the spec shows none). */
export const DOWNLOAD_ACCESS_SECONDS = 15 * 60;
/** platform-shell §9 "Long file names are shortened to 30 characters plus the extension". */
export const FILE_NAME_SHOWN = 30;

export const AttachmentMessages = {
  /** platform-shell §5 and §8. */
  invalidFileFormat: 'Invalid File Format !',
  /** platform-shell §5, the spec's spelling kept. */
  imageTooLarge: 'Image must be within 1024 x 1024 resoultion and maximum size should be 50kb',
  uploadFailed: 'Something bad happened. Please try again later.',
  /** broadcast-and-customer-master §5 and §8. */
  attachmentMissing: 'Attachment is missing !',
  invalidFileType: 'Invalid file type !',
  offline: 'Attachments list not Synced,Please Turn On Internet!',
  sessionExpired: 'Session Expired,Please Login Again!',
  noneAvailable: 'No Available Attachments!',
  fetchFailed: 'Error in fetching Attachments',
  wait: 'Please wait…',
  noMore: 'No more attachment to show',
  showMore: 'Show more',
  backToBucket: 'Back to bucket',
  /** platform-shell §8. */
  downloadStarting: 'File will be downloaded shortly !!',
  downloadFailed: 'something went wrong in file download !!',
  // Ours.
  tooLarge: (limit: string) => `The file is larger than ${limit}`,
  nameRequired: 'Name is required',
  urlRequired: 'Enter a web address (https://…)',
  fileRequired: 'Upload a file first',
  locationRequired: 'Enter an address or a latitude and longitude',
  textRequired: 'Message text is required',
  notFound: 'Attachment not found',
  fileNotFound: 'File not found',
  bucketNotFound: 'Bucket not found',
  bucketNameRequired: 'Bucket name is required',
  bucketDuplicate: 'A bucket with this name exists',
  notYours: 'Only its owner or an administrator can change this attachment',
  accessExpired: 'The download link has expired; open the file again',
  created: 'Attachment saved',
  updated: 'Attachment updated',
  deleted: 'Attachment deleted',
  bucketCreated: 'Bucket created',
  bucketUpdated: 'Bucket renamed',
  bucketDeleted: 'Bucket deleted; its attachments stay in the library',
  moved: 'Moved to the bucket',
  removed: 'Removed from the bucket',
} as const;
