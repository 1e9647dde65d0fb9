import { useCallback } from 'react';
import type { Artifact } from '@parley/api-client';
import { useFileUrl } from '@parley/api-client/hooks';

/**
 * The full address an attachment opens at, for a field that wants one (a template's media): a web address as
 * typed, a library file as its download address with a download access id, made absolute against this page.
 * Undefined while the access id is still being fetched, and for kinds with no address (messages, tags).
 *
 * A file's address works only while its access id does (minutes) and only for whoever can reach this console,
 * so it suits the sandbox channel; a provider that fetches media from the internet needs a public address.
 */
export function useAttachmentAddress(): (artifact: Artifact) => string | undefined {
  const fileUrl = useFileUrl();
  return useCallback(
    (artifact: Artifact) => {
      const { fileId, url } = artifact.data;
      if (fileId) return fileUrl ? new URL(fileUrl(fileId), window.location.origin).href : undefined;
      return url || undefined;
    },
    [fileUrl],
  );
}
