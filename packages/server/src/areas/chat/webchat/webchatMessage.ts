import { webchatText, type WebchatMessage } from '@parley/api-client/contract';
import { iso } from '../../channels/services/channelRows.ts';
import type { MessageRow } from '../../channels/services/messageRows.ts';

/** A message of a visitor's conversation as the widget shows it. */
export function toWebchatMessage(row: MessageRow, clientId?: string): WebchatMessage {
  const author = row.author;
  return {
    id: row.id,
    from: row.direction === 'in' ? 'visitor' : (author?.type ?? 'agent'),
    text: webchatText(row.content),
    replies: (row.content.buttons ?? []).map((b) => b.text),
    ...(author?.type === 'agent' ? { name: author.name } : {}),
    at: iso(row.created_at),
    status: row.status,
    ...(clientId ? { clientId } : {}),
  };
}
