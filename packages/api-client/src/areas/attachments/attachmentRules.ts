import { ARTIFACT_TYPE_OF, AttachmentMessages, VISIBILITIES, type Visibility } from './attachmentCatalog.ts';
import type { ArtifactData, ArtifactSave } from './attachmentSchemas.ts';

export type ArtifactCheck =
  | {
      ok: true;
      value: {
        type: number;
        visibility: Visibility;
        deptId: string | null;
        bucketId: string | null;
        data: ArtifactData;
      };
    }
  | { ok: false; field: string; message: string };

const FILE_TYPES = new Set(['IMAGE', 'VIDEO', 'AUDIO', 'DOC']);
const clean = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** What each kind of attachment needs (broadcast-and-customer-master §2 "Attachment cards": name, description,
 * address for locations, text for messages); the file's own facts come from its upload, not from here. */
export function checkArtifact(input: ArtifactSave): ArtifactCheck {
  const data = input.data;
  const name = clean(data.name);
  if (!name) return { ok: false, field: 'data.name', message: AttachmentMessages.nameRequired };
  const visibility = (VISIBILITIES as readonly string[]).includes(input.visibility)
    ? (input.visibility as Visibility)
    : 'private';
  const value: ArtifactData = { type: data.type, name, desc: clean(data.desc) };
  if (FILE_TYPES.has(data.type)) {
    if (!data.fileId) return { ok: false, field: 'data.fileId', message: AttachmentMessages.fileRequired };
    value.fileId = data.fileId;
  } else if (data.type === 'URL') {
    const url = (data.url ?? '').trim();
    if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url))
      return { ok: false, field: 'data.url', message: AttachmentMessages.urlRequired };
    value.url = url;
  } else if (data.type === 'LOCATION') {
    const address = clean(data.address);
    const hasPoint = typeof data.latitude === 'number' && typeof data.longitude === 'number';
    if (!address && !hasPoint)
      return { ok: false, field: 'data.address', message: AttachmentMessages.locationRequired };
    Object.assign(value, { address, ...(hasPoint ? { latitude: data.latitude, longitude: data.longitude } : {}) });
  } else if (data.type === 'MSG') {
    const text = (data.text ?? '').trim();
    if (!text) return { ok: false, field: 'data.text', message: AttachmentMessages.textRequired };
    value.text = text;
  }
  return {
    ok: true,
    value: {
      type: ARTIFACT_TYPE_OF[data.type],
      visibility,
      deptId: (input.deptId ?? '').trim() || null,
      bucketId: (input.bucketId ?? '').trim() || null,
      data: value,
    },
  };
}

/** Where a stored file is downloaded, below the API base (the caller adds `?x-access-id=`). */
export const fileDownloadPath = (fileId: string): string => `e/drive/files/${fileId}`;
