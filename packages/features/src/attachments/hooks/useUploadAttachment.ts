import { useCallback } from 'react';
import { MESSAGE_IMAGE_LIMITS, type Artifact, type UploadedFile } from '@parley/api-client';
import { useCreateArtifact, useUploadFile } from '@parley/api-client/hooks';

/** Image limits for an upload: the message limits of platform-shell §9 (1024 × 1024, 50 KB), else none. */
const imageLimitFields = (imageLimits: boolean) =>
  imageLimits
    ? {
        imageMaxWidth: MESSAGE_IMAGE_LIMITS.width,
        imageMaxHeight: MESSAGE_IMAGE_LIMITS.height,
        imageMaxKb: MESSAGE_IMAGE_LIMITS.kb,
      }
    : {};

/** Uploads one file, held to the message image limits when asked; resolves to what the server found. */
export function useUploadOnly() {
  const upload = useUploadFile();
  const { mutateAsync } = upload;
  const send = useCallback(
    async (file: File, imageLimits = false): Promise<UploadedFile> =>
      (await mutateAsync({ body: { file, ...imageLimitFields(imageLimits) } })).data,
    [mutateAsync],
  );
  return { send, pending: upload.isPending };
}

/**
 * Uploads a file and saves it as one of the user's private attachments (the attachment dialog's Browse tab):
 * resolves to the saved attachment, rejects with the upload's or the save's failure.
 */
export function useUploadAttachment() {
  const { send, pending } = useUploadOnly();
  const create = useCreateArtifact();
  const { mutateAsync: createArtifact } = create;
  const save = useCallback(
    async (file: File, imageLimits = false): Promise<Artifact> => {
      const uploaded = await send(file, imageLimits);
      const answer = await createArtifact({
        body: {
          visibility: 'private',
          data: { type: uploaded.dataType, name: uploaded.fileName.slice(0, 200), fileId: uploaded.fileId },
        },
      });
      return answer.data;
    },
    [send, createArtifact],
  );
  return { save, pending: pending || create.isPending };
}
