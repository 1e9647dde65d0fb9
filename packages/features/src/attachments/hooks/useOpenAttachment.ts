import { useCallback } from 'react';
import { AttachmentMessages, type Artifact } from '@parley/api-client';
import { saveBlob, useFileUrl } from '@parley/api-client/hooks';
import { useToast } from '@parley/ui';

/**
 * Opening and downloading attachments: a file through its download address (a download access id, useFileUrl),
 * a link as typed. A download says it has started and, if it fails, that it failed (platform-shell §8).
 */
export function useOpenAttachment() {
  const fileUrl = useFileUrl();
  const toast = useToast();

  const addressOf = useCallback(
    (artifact: Artifact) => {
      const { fileId, url } = artifact.data;
      return fileId ? fileUrl?.(fileId) : url;
    },
    [fileUrl],
  );

  const open = useCallback(
    (artifact: Artifact) => {
      const address = addressOf(artifact);
      if (!address) return toast.info(AttachmentMessages.wait);
      window.open(address, '_blank', 'noopener');
    },
    [addressOf, toast],
  );

  const download = useCallback(
    async (artifact: Artifact) => {
      const address = artifact.data.fileId ? fileUrl?.(artifact.data.fileId) : undefined;
      if (!address) return toast.error(AttachmentMessages.downloadFailed);
      toast.info(AttachmentMessages.downloadStarting);
      try {
        const response = await fetch(address);
        if (!response.ok) throw new Error(response.statusText);
        saveBlob(await response.blob(), artifact.data.fileName || artifact.data.name);
      } catch {
        toast.error(AttachmentMessages.downloadFailed);
      }
    },
    [fileUrl, toast],
  );

  return { fileUrl, open, download };
}
