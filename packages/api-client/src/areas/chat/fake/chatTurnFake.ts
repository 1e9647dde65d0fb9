/** A customer's message reaching live chat in the fake, as the server's chatTurn does it (without the bot). */
import { AGENT_STATUSES, CHAT_STATES, MISSED_REASONS } from '../chatConstants.ts';
import { openAt, scheduleFor } from '../businessHours.ts';
import { chatRecipients } from '../chatRules.ts';
import { hasAnyPermission } from '../../accounts/permissions.ts';
import type { FakeChannel, FakeMessage } from '../../channels/fake/channelsState.ts';
import { publicMessage, sendOutbound } from '../../channels/fake/messagingFake.ts';
import { nextId, type FakeStore } from '../../../fake/store.ts';
import { chatData, fakeChatSettings, type FakeChat } from './chatState.ts';
import type { ChatThreadMessage } from '../chatSchemas.ts';

/**
 * The customer's open chat on the channel takes the message: a new chat is handed to the enterprise's agents at
 * once (the fake has no NLU engine: the bot's turns are the server's, and stories seed them), a held chat's
 * agents hear it over the live channel.
 */
export function fakeChatTurn(store: FakeStore, channel: FakeChannel, message: FakeMessage): void {
  const data = chatData(store);
  let chat = data.chats.find(
    (c) => c.channelId === channel.id && c.customerNumber === message.customerNumber && c.state !== CHAT_STATES.CLOSED,
  );
  if (!chat) {
    chat = newChat(store, channel, message);
    data.chats.push(chat);
  }
  message.chatId = chat.id;
  chat.lastMessage = message.content.body;
  chat.lastInboundAt = message.createdAt;
  chat.newMsgCount += 1;
  chat.updatedAt = message.createdAt;
  if (chat.state === CHAT_STATES.ONGOING || chat.state === CHAT_STATES.SUSPEND) {
    const holders = new Set(chat.agentIds);
    store.publish?.('actions', (u) => u.eId === chat!.eId && holders.has(u.uId), {
      action: 'chatMessage',
      chatId: chat.id,
      message: threadMessage(message),
    });
    return;
  }
  if (chat.state !== CHAT_STATES.CREATED) return;
  const settings = fakeChatSettings(store, channel.eId);
  const agents = store.users.filter(
    (u) => u.eId === channel.eId && u.active !== false && hasAnyPermission(u.permissions, ['CHAT.HANDLE']),
  );
  const department = store.departments.find((d) => d.id === channel.deptId);
  const recipients = chatRecipients(
    agents.map((u) => ({
      id: u.uId,
      online: (data.agentStatus.get(u.uId) ?? AGENT_STATUSES.online) === AGENT_STATUSES.online,
      inDepartment: Boolean(
        department && (department.users.includes(u.uId) || u.chat?.departments?.includes(department.id)),
      ),
    })),
  );
  chat.handedAt = message.createdAt;
  // Outside the department's business hours the chat is missed at once, and the customer told so.
  const schedule = scheduleFor(settings.businessHours, channel.deptId);
  const closed = schedule !== undefined && !openAt(schedule, new Date(message.createdAt));
  chat.state = closed ? CHAT_STATES.MISSED : CHAT_STATES.STARTED;
  if (closed) {
    chat.missedReason = MISSED_REASONS.outOfHours;
    chat.missedAt = message.createdAt;
  }
  const type = closed ? 'Missed' : 'Live';
  for (const agentId of recipients) data.offers.push({ chatId: chat.id, agentId, type, byAgentId: null });
  const offered = new Set(recipients);
  store.publish?.('actions', (u) => u.eId === channel.eId && offered.has(u.uId), {
    action: closed ? 'chatMissedNotify' : 'customerStartChat',
    chatId: chat.id,
  });
  const notice = closed ? schedule.closedMessage : settings.handOverMessage;
  if (notice.trim()) {
    const sent = sendOutbound(store, channel, message.customerNumber, 'text', { body: notice });
    sent.chatId = chat.id;
    sent.author = { type: 'system' };
    chat.lastMessage = notice;
  }
}

function newChat(store: FakeStore, channel: FakeChannel, message: FakeMessage): FakeChat {
  return {
    id: nextId(store, 'chat'),
    eId: channel.eId,
    channelId: channel.id,
    customerNumber: message.customerNumber,
    customerName: '',
    state: CHAT_STATES.CREATED,
    agentIds: [],
    pinned: false,
    tags: [],
    jitRequired: false,
    lastMessage: '',
    newMsgCount: 0,
    updatedAt: message.createdAt,
    lastInboundAt: message.createdAt,
    outOfScopeTurns: 0,
    createdAt: message.createdAt,
  };
}

/** A message of a chat's thread as the fake answers it: the channel's message and who wrote it. */
export const threadMessage = (message: FakeMessage): ChatThreadMessage => ({
  ...publicMessage(message),
  author: message.author ?? null,
});
