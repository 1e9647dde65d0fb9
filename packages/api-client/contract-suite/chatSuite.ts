import { describe, expect, it } from 'vitest';
import {
  AGENT_STATUSES,
  BusinessHoursMessages,
  CannedReplyMessages,
  ChatMessages,
  DEFAULT_CHAT_SETTINGS,
  NO_CHAT_COUNTS,
  NOTIFICATION_TYPES,
} from '../src/areas/chat/contract.ts';
import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE } from '../src/areas/channels/contract.ts';
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

    it('hands a customer’s first message to the agents (no bot chosen), whose thread shows it', async () => {
      const admin = await ctx.signIn(ctx.harness().admin);
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
      const channelId = (
        await admin.createChannel({
          body: {
            name: `Chat ${run}`,
            type: WHATSAPP_CHANNEL_TYPE,
            vendor: VENDOR_IDS.sandbox,
            data: { failureRate: '0', rejectWord: 'forbidden', reviewSeconds: '0' },
          },
        })
      ).data.id;
      const phone = `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const customer = (
        await admin.createSimulatorCustomer({ params: { id: channelId }, body: { name: 'Ana', number: phone } })
      ).data;
      await admin.replyAsSimulatorCustomer({
        params: { id: channelId, customerId: customer.id },
        body: { text: 'Is anyone there?' },
      });
      const waiting = (await agent.listNotificationChats({ query: { type: 'Live' } })).data.data;
      const row = waiting.find((r) => r.customerNumber === phone)!;
      expect(row).toEqual({
        chatId: expect.any(String),
        customerName: '',
        customerNumber: phone,
        transferringAgent: '',
        handlingAgent: '',
        lastMessage: 'Is anyone there?',
      });
      expect((await agent.getChatCount()).data.newChatCount).toBeGreaterThanOrEqual(1);
      const thread = (await agent.listChatMessages({ params: { id: row.chatId } })).data;
      expect(thread.total).toBe(1);
      expect(thread.messages[0]).toMatchObject({
        direction: 'in',
        content: { body: 'Is anyone there?' },
        author: null,
      });
      // Not picked up yet: nobody holds it to answer.
      expect(
        await failure(agent.sendChatMessage({ params: { id: row.chatId }, body: { text: 'Hello' } })),
      ).toMatchObject({ code: 409, message: ChatMessages.notYours });
      // The customer sees no change (no bot, no hand-over notice by default).
      const phoneShows = (await admin.getSimulatorConversation({ params: { id: channelId, customerId: customer.id } }))
        .data.messages;
      expect(phoneShows.map((m) => m.direction)).toEqual(['in']);
    });

    it('keeps the chat settings, the defaults until saved, and refuses a repeated keyword or an unknown bot', async () => {
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      expect((await foreign.getChatSettings()).data).toEqual(DEFAULT_CHAT_SETTINGS);
      const changed = { ...DEFAULT_CHAT_SETTINGS, handOverKeywords: [' Staff ', 'manager'], pickupTimeoutSeconds: 300 };
      const saved = await foreign.saveChatSettings({ body: changed });
      expect(saved.message).toBe(ChatMessages.settingsSaved);
      expect(saved.data).toEqual({ ...changed, handOverKeywords: ['Staff', 'manager'] });
      expect((await foreign.getChatSettings()).data.pickupTimeoutSeconds).toBe(300);
      const repeated = await failure(
        foreign.saveChatSettings({ body: { ...changed, handOverKeywords: ['staff', 'STAFF'] } }),
      );
      expect(repeated).toMatchObject({ code: 400, message: ChatMessages.keywordsDuplicate });
      expect(repeated.errors).toEqual([{ field: 'handOverKeywords.1', message: ChatMessages.keywordsDuplicate }]);
      expect(
        await failure(foreign.saveChatSettings({ body: { ...changed, botAgentId: 'no-such-bot' } })),
      ).toMatchObject(notFound(ChatMessages.botNotFound));
    });

    it('misses a chat handed over outside business hours, tells the customer, and refuses a bad schedule', async () => {
      // The suite's own enterprise (the shared foreign one is checked empty of chats below); restored at the end.
      const admin = await ctx.signIn(ctx.harness().admin);
      const defaults = { ...DEFAULT_CHAT_SETTINGS, handOverKeywords: [...DEFAULT_CHAT_SETTINGS.handOverKeywords] };
      const closed = { departmentId: null, timeZone: 'Asia/Kolkata', hours: [], closedMessage: 'Back at nine.' };
      const saved = await admin.saveChatSettings({ body: { ...defaults, businessHours: [closed] } });
      expect(saved.data.businessHours).toEqual([closed]);
      const channelId = (
        await admin.createChannel({
          body: {
            name: 'After hours',
            type: WHATSAPP_CHANNEL_TYPE,
            vendor: VENDOR_IDS.sandbox,
            data: { failureRate: '0', rejectWord: 'forbidden', reviewSeconds: '0' },
          },
        })
      ).data.id;
      const customer = (
        await admin.createSimulatorCustomer({
          params: { id: channelId },
          body: { name: 'Night owl', number: `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` },
        })
      ).data;
      await admin.replyAsSimulatorCustomer({
        params: { id: channelId, customerId: customer.id },
        body: { text: 'Hello?' },
      });
      const phone = (await admin.getSimulatorConversation({ params: { id: channelId, customerId: customer.id } })).data
        .messages;
      expect(phone.map((m) => [m.direction, m.content.body])).toEqual([
        ['in', 'Hello?'],
        ['out', 'Back at nine.'],
      ]);
      expect(
        await failure(
          admin.saveChatSettings({
            body: { ...defaults, businessHours: [{ ...closed, timeZone: 'Nowhere/Else' }] },
          }),
        ),
      ).toMatchObject({ code: 400, message: BusinessHoursMessages.timeZone });
      expect(
        await failure(
          admin.saveChatSettings({
            body: { ...defaults, businessHours: [{ ...closed, departmentId: 'no-such-department' }] },
          }),
        ),
      ).toMatchObject(notFound(BusinessHoursMessages.departmentNotFound));
      await admin.saveChatSettings({ body: defaults });
    });

    it('keeps canned replies by shortcut: added, listed, a taken shortcut refused, deleted; agents only read', async () => {
      const admin = await ctx.signIn(await ctx.harness().createForeignAdmin());
      const shortcut = `r${Date.now().toString(36)}`;
      const created = await admin.createCannedReply({
        body: { shortcut: `/${shortcut.toUpperCase()}`, text: ' Hi! ' },
      });
      expect(created.message).toBe(CannedReplyMessages.saved);
      expect(created.data).toEqual({ id: expect.any(String), shortcut, text: 'Hi!' });
      expect((await admin.listCannedReplies()).data.replies).toContainEqual(created.data);
      expect(await failure(admin.createCannedReply({ body: { shortcut, text: 'Again' } }))).toMatchObject({
        httpStatus: 409,
        message: CannedReplyMessages.exists,
      });
      expect(
        await failure(admin.updateCannedReply({ params: { id: 'no-such-reply' }, body: { shortcut: 'x', text: 'y' } })),
      ).toMatchObject(notFound(CannedReplyMessages.notFound));
      expect((await admin.deleteCannedReply({ params: { id: created.data.id } })).message).toBe(
        CannedReplyMessages.deleted,
      );
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      expect(await failure(agent.createCannedReply({ body: { shortcut: 'mine', text: 'x' } }))).toMatchObject(
        accessDenied,
      );
    });

    it('finds no chat it does not know, and refuses anyone who is not an agent', async () => {
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      for (const move of ['closeChat', 'suspendChat', 'resumeChat'] as const)
        expect(await failure(agent[move]({ params: { id: 'no-such-chat' } }))).toMatchObject(
          notFound(ChatMessages.notFound),
        );
      expect(await failure(agent.pinChat({ params: { id: 'no-such-chat' }, body: { pinned: true } }))).toMatchObject(
        notFound(ChatMessages.notFound),
      );
      expect(
        await failure(agent.updateChatTags({ params: { id: 'no-such-chat' }, body: { tags: ['vip'] } })),
      ).toMatchObject(notFound(ChatMessages.notFound));
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      expect(await failure(viewer.getChatCount())).toMatchObject(accessDenied);
      expect(await failure(viewer.closeChat({ params: { id: 'no-such-chat' } }))).toMatchObject(accessDenied);
      expect(await failure(viewer.pinChat({ params: { id: 'no-such-chat' }, body: { pinned: true } }))).toMatchObject(
        accessDenied,
      );
    });

    it('answers the history of ended chats, the enterprise’s only, and refuses dates the wrong way round', async () => {
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      expect((await foreign.listChatHistory()).data).toEqual({ chats: [], total: 0 });
      const backwards = await failure(
        foreign.listChatHistory({ query: { fromDate: '2026-02-02', toDate: '2026-02-01' } }),
      );
      expect(backwards).toMatchObject({ httpStatus: 400, message: ChatMessages.historyDates });
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      expect(await failure(viewer.listChatHistory())).toMatchObject(accessDenied);
    });

    it('refuses a transfer or invitation to yourself or to no agent of the enterprise, and a chat it does not know', async () => {
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      const { uId } = (await agent.getProfile()).data;
      const other = await ctx.signIn(await ctx.harness().createUser([3]));
      const otherId = (await other.getProfile()).data.uId;
      const params = { id: 'no-such-chat' };
      expect(await failure(agent.transferChat({ params, body: { agentIds: [uId] } }))).toMatchObject({
        httpStatus: 400,
        message: ChatMessages.notYourself,
      });
      expect(await failure(agent.inviteToChat({ params, body: { agentIds: ['no-such-agent'] } }))).toMatchObject(
        notFound(ChatMessages.agentNotFound),
      );
      expect(await failure(agent.transferChat({ params, body: { agentIds: [otherId] } }))).toMatchObject(
        notFound(ChatMessages.notFound),
      );
      expect(await failure(agent.leaveChat({ params }))).toMatchObject(notFound(ChatMessages.notFound));
    });

    it('draws every day of the dashboard’s period, and refuses a range it does not draw', async () => {
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      const rows = (
        await foreign.getChatDashboard({ query: { fromDate: '2026-03-01', toDate: '2026-03-03', timeType: 'day' } })
      ).data.rows;
      expect(rows.map((r) => [r.date, r.chatCount])).toEqual([
        ['2026-03-01', 0],
        ['2026-03-02', 0],
        ['2026-03-03', 0],
      ]);
      const hourly = await failure(
        foreign.getChatDashboard({ query: { fromDate: '2026-03-01', toDate: '2026-03-03', timeType: 'hour' } }),
      );
      expect(hourly).toMatchObject({ httpStatus: 400, message: ChatMessages.dashboardRange });
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      expect(
        await failure(
          agent.getChatDashboard({ query: { fromDate: '2026-03-01', toDate: '2026-03-01', timeType: 'day' } }),
        ),
      ).toMatchObject(accessDenied);
    });

    it('monitors nothing in a new enterprise, and only for those who may', async () => {
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      const monitor = (await foreign.getChatMonitor()).data;
      expect(monitor.chats).toEqual([]);
      expect(monitor.counts).toEqual({ waiting: 0, ongoing: 0, suspended: 0, missed: 0 });
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      expect(await failure(agent.getChatMonitor())).toMatchObject(accessDenied);
    });

    it('keeps an agent’s status and lists the agents with it, online until they say otherwise', async () => {
      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      const { uId } = (await agent.getProfile()).data;
      expect((await agent.getAgentStatus()).data).toEqual({ agentStatus: AGENT_STATUSES.online });
      const saved = await agent.updateAgentStatus({ body: { agentStatus: AGENT_STATUSES.away } });
      expect(saved.data).toEqual({ agentStatus: AGENT_STATUSES.away });
      expect(saved.message).toBe(ChatMessages.statusSaved('Away'));
      const away = (await agent.listChatAgents({ query: { agentStatus: AGENT_STATUSES.away } })).data;
      expect(away.users.map((u) => u.uId)).toContain(uId);
      expect(away.users.every((u) => u.agentStatus === AGENT_STATUSES.away)).toBe(true);
      const online = (await agent.listChatAgents({ query: { agentStatus: AGENT_STATUSES.online } })).data;
      expect(online.users.map((u) => u.uId)).not.toContain(uId);
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      expect(await failure(viewer.listChatAgents())).toMatchObject(accessDenied);
    });
  });
}
