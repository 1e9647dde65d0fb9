import { defineServerArea } from '../../http/serverArea.ts';
import * as chatHandlers from './handlers/chatHandlers.ts';

/**
 * Live chat (decision 016): chats and offers as rows, moves as conditional updates; pickups arrive over the live
 * channel (channelHandlers.ts), the rest here.
 */
export const chatArea = defineServerArea({ id: 'chat', handlers: { ...chatHandlers } });
