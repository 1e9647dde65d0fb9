import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import {
  BroadcastMessages,
  ExpressionMessages,
  type BroadcastRequest,
  type MappingRow,
} from '../src/areas/broadcasts/contract.ts';
import {
  ChannelAdminMessages,
  TemplateMessages,
  VENDOR_IDS,
  WHATSAPP_CHANNEL_TYPE,
  type TemplateComponent,
} from '../src/areas/channels/contract.ts';
import type { AccountsSuiteContext } from './accountsSuite.ts';
import { accessDenied, failure, notFound } from './failure.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** A random Indian mobile number, ten digits starting with 9 (stored as +91 and the ten digits). */
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `done` holds (statuses settle on the channel's time, not the call's), at most `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await pause(250);
  }
}

const sandbox = (name: string) => ({
  name,
  type: WHATSAPP_CHANNEL_TYPE,
  vendor: VENDOR_IDS.sandbox,
  data: { failureRate: '0', rejectWord: 'forbidden', reviewSeconds: '0' },
});

/** Header {{1}}, body {{1}} and {{2}}, and a URL button (the second button) with its {{1}}. */
const ORDER_COMPONENTS: TemplateComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: ['Parley'] },
  { type: 'BODY', text: 'Hi {{1}}, your tier is {{2}}.', example: ['Asha', 'Gold'] },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Stop' },
      { type: 'URL', text: 'Open', url: 'https://shop.example/o/{{1}}', example: ['asha'] },
    ],
  },
];
const DOC_COMPONENTS: TemplateComponent[] = [
  { type: 'HEADER', format: 'DOCUMENT', resourceUrl: 'https://cdn.example/sample.pdf' },
  { type: 'BODY', text: 'Your invoice is attached.' },
];

/** Broadcasts: checks, sends, the record and its messages, refusals and ownership, the same on both backends. */
export function defineBroadcastsSuite(ctx: Pick<AccountsSuiteContext, 'harness' | 'signIn'>) {
  describe('broadcasts', () => {
    let api: BoundApi;
    let foreign: BoundApi;
    let channelId = '';
    let channelName = '';
    let otherChannelId = '';
    let order = { id: '', name: '' };
    let doc = { id: '', name: '' };
    let refusedTemplateId = '';
    let otherTemplateId = '';
    let tier = '';
    let segmentId = '';
    const people = { asha: phone(), ben: phone(), chloe: phone() };
    const ids = { asha: '', ben: '', chloe: '' };
    const run = unique();

    const template = async (id: string, name: string, components: TemplateComponent[], category = 'UTILITY') => {
      const { data } = await api.createTemplate({
        body: { channelId: id, name, language: 'en_US', category, type: 'DEFAULT', components },
      });
      // A sandbox channel with reviewSeconds 0 settles its review when the template is next read.
      const settled = await until(
        async () => (await api.getTemplate({ params: { id: data.id } })).data,
        (t) => t.status !== 'PENDING',
      );
      return settled;
    };

    const mapping: MappingRow[] = [
      { variable: 'header.1', type: 'static', value: 'Parley' },
      { variable: 'body.1', type: 'column', value: 'name' },
      { variable: 'body.2', type: 'column', value: '' },
      { variable: 'button.1.1', type: 'expression', value: '{name|lower}' },
    ];
    const request = (extra: Partial<BroadcastRequest> = {}): BroadcastRequest => ({
      channelId,
      phoneNumber: [],
      message: { template: { templateId: order.name, templateUId: order.id } },
      columnMapping: mapping.map((row) => (row.variable === 'body.2' ? { ...row, value: tier } : row)),
      ...extra,
    });

    beforeAll(async () => {
      api = await ctx.signIn(ctx.harness().admin);
      foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      channelName = `Broadcasts ${run}`;
      channelId = (await api.createChannel({ body: sandbox(channelName) })).data.id;
      otherChannelId = (await api.createChannel({ body: sandbox(`Other ${run}`) })).data.id;
      order = await template(channelId, `order_${run}`, ORDER_COMPONENTS);
      doc = await template(channelId, `invoice_${run}`, DOC_COMPONENTS);
      refusedTemplateId = (
        await template(channelId, `refused_${run}`, [{ type: 'BODY', text: 'This is Forbidden here' }])
      ).id;
      otherTemplateId = (await template(otherChannelId, `other_${run}`, ORDER_COMPONENTS)).id;
      tier = `tier${run}`;
      await api.saveInputFieldDefinition({
        body: {
          fieldName: tier,
          fieldLabel: 'Tier',
          fieldHelptext: 'Customer tier',
          mandatory: false,
          fieldType: 'text',
          inputType: 'alphabets',
        },
      });
      const tierId = (await api.listInputFieldDefinitions({})).data.inputFieldDefinitions.find(
        (d) => d.fieldName === tier,
      )!._id;
      segmentId = (await api.saveTag({ body: { name: `Broadcast ${run}` } })).data.tag.id;
      const customer = async (name: string, phoneNumber: string, value?: string) =>
        (
          await api.saveCustomer({
            body: { name, phoneNumber, tags: [segmentId], data: value ? [{ id: tierId, value }] : [] },
          })
        ).data.customer.id;
      ids.asha = await customer('Asha Broadcast', people.asha, 'Gold');
      ids.ben = await customer('Ben Broadcast', people.ben, 'Silver');
      ids.chloe = await customer('Chloe Broadcast', people.chloe);
    });

    it('checks a broadcast without sending it: recipients, rejections with reasons, the first message', async () => {
      const stranger = phone();
      const { data: check } = await api.validateBroadcast({
        body: request({
          // Asha typed (her fields come from the customer master), a stranger, a number that is none, Asha again.
          phoneNumber: [people.asha, `+91 ${stranger}`, '0000000000', ` +91${people.asha} `],
          customerIds: [ids.ben],
          segmentId,
        }),
      });
      expect(check).toMatchObject({ recipients: 5, accepted: 2, rejectedCount: 3 });
      expect(check.rejected).toEqual([
        { to: `+91${stranger}`, reason: BroadcastMessages.emptyValue('Body {{1}}', 'name') },
        { to: '0000000000', reason: BroadcastMessages.numberInvalid },
        { to: `+91${people.chloe}`, reason: BroadcastMessages.emptyValue('Body {{2}}', tier) },
      ]);
      expect(check.preview).toMatchObject({
        templateName: order.name,
        header: { format: 'TEXT', text: 'Hello Parley' },
        body: 'Hi Asha Broadcast, your tier is Gold.',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Stop' },
          { type: 'URL', text: 'Open', url: 'https://shop.example/o/asha%20broadcast' },
        ],
      });
      // A typed number that is nobody's in the customer master still has its phone number as a column.
      const { data: byNumber } = await api.validateBroadcast({
        body: request({
          phoneNumber: [stranger],
          columnMapping: [
            { variable: 'header.1', type: 'static', value: 'Parley' },
            { variable: 'body.1', type: 'column', value: 'phoneNumber' },
            { variable: 'body.2', type: 'static', value: 'new' },
            { variable: 'button.1.1', type: 'expression', value: '{phoneNumber|digits}' },
          ],
        }),
      });
      expect(byNumber).toMatchObject({ recipients: 1, accepted: 1, rejected: [] });
      expect(byNumber.preview).toMatchObject({
        body: `Hi +91${stranger}, your tier is new.`,
        buttons: [{ text: 'Stop' }, { url: `https://shop.example/o/91${stranger}` }],
      });
      const { data: list } = await api.listBroadcasts({ query: { name: run } });
      expect(list.broadcastList).toEqual([]);
    });

    it('sends: the list finds it by name and date, the record counts its messages, each has its history', async () => {
      const profile = (await api.getProfile()).data;
      const name = `Contract ${run}`;
      const stranger = phone();
      const { data: sent, message } = await api.sendBroadcast({
        body: request({
          name,
          phoneNumber: [people.asha, stranger, '0000000000'],
          customerIds: [ids.ben],
          segmentId,
        }),
      });
      expect(message).toBe(BroadcastMessages.accepted(2));
      expect(sent).toMatchObject({ recipients: 5, accepted: 2, rejectedCount: 3 });
      expect(sent.id).toBeTruthy();

      const { data: found } = await api.listBroadcasts({ query: { name: `contract ${run}`.toUpperCase() } });
      expect(found.broadcastList.map((b) => b.id)).toEqual([sent.id]);
      const row = found.broadcastList[0]!;
      expect(row).toMatchObject({
        name,
        templateName: order.name,
        user: { name: profile.name },
        channelId,
        channelName,
      });
      expect(row.counts).toMatchObject({ total: 5, rejected: 3 });
      const at = Date.parse(row.createdOn);
      const iso = (ms: number) => new Date(ms).toISOString();
      const inRange = await api.listBroadcasts({
        query: { name: run, fromDate: iso(at - 60_000), toDate: iso(at + 60_000) },
      });
      expect(inRange.data.broadcastList.map((b) => b.id)).toEqual([sent.id]);
      const before = await api.listBroadcasts({ query: { name: run, toDate: iso(at - 60_000) } });
      expect(before.data.broadcastList).toEqual([]);
      const after = await api.listBroadcasts({ query: { name: run, fromDate: iso(at + 60_000) } });
      expect(after.data.broadcastList).toEqual([]);

      // The sandbox delivers every accepted message (failure rate 0); rejected ones never went.
      const detail = (
        await until(
          () => api.getBroadcast({ params: { id: sent.id } }),
          ({ data }) => data.counts.delivered === 2,
        )
      ).data;
      expect(detail).toMatchObject({
        id: sent.id,
        name,
        templateName: order.name,
        channelId,
        channelName,
        status: 'completed_with_failures',
        phoneNumbers: [people.asha, stranger, '0000000000'],
        customerIds: [ids.ben],
        segmentId,
        message: { template: { templateUId: order.id } },
        resourceType: null,
        resourceId: null,
      });
      expect(detail.counts).toMatchObject({ total: 5, rejected: 3, delivered: 2 });
      expect(detail.columnMapping).toEqual(request().columnMapping);

      const { data: table } = await api.listBroadcastMessages({ params: { id: sent.id }, query: {} });
      expect(table.more).toBe(false);
      expect(table.messages).toHaveLength(5);
      expect(table.messages.map((m) => [m.to, m.currentDeliveryStatus]).sort()).toEqual(
        [
          [`+91${people.asha}`, 'delivered'],
          [`+91${people.ben}`, 'delivered'],
          [`+91${stranger}`, 'rejected'],
          ['0000000000', 'rejected'],
          [`+91${people.chloe}`, 'rejected'],
        ].sort(),
      );
      for (const m of table.messages) {
        expect(m.from).toBe(channelName);
        if (m.currentDeliveryStatus === 'rejected') expect(m).toMatchObject({ sentAt: null, errorCode: null });
        else expect(m).toMatchObject({ reason: null, errorCode: null, sentAt: expect.any(String) });
      }
      expect(table.messages.find((m) => m.to === '0000000000')!.reason).toBe(BroadcastMessages.numberInvalid);
      const rejected = await api.listBroadcastMessages({ params: { id: sent.id }, query: { status: 'rejected' } });
      expect(rejected.data.messages).toHaveLength(3);
      const paged = await api.listBroadcastMessages({ params: { id: sent.id }, query: { perPage: 2 } });
      expect(paged.data).toMatchObject({ more: true });
      expect(paged.data.messages).toHaveLength(2);

      const asha = table.messages.find((m) => m.to === `+91${people.asha}`)!;
      const { data: status } = await api.getBroadcastMessageStatus({ params: { id: sent.id, messageId: asha.id } });
      expect(status.currentDeliveryStatus).toBe('delivered');
      expect(status.transId).toBeTruthy();
      expect(status.messageStatuses.map((s) => s.status)).toEqual(['sent', 'delivered']);
      expect(status.content).toMatchObject({ body: 'Hi Asha Broadcast, your tier is Gold.' });
      const none = table.messages.find((m) => m.to === '0000000000')!;
      const { data: noStatus } = await api.getBroadcastMessageStatus({ params: { id: sent.id, messageId: none.id } });
      // Never sent: its history is the rejection, as failed with the reason.
      expect(noStatus).toMatchObject({
        currentDeliveryStatus: 'rejected',
        transId: null,
        messageStatuses: [{ status: 'failed', msg: BroadcastMessages.numberInvalid }],
        content: null,
      });
      expect(noStatus.messageStatuses).toHaveLength(1);
      expect(
        await failure(api.getBroadcastMessageStatus({ params: { id: sent.id, messageId: 'nope' } })),
      ).toMatchObject(notFound(BroadcastMessages.messageNotFound));

      // The messages went out on the channel: its message list has them.
      const { data: onChannel } = await api.listChannelMessages({
        params: { id: channelId },
        query: { customerNumber: `+91${people.ben}` },
      });
      expect(onChannel.messages[0]).toMatchObject({
        direction: 'out',
        kind: 'template',
        content: { body: 'Hi Ben Broadcast, your tier is Silver.' },
      });

      // The delivery report lists it too: from the broadcast, with the platform's status code (delivered is 1).
      const { data: report } = await api.getMessageStatusReport({
        query: { channelId, source: 'BROADCAST', customerNumber: `+91${people.ben}` },
      });
      expect(report.messages).toHaveLength(1);
      expect(report.messages[0]).toMatchObject({
        channelId,
        channelName,
        customerNumber: `+91${people.ben}`,
        source: 'BROADCAST',
        broadcastId: sent.id,
        templateName: order.name,
        currentDeliveryStatus: 'delivered',
        statusCode: 1,
      });
      const { data: byProviderId } = await api.getMessageStatusReport({
        query: { messageId: report.messages[0]!.transId! },
      });
      expect(byProviderId.messages.map((m) => m.id)).toEqual([report.messages[0]!.id]);
      const { data: direct } = await api.getMessageStatusReport({ query: { channelId, source: 'DIRECT' } });
      expect(direct.messages).toEqual([]);

      // A second one, named after its template, comes first in the list.
      const { data: second } = await api.sendBroadcast({ body: request({ phoneNumber: [people.asha] }) });
      expect(second).toMatchObject({ recipients: 1, accepted: 1, rejectedCount: 0, rejected: [] });
      const { data: byTemplate } = await api.getBroadcast({ params: { id: second.id } });
      expect(byTemplate.name).toBe(order.name);
      // Both names hold this run's mark: newest first, a page at a time.
      const firstPage = (await api.listBroadcasts({ query: { name: run, perPage: 1 } })).data;
      expect(firstPage.broadcastList.map((b) => b.id)).toEqual([second.id]);
      expect(firstPage.more).toBe(true);
      const secondPage = (await api.listBroadcasts({ query: { name: run, from: 1, perPage: 1 } })).data;
      expect(secondPage.broadcastList.map((b) => b.id)).toEqual([sent.id]);
      expect(secondPage.more).toBe(false);
      // The search also finds a broadcast by its template's name.
      const { data: byTemplateName } = await api.listBroadcasts({ query: { name: order.name.toUpperCase() } });
      expect(byTemplateName.broadcastList.map((b) => b.id)).toEqual([second.id, sent.id]);
      const notADate = await failure(api.listBroadcasts({ query: { fromDate: 'yesterday' } }));
      expect(notADate).toMatchObject({ httpStatus: 400, errors: [{ field: 'fromDate' }] });
    });

    it('refuses a template it cannot send, missing media, a gap in the mapping and bad recipients', async () => {
      const refusal = async (body: BroadcastRequest) => {
        const error = await failure(api.validateBroadcast({ body }));
        const sendError = await failure(api.sendBroadcast({ body }));
        expect({ code: sendError.code, message: sendError.message, errors: sendError.errors }).toEqual({
          code: error.code,
          message: error.message,
          errors: error.errors,
        });
        return { httpStatus: error.httpStatus, code: error.code, message: error.message, errors: error.errors };
      };
      const field = (name: string, message: string) => ({
        httpStatus: 400,
        code: 400,
        message,
        errors: [{ field: name, message }],
      });
      const sentBefore = (await api.listBroadcasts({ query: { name: run, perPage: 200 } })).data.broadcastList.length;
      const to = [people.asha];
      const ref = (id: string, name = order.name) => ({ template: { templateId: name, templateUId: id } });

      expect(await refusal(request({ phoneNumber: to, message: ref(refusedTemplateId) }))).toEqual(
        field('message.template', BroadcastMessages.templateNotApproved),
      );
      expect(await refusal(request({ phoneNumber: to, message: ref(otherTemplateId) }))).toEqual(
        field('message.template', BroadcastMessages.templateChannel),
      );
      expect(await refusal(request({ phoneNumber: to, message: ref('tplmissing') }))).toMatchObject(
        notFound(TemplateMessages.notFound),
      );
      const invoice = (media?: { url: string; fileName?: string; type?: string }) =>
        request({
          phoneNumber: to,
          columnMapping: [],
          message: { template: { templateId: doc.name, templateUId: doc.id, media } },
        });
      expect(await refusal(invoice())).toEqual(field('message.template.media', BroadcastMessages.attachmentMissing));
      expect(
        await refusal(invoice({ url: 'https://cdn.example/inv.docx', fileName: 'inv.docx', type: 'DOC' })),
      ).toEqual(field('message.template.media', BroadcastMessages.invalidFileType));
      const { data: withPdf } = await api.validateBroadcast({
        body: invoice({ url: 'https://cdn.example/inv.pdf', fileName: 'inv.pdf', type: 'DOC' }),
      });
      expect(withPdf.preview).toMatchObject({ header: { format: 'DOCUMENT', url: 'https://cdn.example/inv.pdf' } });

      const gap = request({ phoneNumber: to }).columnMapping.filter((r) => r.variable !== 'body.1');
      expect(await refusal(request({ phoneNumber: to, columnMapping: gap }))).toEqual(
        field('columnMapping.body.1', BroadcastMessages.mandatory),
      );
      const unknownColumn = request().columnMapping.map((r) =>
        r.variable === 'body.1' ? { ...r, value: 'nosuchcolumn' } : r,
      );
      expect(await refusal(request({ phoneNumber: to, columnMapping: unknownColumn }))).toEqual(
        field('columnMapping.body.1', BroadcastMessages.unknownColumn('nosuchcolumn')),
      );

      expect(await refusal(request({ phoneNumber: [people.asha, '98123'] }))).toEqual(
        field('phoneNumber', BroadcastMessages.invalidNumber),
      );
      expect(await refusal(request({ phoneNumber: [] }))).toEqual(field('phoneNumber', BroadcastMessages.noRecipients));
      expect(await refusal(request({ phoneNumber: [], customerIds: ['cusmissing'] }))).toEqual(
        field('customerIds', BroadcastMessages.customerNotFound),
      );
      expect(await refusal(request({ phoneNumber: [], segmentId: 'segmissing' }))).toEqual(
        field('segmentId', BroadcastMessages.segmentNotFound),
      );
      // Everyone rejected (no name for a stranger, no number at all): the check shows why, a send is refused.
      const nobody = request({ phoneNumber: [phone(), '0000000000'] });
      const { data: noneGo } = await api.validateBroadcast({ body: nobody });
      expect(noneGo).toMatchObject({ recipients: 2, accepted: 0, rejectedCount: 2, preview: null });
      expect(noneGo.rejected.map((r) => r.reason)).toEqual([
        BroadcastMessages.emptyValue('Body {{1}}', 'name'),
        BroadcastMessages.numberInvalid,
      ]);
      const noneSent = await failure(api.sendBroadcast({ body: nobody }));
      expect({ httpStatus: noneSent.httpStatus, message: noneSent.message, errors: noneSent.errors }).toEqual({
        httpStatus: 400,
        message: BroadcastMessages.noneAccepted,
        errors: [{ field: 'phoneNumber', message: BroadcastMessages.noneAccepted }],
      });
      // Nothing refused was recorded.
      const { data: list } = await api.listBroadcasts({ query: { name: run, perPage: 200 } });
      expect(list.broadcastList).toHaveLength(sentBefore);
    });

    it("keeps one enterprise's broadcasts and channels from another", async () => {
      const { data: sent } = await api.sendBroadcast({ body: request({ phoneNumber: [people.ben] }) });
      expect(await failure(foreign.validateBroadcast({ body: request({ phoneNumber: [people.ben] }) }))).toMatchObject(
        notFound(ChannelAdminMessages.notFound),
      );
      expect(await failure(foreign.sendBroadcast({ body: request({ phoneNumber: [people.ben] }) }))).toMatchObject(
        notFound(ChannelAdminMessages.notFound),
      );
      expect(await failure(foreign.getBroadcast({ params: { id: sent.id } }))).toMatchObject(
        notFound(BroadcastMessages.notFound),
      );
      expect(await failure(foreign.listBroadcastMessages({ params: { id: sent.id }, query: {} }))).toMatchObject(
        notFound(BroadcastMessages.notFound),
      );
      const { data: theirs } = await foreign.listBroadcasts({ query: { perPage: 200 } });
      expect(theirs.broadcastList.map((b) => b.id)).not.toContain(sent.id);
      expect(await failure(api.getBroadcast({ params: { id: 'bcmissing' } }))).toMatchObject(
        notFound(BroadcastMessages.notFound),
      );
    });

    it('looks up the columns an expression names', async () => {
      const { data } = await api.lookupExpressionVariables({
        body: { expression: `o/{name|lower}/{${tier}}/{nosuch}/{name}` },
      });
      expect(data).toEqual({
        variables: [
          { name: 'name', known: true },
          { name: tier, known: true },
          { name: 'nosuch', known: false },
        ],
        error: null,
      });
      const { data: broken } = await api.lookupExpressionVariables({ body: { expression: 'o/{name' } });
      expect(broken).toEqual({ variables: [], error: ExpressionMessages.unclosed });
      const { data: plain } = await api.lookupExpressionVariables({ body: { expression: 'https://shop.example/' } });
      expect(plain).toEqual({ variables: [], error: BroadcastMessages.urlVariableNotFound });
    });

    it('needs a campaign permission; a chat agent sends one template to one number from a chat', async () => {
      const developer = await ctx.signIn(await ctx.harness().createUser([2]));
      expect(await failure(developer.listBroadcasts({ query: {} }))).toMatchObject(accessDenied);
      expect(
        await failure(developer.validateBroadcast({ body: request({ phoneNumber: [people.asha] }) })),
      ).toMatchObject(accessDenied);
      expect(await failure(developer.sendBroadcast({ body: request({ phoneNumber: [people.asha] }) }))).toMatchObject(
        accessDenied,
      );

      const checker = await ctx.signIn(await ctx.harness().createUser([5]));
      await checker.listBroadcasts({ query: {} });
      expect(await failure(checker.sendBroadcast({ body: request({ phoneNumber: [people.asha] }) }))).toMatchObject(
        accessDenied,
      );

      const agent = await ctx.signIn(await ctx.harness().createUser([3]));
      const chat = { resourceType: 'CHAT' as const, resourceId: `chat${run}` };
      const { data: one } = await agent.sendBroadcast({ body: request({ ...chat, phoneNumber: [people.asha] }) });
      expect(one).toMatchObject({ accepted: 1 });
      const { data: record } = await api.getBroadcast({ params: { id: one.id } });
      expect(record).toMatchObject({ resourceType: 'CHAT', resourceId: chat.resourceId });
      // To many, or outside a chat, needs a campaign permission.
      for (const body of [
        request({ ...chat, phoneNumber: [people.asha, people.ben] }),
        request({ ...chat, phoneNumber: [people.asha], segmentId }),
        request({ ...chat, phoneNumber: [], customerIds: [ids.asha] }),
        request({ phoneNumber: [people.asha] }),
      ]) {
        const refused = await failure(agent.sendBroadcast({ body }));
        expect({ httpStatus: refused.httpStatus, message: refused.message, errors: refused.errors }).toEqual({
          httpStatus: 400,
          message: BroadcastMessages.chatOnly,
          errors: [{ field: 'phoneNumber', message: BroadcastMessages.chatOnly }],
        });
      }
      expect(await failure(agent.listBroadcasts({ query: {} }))).toMatchObject(accessDenied);
      // Access denied keeps the session.
      await agent.getProfile();
    });
  });
}
