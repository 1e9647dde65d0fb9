/** Live chat in the fake: the same moves (the contract's CHAT_MOVES), counters counted from offers as on the server. */
import type * as chatEndpoints from '../chatEndpoints.ts';
import {
  AGENT_STATUSES,
  AGENT_STATUS_LABELS,
  ANY_AGENT_STATUS,
  CHAT_PAGE_SIZES,
  CHAT_STATES,
  ChatMessages,
  NOTIFICATION_TYPES,
  type AgentStatus,
  type ChatState,
  type PickupAction,
} from '../chatConstants.ts';
import {
  NO_CHAT_COUNTS,
  PICKUP_MOVES,
  MONITOR_STATE_ORDER,
  chatMove,
  dashboardBucketOf,
  dashboardBuckets,
  handOnProblem,
  monitorCounts,
  notificationType,
  type ChatCounters,
  normaliseChatTags,
} from '../chatRules.ts';
import type {
  ChatAgent,
  ChatHistoryQuery,
  ChatHistoryRow,
  ChatSummaryRow,
  DashboardQuery,
  MonitorChatRow,
} from '../chatSchemas.ts';
import { me } from '../../accounts/fake/accountsShared.ts';
import { cannedRepliesFake } from './cannedRepliesFake.ts';
import { ErrorCodes } from '../../../contract/envelopeCodes.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import { page } from '../../accounts/fake/accountsShared.ts';
import { channelsData } from '../../channels/fake/channelsState.ts';
import type { Impl } from '../../../fake/context.ts';
import { tick, type FakeStore } from '../../../fake/store.ts';
import { chatData, type FakeChat, type FakeOffer } from './chatState.ts';
import { chatThreadFake } from './chatThreadFake.ts';

export function fakeChatCounters(store: FakeStore, eId: string, agentId: string): ChatCounters {
  const counters = { ...NO_CHAT_COUNTS };
  for (const offer of chatData(store).offers) {
    const chat = chatData(store).chats.find((c) => c.id === offer.chatId);
    if (offer.agentId === agentId && chat?.eId === eId) counters[notificationType(offer.type).counter] += 1;
  }
  return counters;
}

const summaryRow = (chat: FakeChat): ChatSummaryRow => ({
  chatId: chat.id,
  channelId: chat.channelId,
  customerName: chat.customerName,
  customerNumber: chat.customerNumber,
  state: chat.state,
  newMsgCount: chat.newMsgCount,
  isJITRequired: chat.jitRequired,
  pinned: chat.pinned,
  tags: [...chat.tags],
  lastMessage: chat.lastMessage,
  updatedAt: chat.updatedAt,
});

const userName = (store: FakeStore, uId: string | null) => store.users.find((u) => u.uId === uId)?.name ?? '';

export type FakePickupResult = { ok: true; withdrawn: FakeOffer[] } | { ok: false; message: string };

/** A pickup as the server's chatStore.pickUp decides it: the offers it answers go, and only their holder wins. */
export function fakePickUp(
  store: FakeStore,
  c: { eId: string; chatId: string; agentId: string; pickup: PickupAction },
): FakePickupResult {
  const data = chatData(store);
  const type = NOTIFICATION_TYPES.find((t) => t.pickup === c.pickup)!.type;
  const chat = data.chats.find((ch) => ch.id === c.chatId && ch.eId === c.eId);
  const answered = data.offers.filter(
    (o) => o.chatId === c.chatId && o.type === type && (type !== 'Invited' || o.agentId === c.agentId),
  );
  const mine = answered.find((o) => o.agentId === c.agentId);
  if (!chat || !mine) return { ok: false, message: ChatMessages.alreadyPicked };
  const next = chatMove(chat.state, PICKUP_MOVES[c.pickup]);
  if (!next.ok) return next;
  data.offers = data.offers.filter((o) => !answered.includes(o));
  chat.state = next.state;
  chat.agentIds = chat.agentIds.filter((id) => id !== c.agentId && (type !== 'Transferred' || id !== mine.byAgentId));
  chat.agentIds.push(c.agentId);
  chat.updatedAt = tick(store);
  chat.pickedAt ??= chat.updatedAt;
  return { ok: true, withdrawn: answered.filter((o) => o !== mine) };
}

