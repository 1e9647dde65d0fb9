import {
  CHAT_STATES,
  CUSTOMER_SERVICE_WINDOW_MS,
  ChatMessages,
  NOTIFICATION_TYPES,
  REENGAGEMENT_ERROR_CODES,
  type ChatState,
  type ChatStateName,
  type CounterName,
  type NotificationType,
  type PickupAction,
} from './chatConstants.ts';
import { Messages } from '../../contract/messages.ts';

/** platform-shell §3 "Chat counters": the five kinds waiting for an agent; the total is their sum. */
export type ChatCounters = Record<CounterName, number>;

export const NO_CHAT_COUNTS: ChatCounters = {
  newChatCount: 0,
  invitedChatCount: 0,
  transferredChatCount: 0,
  assignedChatCount: 0,
  missedChatCount: 0,
};

export const totalChatCount = (counters: ChatCounters): number =>
  NOTIFICATION_TYPES.reduce((sum, t) => sum + (counters[t.counter] ?? 0), 0);

export const notificationType = (type: NotificationType) => NOTIFICATION_TYPES.find((t) => t.type === type)!;
export const notificationTypeOfPickup = (action: PickupAction) => NOTIFICATION_TYPES.find((t) => t.pickup === action)!;

/**
 * What the live channel says that changes an agent's counters (platform-shell §4.3): a new chat, an invitation, a
 * transfer or an assignment waiting for this agent raises its counter; the opening message carries every count;
 * a missed chat or a withdrawn invitation makes the console ask for the counts again; a pickup this agent won, or
 * an offer that went to another agent, lowers the counter of its kind.
 */
export type CounterEvent =
  | { action: 'customerStartChat' }
  | { action: 'waitingInviteAccept' }
  | { action: 'waitingTransferAccept' }
  | { action: 'waitingAssignAccept' }
  | { action: 'onOpen'; counts: ChatCounters }
  | { action: 'chatMissedNotify' }
  | { action: 'decrementInvitedChat' }
  | { action: 'chatPickedUp'; pickup: PickupAction }
  | { action: 'offerWithdrawn'; type: NotificationType };

const RAISES: Partial<Record<CounterEvent['action'], CounterName>> = {
  customerStartChat: 'newChatCount',
  waitingInviteAccept: 'invitedChatCount',
  waitingTransferAccept: 'transferredChatCount',
  waitingAssignAccept: 'assignedChatCount',
};

/** The counters after an event, or 'recount' when they must be asked of the server again. */
export function applyCounterEvent(counters: ChatCounters, event: CounterEvent): ChatCounters | 'recount' {
  if (event.action === 'onOpen') return { ...NO_CHAT_COUNTS, ...event.counts };
  if (event.action === 'chatMissedNotify' || event.action === 'decrementInvitedChat') return 'recount';
  if (event.action === 'chatPickedUp' || event.action === 'offerWithdrawn') {
    const counter =
      event.action === 'chatPickedUp'
        ? notificationTypeOfPickup(event.pickup).counter
        : notificationType(event.type).counter;
    return { ...counters, [counter]: Math.max(0, counters[counter] - 1) };
  }
  const raised = RAISES[event.action]!;
  return { ...counters, [raised]: counters[raised] + 1 };
}

/**
 * A failed message means the customer-service window is closed (only a template may be sent) when its channel
 * error code says so (platform-shell §4.3: "A failed message sets isJITRequired only when its channel error code
 * is 470"; WhatsApp's 131047 is the same case).
 */
export function isJitRequired(message: { status: number | string; channelErrorCode?: number | null }): boolean {
  const failed = message.status === 3 || message.status === 'failed';
  return failed && (REENGAGEMENT_ERROR_CODES as readonly number[]).includes(message.channelErrorCode ?? -1);
}

export const chatStateName = (state: ChatState): ChatStateName =>
  (Object.keys(CHAT_STATES) as ChatStateName[]).find((name) => CHAT_STATES[name] === state)!;

/**
 * What may happen to a chat in each state (ours; platform-shell §4.3 names the states and actions, not the
 * moves). A chat is CREATED when a customer writes and the bot answers; STARTED once it waits for an agent (the
 * bot handed over, or the customer asked); ONGOING while agents hold it; MISSED when nobody picked it up in time
 * or outside working hours (an agent may still pick it up); SUSPEND while an agent has put it aside; CLOSED at the
 * end (the customer may still rate it).
 */
