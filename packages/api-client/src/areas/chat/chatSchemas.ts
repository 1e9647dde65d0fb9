import { Type, type Static } from '@sinclair/typebox';

/** platform-shell §3 "Chat counters" (the total is their sum, `totalChatCount`). */
export const ChatCountersSchema = Type.Object({
  newChatCount: Type.Integer({ minimum: 0 }),
  invitedChatCount: Type.Integer({ minimum: 0 }),
  transferredChatCount: Type.Integer({ minimum: 0 }),
  assignedChatCount: Type.Integer({ minimum: 0 }),
  missedChatCount: Type.Integer({ minimum: 0 }),
});
export type ChatCountersSchema = Static<typeof ChatCountersSchema>;