function agentMoveFake(move: 'close' | 'suspend' | 'resume') {
  return (ctx: Parameters<Impl['closeChat']>[0]): ChatSummaryRow => {
    const user = me(ctx);
    const data = chatData(ctx.store);
    const chat = data.chats.find((c) => c.id === ctx.params.id && c.eId === user.eId);
    if (!chat) throw new FakeHttpError(404, ErrorCodes.notFound, ChatMessages.notFound);
    const next = chatMove(chat.state, move);
    if (!next.ok) throw new FakeHttpError(409, ErrorCodes.conflict, next.message);
    if (!chat.agentIds.includes(user.uId)) throw new FakeHttpError(409, ErrorCodes.conflict, ChatMessages.notYours);
    chat.state = next.state;
    chat.updatedAt = tick(ctx.store);
    if (move === 'close') {
      data.offers = data.offers.filter((o) => o.chatId !== chat.id);
      chat.closedAt = chat.updatedAt;
    }
    return summaryRow(chat);
  };
}

/** Since when a chat has been in its state, as the server's monitor tells it (not moved by new messages). */
function sinceOf(chat: FakeChat): string {
  if (chat.state === CHAT_STATES.STARTED) return chat.handedAt ?? chat.updatedAt;
  if (chat.state === CHAT_STATES.MISSED) return chat.missedAt ?? chat.updatedAt;
  if (chat.state === CHAT_STATES.ONGOING) return chat.pickedAt ?? chat.updatedAt;
  return chat.createdAt ?? chat.updatedAt;
}

/** What the history and the monitor show of any chat: who, on which channel, in which state, held by whom. */
function chatListing(store: FakeStore, chat: FakeChat) {
  return {
    chatId: chat.id,
    channelName: channelsData(store).channels.find((ch) => ch.id === chat.channelId)?.name ?? '',
    customerName: chat.customerName,
    customerNumber: chat.customerNumber,
    state: chat.state,
    agents: chat.agentIds
      .map((id) => userName(store, id))
      .sort()
      .join(', '),
  };
}

/** A chat of the caller's enterprise that the caller holds, or the refusal the server gives. */
function heldChat(
  ctx:
    | Parameters<Impl['transferChat']>[0]
    | Parameters<Impl['leaveChat']>[0]
    | Parameters<Impl['pinChat']>[0]
    | Parameters<Impl['updateChatTags']>[0],
): FakeChat {
  const user = me(ctx);
  const chat = chatData(ctx.store).chats.find((c) => c.id === ctx.params.id && c.eId === user.eId);
  if (!chat) throw new FakeHttpError(404, ErrorCodes.notFound, ChatMessages.notFound);
  if (!chat.agentIds.includes(user.uId)) throw new FakeHttpError(409, ErrorCodes.conflict, ChatMessages.notYours);
  return chat;
}

/** A transfer or an invitation in the fake: offers to each agent named, as the server's offerOnward makes them. */
function handOnFake(kind: 'Transferred' | 'Invited') {
  return (ctx: Parameters<Impl['transferChat']>[0]): ChatSummaryRow => {
    const user = me(ctx);
    // The agents first, then the chat, as the server checks them.
    const agentIds = (ctx.body.agentIds as string[]) ?? [];
    const agents = new Set(fakeChatAgents(ctx.store, user.eId).map((a) => a.uId));
    const problem = handOnProblem(agentIds, user.uId, agents);
    if (problem?.notFound) throw new FakeHttpError(404, ErrorCodes.notFound, problem.message);
    if (problem) throw fieldRefusal('agentIds', problem.message);
    const chat = heldChat(ctx);
    const next = chatMove(chat.state, kind === 'Transferred' ? 'transfer' : 'invite');
    if (!next.ok) throw new FakeHttpError(409, ErrorCodes.conflict, next.message);
    const data = chatData(ctx.store);
    for (const agentId of agentIds)
      if (!data.offers.some((o) => o.chatId === chat.id && o.agentId === agentId && o.type === kind))
        data.offers.push({ chatId: chat.id, agentId, type: kind, byAgentId: user.uId });
    chat.updatedAt = tick(ctx.store);
    ctx.setMessage(kind === 'Transferred' ? ChatMessages.transferred : ChatMessages.invited);
    return summaryRow(chat);
  };
}