export const CHAT_MOVES = {
  handOver: { from: ['CREATED'], to: 'STARTED' },
  pickUp: { from: ['STARTED'], to: 'ONGOING' },
  pickUpMissed: { from: ['MISSED'], to: 'ONGOING' },
  miss: { from: ['STARTED'], to: 'MISSED' },
  transfer: { from: ['ONGOING'], to: 'ONGOING' },
  acceptTransfer: { from: ['ONGOING'], to: 'ONGOING' },
  invite: { from: ['ONGOING'], to: 'ONGOING' },
  acceptInvite: { from: ['ONGOING'], to: 'ONGOING' },
  assign: { from: ['STARTED', 'MISSED'], to: 'STARTED' },
  acceptAssign: { from: ['STARTED', 'MISSED'], to: 'ONGOING' },
  reply: { from: ['ONGOING'], to: 'ONGOING' },
  leave: { from: ['ONGOING'], to: 'ONGOING' },
  suspend: { from: ['ONGOING'], to: 'SUSPEND' },
  resume: { from: ['SUSPEND'], to: 'ONGOING' },
  close: { from: ['CREATED', 'STARTED', 'ONGOING', 'SUSPEND', 'MISSED'], to: 'CLOSED' },
  rate: { from: ['CLOSED'], to: 'CLOSED' },
} as const satisfies Record<string, { from: readonly ChatStateName[]; to: ChatStateName }>;
export type ChatMove = keyof typeof CHAT_MOVES;

/** The move's words in a refusal ("A chat that is closed cannot be picked up"). */
const MOVE_WORDS: Record<ChatMove, string> = {
  handOver: 'handed over',
  pickUp: 'picked up',
  pickUpMissed: 'picked up',
  miss: 'missed',
  transfer: 'transferred',
  acceptTransfer: 'accepted',
  invite: 'shared',
  acceptInvite: 'joined',
  assign: 'assigned',
  acceptAssign: 'accepted',
  reply: 'answered',
  leave: 'left',
  suspend: 'suspended',
  resume: 'resumed',
  close: 'closed',
  rate: 'rated',
};

/** The state a move leads to from `state`, or the reason it may not happen. */
export function chatMove(
  state: ChatState,
  move: ChatMove,
): { ok: true; state: ChatState } | { ok: false; message: string } {
  const name = chatStateName(state);
  const rule = CHAT_MOVES[move];
  if (!(rule.from as readonly ChatStateName[]).includes(name))
    return { ok: false, message: ChatMessages.wrongState(MOVE_WORDS[move], name) };
  return { ok: true, state: CHAT_STATES[rule.to] };
}

/** The states a move may start from, as codes (for a conditional UPDATE: exactly one of racing agents wins). */
export const chatMoveSources = (move: ChatMove): ChatState[] =>
  (CHAT_MOVES[move].from as readonly ChatStateName[]).map((name) => CHAT_STATES[name]);

/** Which move a pickup of each kind is. */
export const PICKUP_MOVES: Record<PickupAction, ChatMove> = {
  agentPickupChat: 'pickUp',
  agentMissedChatPickup: 'pickUpMissed',
  acceptTransfer: 'acceptTransfer',
  acceptInvite: 'acceptInvite',
  acceptAssign: 'acceptAssign',
};

/**
 * Whether a customer's message asks for a person by one of the keywords: a keyword matches a whole word or phrase,
 * whatever its case ("Agent please" and "talk to an AGENT" match "agent"; "agents" and "reagent" do not).
 */
export function asksForPerson(text: string, keywords: readonly string[]): boolean {
  const words = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  return keywords.some((keyword) => {
    const phrase = keyword
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    return phrase.length > 0 && words.includes(` ${phrase} `);
  });
}

/** The problems of a chat configuration beyond its schema, by field (the bot's existence is the caller's). */
export function chatSettingsProblems(config: {
  handOverKeywords: readonly string[];
}): { field: string; message: string }[] {
  const seen = new Set<string>();
  const problems: { field: string; message: string }[] = [];
  config.handOverKeywords.forEach((keyword, index) => {
    const key = keyword.trim().toLowerCase();
    if (!key) problems.push({ field: `handOverKeywords.${index}`, message: Messages.fieldMandatory });
    else if (seen.has(key))
      problems.push({ field: `handOverKeywords.${index}`, message: ChatMessages.keywordsDuplicate });
    seen.add(key);
  });
  return problems;
}

