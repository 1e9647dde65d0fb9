/** A chat's thread, an agent's reply and the chat settings in the fake, with the server's rules. */
import type * as chatEndpoints from '../chatEndpoints.ts';
import { ChatMessages } from '../chatConstants.ts';
import { chatMove, chatSettingsProblems, withinServiceWindow } from '../chatRules.ts';
import type { ChatSettings } from '../chatSchemas.ts';
import { BusinessHoursMessages, businessHoursProblems } from '../businessHours.ts';
import { customerProfileOf, profileNumbers } from '../customerProfile.ts';
import { customerMasterData } from '../../customers/fake/customerMaster.ts';
import { me } from '../../accounts/fake/accountsShared.ts';
import { channelsData, type FakeMessage } from '../../channels/fake/channelsState.ts';
import { sendOutbound, settleMessages } from '../../channels/fake/messagingFake.ts';
import { MESSAGE_PAGE_SIZE } from '../../channels/messageRules.ts';
import { ErrorCodes } from '../../../contract/envelopeCodes.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick } from '../../../fake/store.ts';
import { chatData, fakeChatSettings, type FakeChat } from './chatState.ts';
import { threadMessage } from './chatTurnFake.ts';

type ThreadIds =
  'listChatMessages' | 'sendChatMessage' | 'getChatSettings' | 'saveChatSettings' | 'getChatCustomerProfile';

const WINDOW_CLOSED_CODE = 470;

function ownChat(ctx: FakeContext): FakeChat {
  const chat = chatData(ctx.store).chats.find((c) => c.id === ctx.params.id && c.eId === me(ctx).eId);
  if (!chat) throw new FakeHttpError(404, ErrorCodes.notFound, ChatMessages.notFound);
  return chat;
}

export const chatThreadFake: Pick<Impl, ThreadIds & keyof typeof chatEndpoints> = {
  listChatMessages(ctx) {
    const chat = ownChat(ctx);
    settleMessages(ctx.store);
    const all = channelsData(ctx.store).messages.filter((m) => m.chatId === chat.id);
    const from = Number(ctx.query.from ?? 0);
    const perPage = Number(ctx.query.perPage ?? MESSAGE_PAGE_SIZE);
    const end = all.length - from;
    const page = all.slice(Math.max(0, end - perPage), Math.max(0, end));
    return { messages: page.map(threadMessage), total: all.length };
  },
  sendChatMessage(ctx) {
    const user = me(ctx);
    const chat = ownChat(ctx);
    const text = String(ctx.body.text ?? '').trim();
    if (!text) throw fieldRefusal('text', ChatMessages.replyRequired);
    if (!chat.agentIds.includes(user.uId)) throw new FakeHttpError(409, ErrorCodes.conflict, ChatMessages.notYours);
    const allowed = chatMove(chat.state, 'reply');
    if (!allowed.ok) throw new FakeHttpError(409, ErrorCodes.conflict, allowed.message);
    const channel = channelsData(ctx.store).channels.find((c) => c.id === chat.channelId);
    if (!channel) throw new FakeHttpError(404, ErrorCodes.notFound, ChatMessages.notFound);
    const author = { type: 'agent' as const, uId: user.uId, name: user.name };
    let message: FakeMessage;
    if (withinServiceWindow(chat.lastInboundAt, new Date(ctx.store.clock))) {
      message = sendOutbound(ctx.store, channel, chat.customerNumber, 'text', { body: text });
      chat.jitRequired = false;
    } else {
      const at = tick(ctx.store);
      message = {
        id: nextId(ctx.store, 'msg'),
        eId: chat.eId,
        channelId: channel.id,
        direction: 'out',
        customerNumber: chat.customerNumber,
        kind: 'text',
        content: { body: text },
        replyTo: null,
        currentDeliveryStatus: 'failed',
        transId: null,
        messageStatuses: [{ status: 'failed', messageStatusTime: at }],
        channelErrorCode: WINDOW_CLOSED_CODE,
        channelErrorDesc: ChatMessages.windowClosed,
        createdAt: at,
        deliverAt: 0,
        fails: true,
      };
      channelsData(ctx.store).messages.push(message);
      chat.jitRequired = true;
    }
    message.chatId = chat.id;
    message.author = author;
    chat.newMsgCount = 0;
    chat.lastMessage = text;
    chat.updatedAt = message.createdAt;
    const reply = threadMessage(message);
    const others = new Set(chat.agentIds.filter((id) => id !== user.uId));
    ctx.store.publish?.('actions', (u) => u.eId === chat.eId && others.has(u.uId), {
      action: 'chatMessage',
      chatId: chat.id,
      message: reply,
    });
    return reply;
  },
  getChatCustomerProfile(ctx) {
    const chat = ownChat(ctx);
    const master = customerMasterData(ctx.store, chat.eId);
    const numbers = profileNumbers(chat.customerNumber);
    const customer = master.customers.find((c) => numbers.includes(c.phoneNumber));
    if (!customer) return { customer: null };
    const names = (list: { id: string; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
    return {
      customer: customerProfileOf(
        customer,
        { tags: names(master.tags), groups: names(master.groups) },
        master.definitions,
      ),
    };
  },
  getChatSettings(ctx) {
    return structuredClone(fakeChatSettings(ctx.store, me(ctx).eId));
  },
  saveChatSettings(ctx) {
    const body = ctx.body as unknown as ChatSettings;
    const settings: ChatSettings = {
      ...body,
      handOverKeywords: body.handOverKeywords.map((k) => k.trim()),
      handOverIntent: body.handOverIntent?.trim() || null,
    };
    const problems = [...chatSettingsProblems(settings), ...businessHoursProblems(settings.businessHours ?? [])];
    if (problems.length)
      throw new FakeHttpError(400, ErrorCodes.validation, problems[0]!.message, { errors: problems });
    const eId = me(ctx).eId;
    if (settings.botAgentId && !ctx.store.agents.some((a) => a.eId === eId && a.id === settings.botAgentId))
      throw new FakeHttpError(404, ErrorCodes.notFound, ChatMessages.botNotFound);
    for (const schedule of settings.businessHours ?? [])
      if (schedule.departmentId && !ctx.store.departments.some((d) => d.eId === eId && d.id === schedule.departmentId))
        throw new FakeHttpError(404, ErrorCodes.notFound, BusinessHoursMessages.departmentNotFound);
    chatData(ctx.store).settings.set(eId, structuredClone(settings));
    ctx.setMessage(ChatMessages.settingsSaved);
    return structuredClone(settings);
  },
};