/** The fake's agents of an enterprise: active users holding CHAT.HANDLE, with their availability and load. */
function fakeChatAgents(store: FakeStore, eId: string): ChatAgent[] {
  const data = chatData(store);
  return store.users
    .filter((u) => u.eId === eId && u.active !== false && u.permissions.includes('CHAT.HANDLE'))
    .map((u) => ({
      uId: u.uId,
      name: u.name,
      agentStatus: data.agentStatus.get(u.uId) ?? AGENT_STATUSES.online,
      activeChats: data.chats.filter((c) => c.state === CHAT_STATES.ONGOING && c.agentIds.includes(u.uId)).length,
      departments: store.departments
        .filter((d) => d.eId === eId && (d.users.includes(u.uId) || (u.chat?.departments ?? []).includes(d.id)))
        .map((d) => d.name)
        .sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.uId.localeCompare(b.uId));
}

const chatMovesFake: Pick<Impl, Exclude<keyof typeof chatEndpoints, ChatThreadIds>> = {
  getAgentStatus(ctx) {
    const user = me(ctx);
    return { agentStatus: chatData(ctx.store).agentStatus.get(user.uId) ?? AGENT_STATUSES.online };
  },
  updateAgentStatus(ctx) {
    const user = me(ctx);
    const agentStatus = ctx.body.agentStatus as AgentStatus;
    chatData(ctx.store).agentStatus.set(user.uId, agentStatus);
    ctx.setMessage(ChatMessages.statusSaved(AGENT_STATUS_LABELS[agentStatus]));
    return { agentStatus };
  },
  listChatAgents(ctx) {
    const status = Number(ctx.query.agentStatus ?? ANY_AGENT_STATUS);
    const name = String(ctx.query.name ?? '')
      .trim()
      .toLowerCase();
    const agents = fakeChatAgents(ctx.store, me(ctx).eId).filter(
      (a) => (status === ANY_AGENT_STATUS || a.agentStatus === status) && a.name.toLowerCase().includes(name),
    );
    const from = Number(ctx.query.from ?? 0);
    const perPage = Number(ctx.query.perPage ?? CHAT_PAGE_SIZES.agents);
    return { users: agents.slice(from, from + perPage), total: agents.length };
  },
  listChatHistory(ctx) {
    const user = me(ctx);
    const { search = '', state, fromDate, toDate } = ctx.query as ChatHistoryQuery;
    if (fromDate && toDate && fromDate > toDate) throw fieldRefusal('fromDate', ChatMessages.historyDates);
    const words = search.trim().toLowerCase();
    const ended = chatData(ctx.store)
      .chats.filter((c) => c.eId === user.eId && (c.state === CHAT_STATES.CLOSED || c.state === CHAT_STATES.MISSED))
      .map((c): ChatHistoryRow => ({
        ...chatListing(ctx.store, c),
        missedReason: c.missedReason ?? null,
        rating: c.rating ?? null,
        messageCount: channelsData(ctx.store).messages.filter((m) => m.chatId === c.id).length,
        startedAt: c.createdAt ?? c.updatedAt,
        endedAt: c.closedAt ?? c.missedAt ?? c.updatedAt,
      }))
      .filter(
        (row) =>
          (state === undefined || row.state === Number(state)) &&
          (!words || row.customerName.toLowerCase().includes(words) || row.customerNumber.includes(words)) &&
          (!fromDate || row.endedAt.slice(0, 10) >= fromDate) &&
          (!toDate || row.endedAt.slice(0, 10) <= toDate),
      )
      .sort((a, b) => b.endedAt.localeCompare(a.endedAt) || b.chatId.localeCompare(a.chatId));
    return { chats: page(ended, ctx.query, CHAT_PAGE_SIZES.history), total: ended.length };
  },
  transferChat: handOnFake('Transferred'),
  inviteToChat: handOnFake('Invited'),
  pinChat(ctx) {
    const chat = heldChat(ctx);
    chat.pinned = ctx.body.pinned as boolean;
    ctx.setMessage(chat.pinned ? ChatMessages.pinned : ChatMessages.unpinned);
    return summaryRow(chat);
  },
  updateChatTags(ctx) {
    const chat = heldChat(ctx);
    chat.tags = normaliseChatTags(ctx.body.tags as string[]);
    ctx.setMessage(ChatMessages.tagsSaved);
    return summaryRow(chat);
  },
  leaveChat(ctx) {
    const user = me(ctx);
    const chat = heldChat(ctx);
    const next = chatMove(chat.state, 'leave');
    if (!next.ok) throw new FakeHttpError(409, ErrorCodes.conflict, next.message);
    if (chat.agentIds.length < 2) throw new FakeHttpError(409, ErrorCodes.conflict, ChatMessages.lastHolder);
    chat.agentIds = chat.agentIds.filter((id) => id !== user.uId);
    chat.updatedAt = tick(ctx.store);
    ctx.setMessage(ChatMessages.left);
    return summaryRow(chat);
  },
  getChatMonitor(ctx) {
    const user = me(ctx);
    const open = chatData(ctx.store).chats.filter((c) => c.eId === user.eId && c.state !== CHAT_STATES.CLOSED);
    const rows = open
      .map((c): MonitorChatRow => ({
        ...chatListing(ctx.store, c),
        lastMessage: c.lastMessage,
        since: sinceOf(c),
      }))
      .sort(
        (a, b) =>
          MONITOR_STATE_ORDER.indexOf(a.state as ChatState) - MONITOR_STATE_ORDER.indexOf(b.state as ChatState) ||
          a.since.localeCompare(b.since) ||
          a.chatId.localeCompare(b.chatId),
      );
    return {
      chats: rows.slice(0, CHAT_PAGE_SIZES.monitor),
      counts: monitorCounts(
        open.reduce<Record<number, number>>(
          (byState, c) => ({ ...byState, [c.state]: (byState[c.state] ?? 0) + 1 }),
          {},
        ),
      ),
      agents: fakeChatAgents(ctx.store, user.eId),
    };
  },
  getChatDashboard(ctx) {
    const { eId } = me(ctx);
    const { fromDate, toDate, timeType, clientOffset = 0 } = ctx.query as DashboardQuery;
    const buckets = dashboardBuckets(fromDate, toDate, timeType);
    if (!buckets) throw fieldRefusal('toDate', ChatMessages.dashboardRange);
    const rows = new Map(
      buckets.map(
        (date): [string, { date: string; picked: number[]; attended: number; missed: number; chatCount: number }] => [
          date,
          { date, picked: [], attended: 0, missed: 0, chatCount: 0 },
        ],
      ),
    );
    for (const chat of chatData(ctx.store).chats.filter((c) => c.eId === eId)) {
      const row = rows.get(dashboardBucketOf(chat.createdAt ?? chat.updatedAt, clientOffset, timeType));
      if (!row) continue;
      row.chatCount += 1;
      if (chat.missedAt) row.missed += 1;
      if (chat.pickedAt) row.attended += 1;
      if (chat.pickedAt && chat.handedAt)
        row.picked.push((Date.parse(chat.pickedAt) - Date.parse(chat.handedAt)) / 1000);
    }
    return {
      rows: [...rows.values()].map((r) => ({
        date: r.date,
        avgPickedUpInterval: r.picked.length ? Math.round(r.picked.reduce((a, b) => a + b, 0) / r.picked.length) : 0,
        noOfAttendedChats: r.attended,
        noOfMissedChats: r.missed,
        chatCount: r.chatCount,
      })),
    };
  },
  getChatCount(ctx) {
    const user = me(ctx);
    return fakeChatCounters(ctx.store, user.eId, user.uId);
  },
  listNotificationChats(ctx) {
    const user = me(ctx);
    const data = chatData(ctx.store);
    const rows = data.offers.flatMap((offer) => {
      const chat = data.chats.find((c) => c.id === offer.chatId && c.eId === user.eId);
      if (!chat || offer.agentId !== user.uId || offer.type !== ctx.query.type) return [];
      return [
        {
          chatId: chat.id,
          customerName: chat.customerName,
          customerNumber: chat.customerNumber,
          transferringAgent: userName(ctx.store, offer.byAgentId),
          handlingAgent: chat.agentIds
            .map((id) => userName(ctx.store, id))
            .sort()
            .join(', '),
          lastMessage: chat.lastMessage,
        },
      ];
    });
    return { data: rows };
  },
  getChatSummary(ctx) {
    const user = me(ctx);
    const held = chatData(ctx.store).chats.filter(
      (c) =>
        c.eId === user.eId &&
        c.agentIds.includes(user.uId) &&
        (c.state === CHAT_STATES.ONGOING || c.state === CHAT_STATES.SUSPEND),
    );
    held.sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt.localeCompare(a.updatedAt));
    return { chats: held.map(summaryRow), counts: fakeChatCounters(ctx.store, user.eId, user.uId) };
  },
  closeChat: agentMoveFake('close'),
  suspendChat: agentMoveFake('suspend'),
  resumeChat: agentMoveFake('resume'),
};

type ChatThreadIds = keyof typeof chatThreadFake | keyof typeof cannedRepliesFake;

export const chatFake: Pick<Impl, keyof typeof chatEndpoints> = {
  ...chatMovesFake,
  ...chatThreadFake,
  ...cannedRepliesFake,
};
