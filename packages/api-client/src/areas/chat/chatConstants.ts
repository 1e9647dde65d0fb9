/** Live chat's codes, names and timings (platform-shell §4.3, §8, §9), word for word; ours where marked. */

/** platform-shell §4.3 "Chat states". */
export const CHAT_STATES = { CREATED: 0, STARTED: 1, ONGOING: 2, CLOSED: 3, MISSED: 4, SUSPEND: 5 } as const;
export type ChatStateName = keyof typeof CHAT_STATES;
export type ChatState = (typeof CHAT_STATES)[ChatStateName];

/** platform-shell §4.3 "Chat actions": what a chat's history records, as codes. */
export const CHAT_ACTIONS = {
  customerStartChat: 0,
  customerReply: 1,
  agentPickedUp: 2,
  agentReply: 3,
  transferred: 4,
  invited: 5,
  acceptedInvite: 6,
  customerRating: 7,
  agentClosed: 8,
  agentLeft: 9,
  agentMissed: 10,
  error: 12,
} as const;
export type ChatActionName = keyof typeof CHAT_ACTIONS;
export type ChatAction = (typeof CHAT_ACTIONS)[ChatActionName];

/** platform-shell §4.3 "Message status" of a chat message (sent and delivered share 1). */
export const CHAT_MESSAGE_STATUS = { unread: 0, sent: 1, delivered: 1, read: 2, failed: 3 } as const;

/**
 * The five kinds of chat waiting for an agent (platform-shell §2.6 item 1), in the dropdown's order, each with the
 * counter it raises (§3 "Chat counters"), the action a pickup sends over the live channel (§4.3 "Pickup by type")
 * and the toast when there is none to pick up (§8 "Empty chat counts"; the spec names none for assigned chats).
 */
export const NOTIFICATION_TYPES = [
  {
    type: 'Transferred',
    label: 'Transferred chats',
    counter: 'transferredChatCount',
    pickup: 'acceptTransfer',
    empty: 'No Transferred Chats to Accept!',
  },
  {
    type: 'Live',
    label: 'New/Live chats',
    counter: 'newChatCount',
    pickup: 'agentPickupChat',
    empty: 'No New Chats to Accept!',
  },
  {
    type: 'Invited',
    label: 'Invited chats',
    counter: 'invitedChatCount',
    pickup: 'acceptInvite',
    empty: 'No Invited Chats to Accept!',
  },
  {
    type: 'Assigned',
    label: 'Assigned chats',
    counter: 'assignedChatCount',
    pickup: 'acceptAssign',
    // Ours, in the spec's words for the others.
    empty: 'No Assigned Chats to Accept!',
  },
  {
    type: 'Missed',
    label: 'Missed chats',
    counter: 'missedChatCount',
    pickup: 'agentMissedChatPickup',
    empty: 'No missed chats to Accept!',
  },
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]['type'];
export type PickupAction = (typeof NOTIFICATION_TYPES)[number]['pickup'];
export type CounterName = (typeof NOTIFICATION_TYPES)[number]['counter'];

/** platform-shell §9 "Chat missed reasons". */
/** A chat's tags (ours): at most this many, each at most this long. */
export const CHAT_TAGS_MAX = 10;
export const CHAT_TAG_MAX_LENGTH = 30;

export const MISSED_REASONS = { outOfHours: 'Out Of Working Hours', timedOut: 'Timed Out' } as const;

/**
 * Channel error codes that mean the customer-service window is closed, so only a template may be sent: the spec's
 * 470 (platform-shell §8) and the WhatsApp Cloud API's 131047 "Re-engagement message" (ours: the same case there).
 */
export const REENGAGEMENT_ERROR_CODES = [470, 131047] as const;

/** Agent availability (ours: the spec sends agentStatus, and lists agents with -1 for any). */
export const AGENT_STATUSES = { offline: 0, online: 1, away: 2 } as const;
export type AgentStatus = (typeof AGENT_STATUSES)[keyof typeof AGENT_STATUSES];
export const ANY_AGENT_STATUS = -1;
export const AGENT_STATUS_LABELS: Record<AgentStatus, string> = { 0: 'Offline', 1: 'Online', 2: 'Away' };

/** platform-shell §8 "Chat toasts", word for word. */
export const ChatMessages = {
  transferred: 'You transferred the chat!',
  left: 'You left the chat!',
  pickupConfirm: 'Do you want pickup this chat ?',
  noRecord: 'No Record',
  // Ours.
  alreadyPicked: 'Another agent picked up this chat',
  notFound: 'Chat not found',
  notYours: 'This chat is not yours to act on',
  wrongState: (action: string, state: ChatStateName) => `A chat that is ${state.toLowerCase()} cannot be ${action}`,
  settingsSaved: 'Chat settings saved',
  botNotFound: 'Choose one of your bots',
  keywordsDuplicate: 'Each keyword once',
  replyRequired: 'Type a message',
  windowClosed: 'The customer last wrote more than 24 hours ago: send a template',
  statusSaved: (label: string) => `You are ${label.toLowerCase()}`,
  noHistory: 'No closed or missed chats yet',
  invited: 'Invitation sent',
  agentsRequired: 'Choose at least one agent',
  agentNotFound: 'Choose agents of your enterprise who handle chats',
  notYourself: 'Choose an agent other than yourself',
  lastHolder: 'You are the only agent in this chat: transfer or close it instead',
  noHistoryMatch: 'No chats match the search',
  historyDates: 'The start date must be on or before the end date',
  dashboardRange: 'Choose at most 31 days, or one day by the hour',
  pinned: 'Chat pinned',
  unpinned: 'Chat unpinned',
  tagsSaved: 'Tags saved',
} as const;

/**
 * What a new enterprise's chats do (ours): no bot, so chats go straight to agents (and no notice to the customer,
 * so a business that has not set chat up sees no change in its conversations); these words ask for a person
 * once a bot is chosen; two messages the bot did not understand hand over; two minutes to pick up.
 */
export const DEFAULT_CHAT_SETTINGS = {
  botAgentId: null,
  handOverKeywords: ['agent', 'human', 'person'],
  handOverIntent: null,
  outOfScopeLimit: 2,
  pickupTimeoutSeconds: 120,
  handOverMessage: '',
} as const;

/** WhatsApp's customer-service window: free-form messages only within this long of the customer's last message. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** platform-shell §9: dashboard periods, the days each subtracts, and the graph's size. */
export const DASHBOARD_PERIODS = [
  { label: '1 Month', days: 30, hourly: false },
  { label: '15 Days', days: 14, hourly: false },
  { label: '7 Days', days: 6, hourly: false },
  { label: '1 Day', days: 0, hourly: true },
] as const;
export const DASHBOARD_GRAPH_SIZE = { height: 300, width: 1420 } as const;

/** platform-shell §9 page sizes and timings live chat uses. */
export const CHAT_PAGE_SIZES = { agents: 200, activeAgents: 100, history: 20, monitor: 200 } as const;
/** How often the monitor asks again (ours). */
export const MONITOR_REFRESH_MS = 10_000;
export const PICKUP_DIALOG_CLOSE_MS = 200;
export const CHAT_BOX_RESIZE_DEBOUNCE_MS = 150;
