/** Live chat: the agent's counters, the chats waiting by kind, the chats held, and the moves on them. */
export * from './chatEndpoints.ts';
