import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import {
  ChannelAdminMessages,
  MessageMessages,
  SIMULATOR_SEED_CUSTOMERS,
  TEMPLATE_LIMITS,
  TemplateMessages,
  VENDOR_IDS,
  WHATSAPP_CHANNEL_TYPE,
  type SendMessageRequest,
  type TemplateSaveRequest,
} from '../src/areas/channels/contract.ts';
import type { AccountsSuiteContext } from './accountsSuite.ts';
import { failure, notFound } from './failure.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCESS_TOKEN = 'EAAGcontractsuitetoken9876';

const sandbox = (name: string, data: Record<string, string> = {}) => ({
  name,
  type: WHATSAPP_CHANNEL_TYPE,
  vendor: VENDOR_IDS.sandbox,
  data: { failureRate: '0', rejectWord: 'forbidden', reviewSeconds: '0', ...data },
});

const template = (channelId: string, name: string, body = 'Hi {{1}}, welcome.'): TemplateSaveRequest => ({
  channelId,
  name,
  language: 'en_US',
  category: 'UTILITY',
  type: 'DEFAULT',
  components: [
    { type: 'BODY', text: body, example: body.includes('{{1}}') ? ['Asha'] : [] },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Yes' }] },
  ],
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Channels, templates and the sandbox simulator: the same rules, messages and ownership on both backends. */
export function defineChannelsSuite(ctx: Pick<AccountsSuiteContext, 'harness' | 'signIn'>) {
  describe('channels', () => {
    let api: BoundApi;
    let foreign: BoundApi;
    let channelId = '';
    beforeAll(async () => {
      api = await ctx.signIn(ctx.harness().admin);
      foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      channelId = (await api.createChannel({ body: sandbox(`Sandbox ${unique()}`) })).data.id;
    });

    it('names type and vendor, and answers the form rules with their messages', async () => {
      const { data } = await api.getChannel({ params: { id: channelId } });
      expect(data).toMatchObject({ typeName: 'WhatsApp', vendorName: 'Sandbox', vendor: VENDOR_IDS.sandbox });
      const blank = await failure(api.createChannel({ body: { ...sandbox(' '), name: ' ' } }));
      expect(blank.message).toBe(ChannelAdminMessages.nameRequired);
      const cloud = await failure(
        api.createChannel({
          body: { name: `Cloud ${unique()}`, type: WHATSAPP_CHANNEL_TYPE, vendor: VENDOR_IDS.whatsappCloud, data: {} },
        }),
      );
      expect(cloud.message).toBe('Phone number id is required');
      expect(cloud.errors).toEqual([{ field: 'data.phoneNumberId', message: 'Phone number id is required' }]);
      const number = await failure(api.createChannel({ body: { ...sandbox(`N ${unique()}`), contactId: '12' } }));
      expect(number.message).toBe(ChannelAdminMessages.invalidNumber);
      const taken = await failure(api.createChannel({ body: sandbox(data.name.toUpperCase()) }));
      expect(taken).toMatchObject({ httpStatus: 409, message: ChannelAdminMessages.duplicate });
    });

    it('keeps secrets: answered masked, kept when an edit leaves them empty', async () => {
      const body = {
        name: `Cloud ${unique()}`,
        type: WHATSAPP_CHANNEL_TYPE,
        vendor: VENDOR_IDS.whatsappCloud,
        data: {
          phoneNumberId: '106540352242922',
          wabaId: '102290129340398',
          accessToken: ACCESS_TOKEN,
          appSecret: 'a1b2c3d4e5f60718293a4b5c',
          verifyToken: 'verify-me-please',
        },
      };
      const { data: created } = await api.createChannel({ body });
      expect(JSON.stringify(created)).not.toContain(ACCESS_TOKEN);
      expect(created.data.accessToken).toBe('••••••••9876');
      const { data: edited } = await api.updateChannel({
        params: { id: created.id },
        body: {
          ...body,
          name: `${body.name} 2`,
          data: { ...body.data, accessToken: '', appSecret: '', verifyToken: '' },
        },
      });
      expect(edited.data.accessToken).toBe('••••••••9876');
      const details = await api.getChannelDetails({ params: { id: created.id } });
      expect(details.data.webhookPath).toBe(`webhooks/whatsapp/${created.id}`);
      await api.deleteChannel({ params: { id: created.id } });
    });

    it("hides one enterprise's channels and templates from another", async () => {
      expect(await failure(foreign.getChannel({ params: { id: channelId } }))).toMatchObject(
        notFound(ChannelAdminMessages.notFound),
      );
      const nested = await failure(foreign.createTemplate({ body: template(channelId, `t_${unique()}`) }));
      expect(nested).toMatchObject(notFound(ChannelAdminMessages.notFound));
      const { data: list } = await foreign.listChannels({ query: {} });
      expect(list.channels.map((c) => c.id)).not.toContain(channelId);
    });

    it('checks template limits as the editor does, and the sandbox approves or rejects for its word', async () => {
      const long = await failure(
        api.createTemplate({ body: template(channelId, `t_${unique()}`, 'b'.repeat(TEMPLATE_LIMITS.body + 1)) }),
      );
      expect(long.message).toBe(TemplateMessages.bodyTooLong);
      expect(long.errors).toEqual(
        expect.arrayContaining([{ field: 'body.text', message: TemplateMessages.bodyTooLong }]),
      );
      const { data: created } = await api.createTemplate({ body: template(channelId, `ok_${unique()}`) });
      expect(created.status).toBe('PENDING');
      const { data: approved } = await api.getTemplate({ params: { id: created.id } });
      expect(approved.status).toBe('APPROVED');
      const { data: refused } = await api.createTemplate({
        body: template(channelId, `no_${unique()}`, 'This is Forbidden here'),
      });
      const { data: rejected } = await api.getTemplate({ params: { id: refused.id } });
      expect(rejected).toMatchObject({ status: 'REJECTED', rejectedReason: 'The body contains the word “forbidden”' });
      const again = await failure(api.createTemplate({ body: template(channelId, created.name) }));
      expect(again).toMatchObject({ httpStatus: 409, message: TemplateMessages.duplicate });
    });

    it('sends only approved templates, with every variable filled', async () => {
      const slow = (await api.createChannel({ body: sandbox(`Slow ${unique()}`, { reviewSeconds: '60' }) })).data.id;
      const { data: pending } = await api.createTemplate({ body: template(slow, `wait_${unique()}`) });
      const refused = await failure(
        api.sendChannelMessage({
          params: { id: slow },
          body: { to: '+14155550123', template: { templateId: pending.id, body: ['Ben'] } },
        }),
      );
      expect(refused.message).toBe(TemplateMessages.notApproved);
      const { data: ready } = await api.createTemplate({ body: template(channelId, `go_${unique()}`) });
      const missing = await failure(
        api.sendChannelMessage({
          params: { id: channelId },
          body: { to: '+14155550123', template: { templateId: ready.id } },
        }),
      );
      expect(missing.message).toBe(MessageMessages.valuesMissing('body', 1));
      const { data: sent } = await api.sendChannelMessage({
        params: { id: channelId },
        body: { to: '+1 415 555 0123', template: { templateId: ready.id, body: ['Ben'] } },
      });
      expect(sent).toMatchObject({ direction: 'out', customerNumber: '+14155550123', currentDeliveryStatus: 'sent' });
      expect(sent.content).toMatchObject({ body: 'Hi Ben, welcome.', buttons: [{ type: 'QUICK_REPLY', text: 'Yes' }] });
    });

    it('runs the simulator: customers, delivery, read receipts and the customer’s replies', async () => {
      const customers = (await api.listSimulatorCustomers({ params: { id: channelId } })).data;
      expect(customers.map((c) => c.number)).toEqual(
        expect.arrayContaining(SIMULATOR_SEED_CUSTOMERS.map((c) => c.number)),
      );
      const asha = customers.find((c) => c.number === SIMULATOR_SEED_CUSTOMERS[0].number)!;
      const { data: sent } = await api.sendChannelMessage({
        params: { id: channelId },
        body: { to: asha.number, text: 'Your order has shipped' },
      });
      await pause(1700);
      const conversation = await api.getSimulatorConversation({ params: { id: channelId, customerId: asha.id } });
      expect(conversation.data.messages.at(-1)).toMatchObject({ id: sent.id, currentDeliveryStatus: 'delivered' });
      const { data: read } = await api.markSimulatorRead({ params: { id: channelId, customerId: asha.id } });
      expect(read.read).toBe(1);
      const { data: reply } = await api.replyAsSimulatorCustomer({
        params: { id: channelId, customerId: asha.id },
        body: { button: { text: 'Yes', payload: 'Yes' }, replyTo: sent.id },
      });
      expect(reply).toMatchObject({ direction: 'in', kind: 'button', replyTo: sent.id, content: { body: 'Yes' } });
      const after = await api.getSimulatorConversation({ params: { id: channelId, customerId: asha.id } });
      expect(after.data.messages.slice(-2).map((m) => m.currentDeliveryStatus)).toEqual(['read', 'received']);
      const empty = await failure(
        api.replyAsSimulatorCustomer({ params: { id: channelId, customerId: asha.id }, body: { text: '  ' } }),
      );
      expect(empty.message).toBe(MessageMessages.replyRequired);
    });

    it('sends lists, Flows, locations, contacts and reactions, with WhatsApp’s limits, and records list replies', async () => {
      const to = SIMULATOR_SEED_CUSTOMERS[1].number;
      const send = (body: SendMessageRequest) => api.sendChannelMessage({ params: { id: channelId }, body });
      const { data: list } = await send({
        to,
        interactive: {
          type: 'list',
          body: 'Pick a slot',
          list: { button: 'Slots', sections: [{ rows: [{ id: 'am', title: 'Morning', description: '9 to 12' }] }] },
        },
      });
      expect(list).toMatchObject({
        kind: 'interactive',
        content: { body: 'Pick a slot', list: { button: 'Slots', sections: [{ rows: [{ id: 'am' }] }] } },
      });
      const tooMany = await failure(
        send({
          to,
          interactive: {
            type: 'list',
            body: 'Pick',
            list: {
              button: 'Slots',
              sections: [{ rows: Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, title: `Row ${i}` })) }],
            },
          },
        }),
      );
      expect(tooMany.message).toBe(MessageMessages.listRowsCount);
      const longCta = await failure(
        send({ to, interactive: { type: 'flow', body: 'Go', flow: { flowId: '1', cta: 'A very long call to act' } } }),
      );
      expect(longCta.message).toBe(MessageMessages.tooLong("Flow's button", 20));
      const { data: flow } = await send({
        to,
        interactive: { type: 'flow', body: 'Book', flow: { flowId: '77', cta: 'Book now' } },
      });
      expect(flow.content.flow).toEqual({ flowId: '77', cta: 'Book now' });
      const { data: place } = await send({ to, location: { latitude: 18.52, longitude: 73.85, name: 'Pune office' } });
      expect(place).toMatchObject({
        kind: 'location',
        content: { body: 'Pune office', location: { latitude: 18.52 } },
      });
      const { data: card } = await send({
        to,
        contacts: [{ name: ' Ben Carter ', phones: [{ phone: '+14155550123' }, { phone: ' ' }] }],
      });
      expect(card.content.contacts).toEqual([{ name: 'Ben Carter', phones: [{ phone: '+14155550123' }] }]);
      const unreachable = await failure(send({ to, contacts: [{ name: 'Nobody' }] }));
      expect(unreachable.message).toBe(MessageMessages.contactReachable);
      const { data: reaction } = await send({ to, reaction: { messageId: place.id, emoji: '❤️' } });
      expect(reaction).toMatchObject({ kind: 'reaction', content: { reaction: { emoji: '❤️', messageId: place.id } } });
      const elsewhere = await failure(
        send({ to: SIMULATOR_SEED_CUSTOMERS[0].number, reaction: { messageId: place.id, emoji: '❤️' } }),
      );
      expect(elsewhere.message).toBe(MessageMessages.reactionTarget);
      const twoEmoji = await failure(send({ to, reaction: { messageId: place.id, emoji: '❤️❤️' } }));
      expect(twoEmoji.message).toBe(MessageMessages.reactionEmoji);

      // Only a provider's received media opens; a sandbox message has none, and a bad access id is refused first.
      const { accessId } = (await api.getDownloadAccessId()).data;
      const noMedia = await failure(
        api.downloadMessageMedia({ params: { messageId: place.id }, query: { 'x-access-id': accessId } }),
      );
      expect(noMedia).toMatchObject({ httpStatus: 404, message: MessageMessages.mediaUnavailable });
      const badAccess = await failure(
        api.downloadMessageMedia({ params: { messageId: place.id }, query: { 'x-access-id': 'not-an-access-id' } }),
      );
      expect(badAccess.httpStatus).toBe(403);
      const customers = (await api.listSimulatorCustomers({ params: { id: channelId } })).data;
      const ben = customers.find((c) => c.number === to)!;
      const { data: picked } = await api.replyAsSimulatorCustomer({
        params: { id: channelId, customerId: ben.id },
        body: { button: { text: 'Morning', payload: 'am', kind: 'list_reply' }, replyTo: list.id },
      });
      expect(picked).toMatchObject({
        kind: 'interactive',
        replyTo: list.id,
        content: { body: 'Morning', buttons: [{ type: 'list_reply', text: 'Morning', payload: 'am' }] },
      });
    });
  });
}
