import type { Artifact, AttachmentDataType } from '@parley/api-client';
import { shortenFileName, type IconName } from '@parley/ui';

/** The kinds a template's or message's media may be: the dialog's `mediaType`. */
export type AttachmentMediaType = Extract<AttachmentDataType, 'IMAGE' | 'VIDEO' | 'AUDIO' | 'DOC'>;

const FILE_KINDS: readonly AttachmentDataType[] = ['IMAGE', 'VIDEO', 'AUDIO', 'DOC'];

/** Each kind in words, finer than the spec's artifact types (an image and a video are both "Media" there). */
export const ATTACHMENT_KIND_LABELS: Record<AttachmentDataType, string> = {
  IMAGE: 'Image',
  VIDEO: 'Video',
  AUDIO: 'Audio',
  DOC: 'Document',
  LOCATION: 'Location',
  MSG: 'Message',
  URL: 'URL',
  TAG: 'Tag',
};

/**
 * The card icon of each kind. The icon set has no map pin, speaker or tag, so the nearest shapes stand in: a route
 * for a location, the megaphone for audio, a star for a tag.
 */
export const ATTACHMENT_KIND_ICONS: Record<AttachmentDataType, IconName> = {
  IMAGE: 'image',
  VIDEO: 'play',
  AUDIO: 'campaign',
  DOC: 'file',
  LOCATION: 'journey',
  MSG: 'chat',
  URL: 'link',
  TAG: 'star',
};

/** The icon of a bucket (folder): the stacked pages. */
export const BUCKET_ICON: IconName = 'copy';

export const isFileKind = (type: AttachmentDataType): boolean => FILE_KINDS.includes(type);

/**
 * The name as a card or row shows it: a file's name shortened to 30 characters plus its extension (platform-shell
 * §9). Other names may hold dots that are not extensions, so they are cut by their box instead.
 */
export const attachmentDisplayName = (artifact: Pick<Artifact, 'data'>): string =>
  isFileKind(artifact.data.type) ? shortenFileName(artifact.data.name) : artifact.data.name;

/** "Public" or "Private", as the library shows an attachment's visibility. */
export const visibilityLabel = (visibility: Artifact['visibility']): string =>
  visibility === 'public' ? 'Public' : 'Private';
