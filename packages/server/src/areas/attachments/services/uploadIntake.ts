import { pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_ATTACHMENT_BYTES } from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { FileTooLarge, storageKeyOf, type FileStorage } from './fileStorage.ts';
import { uploadInspector, type InspectedUpload } from './uploadInspection.ts';

export interface ReceivedFile extends InspectedUpload {
  fileId: string;
  storageKey: string;
  name: string;
}

/**
 * Streams one uploaded file into storage, judged by its content as it goes (uploadInspection.ts) and never held in
 * memory whole. Fails with the inspector's UploadRefusal, or FileTooLarge past MAX_ATTACHMENT_BYTES; either way
 * nothing is left stored. Once it resolves the bytes are stored under `storageKey`, and the caller owns them.
 */
export async function receiveFile(
  files: FileStorage,
  enterpriseId: string,
  part: MultipartFile,
): Promise<ReceivedFile> {
  const fileId = newId();
  const storageKey = storageKeyOf(enterpriseId, fileId);
  // A file part sent without a name reaches us without one (busboy leaves it undefined).
  const name = (part.filename || 'file').slice(-255);
  const inspector = uploadInspector(name);
  // An error on either side (a refusal, the client going away) destroys both, and reaches the storage through the
  // inspector, which then deletes what it had written.
  pipeline(part.file, inspector, () => undefined);
  await files.put(inspector, storageKey, { maxBytes: MAX_ATTACHMENT_BYTES });
  if (part.file.truncated) {
    await files.delete(storageKey);
    throw new FileTooLarge(MAX_ATTACHMENT_BYTES);
  }
  return { fileId, storageKey, name, ...inspector.result() };
}