/** Whether a free-form message may still be sent: within the window of the customer's last message. */
export const withinServiceWindow = (lastInboundAt: Date | string | null, now: Date): boolean =>
  lastInboundAt !== null && now.getTime() - new Date(lastInboundAt).getTime() < CUSTOMER_SERVICE_WINDOW_MS;

/**
 * Whom a chat may be transferred to or shared with: agents (CHAT.HANDLE) of the enterprise, not the one asking.
 * Answers the refusal, or null; `notFound` marks ids that name no agent of the enterprise (a 404).
 */
export function handOnProblem(
  agentIds: readonly string[],
  self: string,
  agentsOfEnterprise: ReadonlySet<string>,
): { message: string; notFound: boolean } | null {
  if (agentIds.length === 0) return { message: ChatMessages.agentsRequired, notFound: false };
  if (agentIds.includes(self)) return { message: ChatMessages.notYourself, notFound: false };
  if (agentIds.some((id) => !agentsOfEnterprise.has(id)))
    return { message: ChatMessages.agentNotFound, notFound: true };
  return null;
}

/** The monitor's order (ours): waiting chats first (the bot's too), then those held, suspended, and missed. */
export const MONITOR_STATE_ORDER: readonly ChatState[] = [
  CHAT_STATES.STARTED,
  CHAT_STATES.CREATED,
  CHAT_STATES.ONGOING,
  CHAT_STATES.SUSPEND,
  CHAT_STATES.MISSED,
];

/** The monitor's counters, from how many chats not ended are in each state. */
export function monitorCounts(inState: Readonly<Record<number, number>>) {
  const count = (...of: number[]) => of.reduce((sum, state) => sum + (inState[state] ?? 0), 0);
  return {
    waiting: count(CHAT_STATES.CREATED, CHAT_STATES.STARTED),
    ongoing: count(CHAT_STATES.ONGOING),
    suspended: count(CHAT_STATES.SUSPEND),
    missed: count(CHAT_STATES.MISSED),
  };
}

/** The most days the dashboard draws a bar for (ours; its longest period is a month). */
export const DASHBOARD_MAX_DAYS = 31;

/**
 * The dashboard's bars, in order: each day from `fromDate` to `toDate` (YYYY-MM-DD), or each hour of one day
 * (YYYY-MM-DDTHH). Null when the range is backwards, longer than DASHBOARD_MAX_DAYS, or hourly over more than a day.
 */
export function dashboardBuckets(fromDate: string, toDate: string, timeType: 'day' | 'hour'): string[] | null {
  const from = Date.parse(`${fromDate}T00:00:00Z`);
  const to = Date.parse(`${toDate}T00:00:00Z`);
  const days = Math.round((to - from) / 86_400_000) + 1;
  if (!Number.isFinite(days) || days < 1 || days > DASHBOARD_MAX_DAYS) return null;
  if (timeType === 'hour')
    return days === 1 ? Array.from({ length: 24 }, (_, h) => `${fromDate}T${String(h).padStart(2, '0')}`) : null;
  return Array.from({ length: days }, (_, d) => new Date(from + d * 86_400_000).toISOString().slice(0, 10));
}

/** The bucket of a moment, in the viewer's time (`offsetMinutes` east of UTC). */
export function dashboardBucketOf(at: string | Date, offsetMinutes: number, timeType: 'day' | 'hour'): string {
  const local = new Date(new Date(at).getTime() + offsetMinutes * 60_000).toISOString();
  return timeType === 'hour' ? local.slice(0, 13) : local.slice(0, 10);
}

/**
 * Whom a handed-over chat is offered to (ours): the agents of the channel's department when it has some, any agent
 * otherwise; of those the online ones, and all of them when none is online, so the chat waits rather than going to
 * nobody. Agents at their chat limit are left out by the caller.
 */
export function chatRecipients(agents: readonly { id: string; online: boolean; inDepartment: boolean }[]): string[] {
  const ofDepartment = agents.filter((a) => a.inDepartment);
  const candidates = ofDepartment.length > 0 ? ofDepartment : agents;
  const online = candidates.filter((a) => a.online);
  return (online.length > 0 ? online : candidates).map((a) => a.id);
}

/** A chat's tags as kept: trimmed, inner spaces single, empty ones dropped, each once (the first spelling wins). */
export function normaliseChatTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}
