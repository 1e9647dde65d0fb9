import type { Artifact, ArtifactSave, AttachmentDataType, Visibility } from '@parley/api-client';
import { isFileKind } from '../attachmentKinds.ts';

/** What the add dialog makes: an uploaded file, or one of the kinds typed in. */
export type ArtifactFormKind = 'FILE' | 'URL' | 'LOCATION' | 'MSG' | 'TAG';

export const ARTIFACT_FORM_KINDS: { value: ArtifactFormKind; label: string }[] = [
  { value: 'FILE', label: 'File' },
  { value: 'URL', label: 'Web address' },
  { value: 'LOCATION', label: 'Location' },
  { value: 'MSG', label: 'Message' },
  { value: 'TAG', label: 'Tag' },
];

/** The dialog's fields as the inputs hold them (text), for every kind at once. */
export interface ArtifactFormValues {
  kind: ArtifactFormKind;
  visibility: Visibility;
  /** '' for no bucket. */
  bucketId: string;
  name: string;
  desc: string;
  /** Files: the upload, and the kind the server found it to be. */
  fileId: string;
  fileType: AttachmentDataType | '';
  fileName: string;
  url: string;
  address: string;
  latitude: string;
  longitude: string;
  text: string;
}

export const emptyArtifactForm = (): ArtifactFormValues => ({
  kind: 'FILE',
  visibility: 'private',
  bucketId: '',
  name: '',
  desc: '',
  fileId: '',
  fileType: '',
  fileName: '',
  url: '',
  address: '',
  latitude: '',
  longitude: '',
  text: '',
});

/** A stored attachment as the dialog edits it. */
export function artifactFormOf(artifact: Artifact): ArtifactFormValues {
  const { data } = artifact;
  return {
    ...emptyArtifactForm(),
    kind: isFileKind(data.type) ? 'FILE' : (data.type as Exclude<ArtifactFormKind, 'FILE'>),
    visibility: artifact.visibility,
    bucketId: artifact.bucketId ?? '',
    name: data.name,
    desc: data.desc ?? '',
    fileId: data.fileId ?? '',
    fileType: isFileKind(data.type) ? data.type : '',
    fileName: data.fileName ?? '',
    url: data.type === 'URL' ? (data.url ?? '') : '',
    address: data.address ?? '',
    latitude: data.latitude == null ? '' : String(data.latitude),
    longitude: data.longitude == null ? '' : String(data.longitude),
    text: data.text ?? '',
  };
}

/** A typed coordinate as a number; blank is none, anything else unreadable is NaN (the resolver says so). */
export const coordinateOf = (text: string): number | undefined => (text.trim() ? Number(text.trim()) : undefined);

/** The save request for these values: only the fields of the chosen kind travel. */
export function artifactSaveOf(values: ArtifactFormValues): ArtifactSave {
  const common = { name: values.name, desc: values.desc };
  const data: ArtifactSave['data'] =
    values.kind === 'FILE'
      ? { type: values.fileType || 'DOC', ...common, ...(values.fileId ? { fileId: values.fileId } : {}) }
      : values.kind === 'URL'
        ? { type: 'URL', ...common, url: values.url }
        : values.kind === 'LOCATION'
          ? {
              type: 'LOCATION',
              ...common,
              address: values.address,
              ...withCoordinate('latitude', values.latitude),
              ...withCoordinate('longitude', values.longitude),
            }
          : values.kind === 'MSG'
            ? { type: 'MSG', ...common, text: values.text }
            : { type: 'TAG', ...common };
  return { visibility: values.visibility, bucketId: values.bucketId || null, data };
}

function withCoordinate(field: 'latitude' | 'longitude', text: string) {
  const value = coordinateOf(text);
  return value === undefined ? {} : { [field]: value };
}

const FIELDS_BY_PATH: Record<string, keyof ArtifactFormValues> = {
  name: 'name',
  desc: 'desc',
  fileId: 'fileId',
  file: 'fileId',
  url: 'url',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  text: 'text',
  type: 'kind',
  visibility: 'visibility',
  bucketId: 'bucketId',
};

/** The dialog field a rule's or the server's field path (`data.url`) belongs to, if any. */
export const formFieldOf = (path: string): keyof ArtifactFormValues | undefined =>
  FIELDS_BY_PATH[path.replace(/^data\./, '')];
