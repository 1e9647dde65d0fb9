import type { ChatThreadMessage } from '@parley/api-client/contract';
import { toMessage, type MessageRow } from '../../channels/services/messageRows.ts';

/** A chat's message as the thread shows it: the channel's message and who wrote it. */
export const toThreadMessage = (row: MessageRow): ChatThreadMessage => ({ ...toMessage(row), author: row.author });
