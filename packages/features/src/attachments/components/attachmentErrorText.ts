import { ApiError, AttachmentMessages } from '@parley/api-client';

/**
 * What the attachment dialog says when its list cannot be read (broadcast-and-customer-master §8): offline, the
 * offline text; an ended session, the session text; a failed answer, the server's message; anything else, the
 * generic fetch failure.
 */
export function attachmentErrorText(error: unknown, online: boolean): string {
  if (!online) return AttachmentMessages.offline;
  if (!(error instanceof ApiError)) return AttachmentMessages.fetchFailed;
  if (error.kind === 'session-expired') return AttachmentMessages.sessionExpired;
  if (error.kind === 'network') return AttachmentMessages.fetchFailed;
  return error.message || AttachmentMessages.fetchFailed;
}
