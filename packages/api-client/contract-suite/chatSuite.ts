import { describe, expect, it } from 'vitest';
import { ChatMessages, NO_CHAT_COUNTS, NOTIFICATION_TYPES } from '../src/areas/chat/contract.ts';
import type { AccountsSuiteContext } from './accountsSuite.ts';
import { accessDenied, failure, notFound } from './failure.ts';

/**
 * Live chat over HTTP, the same on both backends. Chats open from customers' messages, not from a call, so what
 * a suite can reach alone is a new agent's empty state and the refusals; the server's own tests take chats
 * through pickup, transfer and close.
 */
export function defineChatSuite(ctx: Pick<AccountsSuiteContext, 'harness' | 'signIn'>) {
  describe('live chat', () => {
    it('a new agent has nothing waiting, nothing held, and an empty table of every kind', async () => {
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      expect((await agent.getChatCount()).data).toEqual(NO_CHAT_COUNTS);
      expect((await agent.getChatSummary()).data).toEqual({ chats: [], counts: NO_CHAT_COUNTS });
      for (const { type } of NOTIFICATION_TYPES)
        expect((await agent.listNotificationChats({ query: { type } })).data).toEqual({ data: [] });
    });

    it('finds no chat it does not know, and refuses anyone who is not an agent', async () => {
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      for (const move of ['closeChat', 'suspendChat', 'resumeChat'] as const)
        expect(await failure(agent[move]({ params: { id: 'no-such-chat' } }))).toMatchObject(
          notFound(ChatMessages.notFound),
        );
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      expect(await failure(viewer.getChatCount())).toMatchObject(accessDenied);
      expect(await failure(viewer.closeChat({ params: { id: 'no-such-chat' } }))).toMatchObject(accessDenied);
    });
  });
}
