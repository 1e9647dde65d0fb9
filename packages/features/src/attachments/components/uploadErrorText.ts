import { ApiError, AttachmentMessages } from '@parley/api-client';

/**
 * Why an upload failed, in the words of platform-shell §8: the server's reason (a refused format, an image over
 * its limits, a file too large), the session or offline texts, else "Something bad happened".
 */
export function uploadErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : AttachmentMessages.uploadFailed;
  if (error.kind === 'session-expired') return AttachmentMessages.sessionExpired;
  if (error.kind === 'network')
    return navigator.onLine === false ? AttachmentMessages.offline : AttachmentMessages.uploadFailed;
  return error.message || AttachmentMessages.uploadFailed;
}
