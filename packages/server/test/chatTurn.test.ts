import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BusinessHoursMessages,
  CHAT_STATES,
  ChatMessages,
  DEFAULT_CHAT_SETTINGS,
  MISSED_REASONS,
} from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { connect, wsUrl } from './liveSocket.ts';
import { CHANNELS, createSandboxChannel } from './support/channelFixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const CHAT = '/api/e/enterprise/chat';
const N = '/api/nlp';

/**
 * The conversation loop (decision 016): a customer writes on a channel → the bot answers or hands over → agents are
 * told → one picks up → they talk → the window closes on free-form replies.
 */
describe.each(backends)('the conversation loop on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let sandbox: { id: string };
  let agent: { id: string; token: string };
  let number = 0;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.login();
    sandbox = await createSandboxChannel(t, admin, 'Live chat');
    const user = await t.addUser([3]);
    agent = { id: user.id, token: await t.login(user) };
  });
  afterAll(async () => t?.close());

  /** A new virtual customer of the sandbox and a way to write as them. */
  const newCustomer = async () => {
    number += 1;
    const phone = `+1415777${String(number).padStart(4, '0')}`;
    const created = await t.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers`, {
      token: admin,
      json: { name: `Customer ${number}`, number: phone },
    });
    const id = created.body.data.id as string;
    return {
      phone,
      say: async (text: string) => {
        const res = await t.call('POST', `${CHANNELS}/${sandbox.id}/simulator/customers/${id}/messages`, {
          token: admin,
          json: { text },
        });
        expect(res.status).toBe(200);
        return res.body.data as { id: string };
      },
      phoneShows: async () =>
        (await t.call('GET', `${CHANNELS}/${sandbox.id}/simulator/customers/${id}`, { token: admin })).body.data
          .messages as { direction: string; content: { body: string }; currentDeliveryStatus: string }[],
    };
  };

  const chatOf = async (phone: string) => {
    const [row] = await t.server.db.query<{ id: string; state: number }>(
      'SELECT id, state FROM chats WHERE customer_number = $1 ORDER BY created_at DESC LIMIT 1',
      [phone],
    );
    return row!;
  };

  it('hands a new chat to the agents at once when no bot is chosen, and changes nothing the customer sees', async () => {
    const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${agent.token}`));
    await live.next();
    const customer = await newCustomer();
    await customer.say('My parcel is late');
    const chat = await chatOf(customer.phone);
    expect(chat.state).toBe(CHAT_STATES.STARTED);
    expect(await live.next()).toEqual({ action: 'customerStartChat', chatId: chat.id });
    const table = await t.call('GET', `${CHAT}/notifications?type=Live`, { token: agent.token });
    expect(table.body.data.data).toContainEqual(
      expect.objectContaining({ chatId: chat.id, customerNumber: customer.phone, lastMessage: 'My parcel is late' }),
    );
    expect((await customer.phoneShows()).map((m) => m.direction)).toEqual(['in']);

    // Picked up: the agent answers, the customer's phone shows it, and the customer's next message reaches the agent.
    live.send({ action: 'agentPickupChat', chatId: chat.id });
    expect(await live.next()).toMatchObject({ action: 'chatPickedUp', chatId: chat.id });
    const reply = await t.call('POST', `${CHAT}/${chat.id}/messages`, {
      token: agent.token,
      json: { text: ' Let me check that for you ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      direction: 'out',
      content: { body: 'Let me check that for you' },
      author: { type: 'agent', uId: agent.id },
    });
    expect((await customer.phoneShows()).at(-1)!.content.body).toBe('Let me check that for you');
    await customer.say('Thanks!');
    expect(await live.next()).toMatchObject({
      action: 'chatMessage',
      chatId: chat.id,
      message: { direction: 'in', content: { body: 'Thanks!' }, author: null },
    });
    const thread = await t.call('GET', `${CHAT}/${chat.id}/messages`, { token: agent.token });
    expect(thread.body.data.messages.map((m: { content: { body: string } }) => m.content.body)).toEqual([
      'My parcel is late',
      'Let me check that for you',
      'Thanks!',
    ]);
    const summary = await t.call('GET', `${CHAT}/summary`, { token: agent.token });
    expect(summary.body.data.chats.find((c: { chatId: string }) => c.chatId === chat.id)).toMatchObject({
      newMsgCount: 1,
      lastMessage: 'Thanks!',
      isJITRequired: false,
    });
    live.socket.close();
  });

  it('refuses a free-form reply after the 24-hour window: recorded failed with 470, and the chat needs a template', async () => {
    const customer = await newCustomer();
    await customer.say('Hello?');
    const chat = await chatOf(customer.phone);
    const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${agent.token}`));
    await live.next();
    live.send({ action: 'agentPickupChat', chatId: chat.id });
    expect(await live.next()).toMatchObject({ action: 'chatPickedUp' });
    live.socket.close();
    await t.server.db.query("UPDATE chats SET last_inbound_at = now() - interval '25 hours' WHERE id = $1", [chat.id]);
    const reply = await t.call('POST', `${CHAT}/${chat.id}/messages`, {
      token: agent.token,
      json: { text: 'Still there?' },
    });
    expect(reply.body.data).toMatchObject({
      currentDeliveryStatus: 'failed',
      channelErrorCode: 470,
      channelErrorDesc: ChatMessages.windowClosed,
    });
    // The customer never got it: the record says failed.
    expect((await customer.phoneShows()).at(-1)).toMatchObject({
      content: { body: 'Still there?' },
      currentDeliveryStatus: 'failed',
    });
    const summary = await t.call('GET', `${CHAT}/summary`, { token: agent.token });
    expect(summary.body.data.chats.find((c: { chatId: string }) => c.chatId === chat.id).isJITRequired).toBe(true);

    const empty = await t.call('POST', `${CHAT}/${chat.id}/messages`, { token: agent.token, json: { text: '  ' } });
    expect([empty.status, empty.body.message]).toEqual([400, ChatMessages.replyRequired]);
    const other = await t.login(await t.addUser([3]));
    const notYours = await t.call('POST', `${CHAT}/${chat.id}/messages`, { token: other, json: { text: 'Hi' } });
    expect([notYours.status, notYours.body.message]).toEqual([409, ChatMessages.notYours]);
  });

  it('lets the bot answer first, and hands over on a keyword, the hand-over intent or too many misunderstandings', async () => {
    const bot = (
      await t.call('POST', `${N}/agent`, {
        token: admin,
        body: { name: 'Front desk', description: 'Bot', type: 'nlp' },
      })
    ).body.data as { id: string };
    const story = (await t.call('POST', `${N}/story`, { token: admin, body: { name: 'Desk', agentId: bot.id } })).body
      .data as { id: string };
    for (const [name, utterances, response] of [
      ['greet', ['hello', 'hi there', 'good morning', 'hey'], 'Hello! How can I help?'],
      ['opening_hours', ['when are you open', 'opening hours', 'what time do you open'], 'We open at nine.'],
      ['speak_to_staff', ['can I talk to someone', 'I want to speak to staff', 'connect me to staff'], 'One moment.'],
    ] as const) {
      const intent = await t.call('POST', `${N}/intent`, {
        token: admin,
        json: {
          agentId: bot.id,
          storyId: story.id,
          name,
          utterances: utterances.map((utterance) => ({ utterance, entityRefs: [] })),
          responses: [{ response }],
          entities: [],
        },
      });
      expect(intent.status).toBe(200);
    }
    expect((await t.call('GET', `${N}/agent/${bot.id}/train`, { token: admin })).body.data.trainingStatus).toBe(
      'Trained',
    );
    const saved = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: {
        ...DEFAULT_CHAT_SETTINGS,
        botAgentId: bot.id,
        handOverIntent: 'speak_to_staff',
        handOverMessage: 'Connecting you to a person.',
      },
    });
    expect([saved.status, saved.body.message]).toEqual([200, ChatMessages.settingsSaved]);

    const greeted = await newCustomer();
    await greeted.say('hello');
    expect((await chatOf(greeted.phone)).state).toBe(CHAT_STATES.CREATED);
    expect((await greeted.phoneShows()).at(-1)!.content.body).toBe('Hello! How can I help?');
    const thread = await t.call('GET', `${CHAT}/${(await chatOf(greeted.phone)).id}/messages`, { token: agent.token });
    expect(thread.body.data.messages.at(-1).author).toMatchObject({ type: 'bot', intent: 'greet' });
    await greeted.say('Can I talk to a HUMAN please');
    expect((await chatOf(greeted.phone)).state).toBe(CHAT_STATES.STARTED);
    expect((await greeted.phoneShows()).at(-1)!.content.body).toBe('Connecting you to a person.');

    const byIntent = await newCustomer();
    await byIntent.say('I want to speak to staff');
    expect((await chatOf(byIntent.phone)).state).toBe(CHAT_STATES.STARTED);

    const puzzled = await newCustomer();
    await puzzled.say('zxqv plorb');
    expect((await chatOf(puzzled.phone)).state).toBe(CHAT_STATES.CREATED);
    await puzzled.say('flimflam wibble');
    expect((await chatOf(puzzled.phone)).state).toBe(CHAT_STATES.STARTED);

    await t.call('PUT', `${CHAT}/config`, { token: admin, json: DEFAULT_CHAT_SETTINGS });
  });

  it('misses a chat handed over outside business hours at once, tells the customer, and checks the schedules', async () => {
    const live = await connect(wsUrl(t.url, `/api/chat/actions?token=${agent.token}`));
    await live.next();
    const always = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' }));
    const closedAllWeek = { departmentId: null, timeZone: 'Europe/Berlin', hours: [], closedMessage: 'We open at 9.' };
    const saved = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: { ...DEFAULT_CHAT_SETTINGS, businessHours: [closedAllWeek] },
    });
    expect(saved.status).toBe(200);
    const night = await newCustomer();
    await night.say('Is anyone there?');
    const chat = await chatOf(night.phone);
    expect(chat.state).toBe(CHAT_STATES.MISSED);
    const [row] = await t.server.db.query<{ missed_reason: string }>('SELECT missed_reason FROM chats WHERE id = $1', [
      chat.id,
    ]);
    expect(row!.missed_reason).toBe(MISSED_REASONS.outOfHours);
    expect(await live.next()).toEqual({ action: 'chatMissedNotify', chatId: chat.id });
    expect((await night.phoneShows()).at(-1)!.content.body).toBe('We open at 9.');
    const missed = await t.call('GET', `${CHAT}/notifications?type=Missed`, { token: agent.token });
    expect(missed.body.data.data).toContainEqual(expect.objectContaining({ chatId: chat.id }));

    // Open around the clock: the chat waits for the agents as usual.
    await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: { ...DEFAULT_CHAT_SETTINGS, businessHours: [{ ...closedAllWeek, hours: always }] },
    });
    const day = await newCustomer();
    await day.say('Hello?');
    expect((await chatOf(day.phone)).state).toBe(CHAT_STATES.STARTED);
    live.socket.close();

    const badZone = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: { ...DEFAULT_CHAT_SETTINGS, businessHours: [{ ...closedAllWeek, timeZone: 'Mars/Olympus' }] },
    });
    expect([badZone.status, badZone.body.message]).toEqual([400, BusinessHoursMessages.timeZone]);
    const backwards = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: {
        ...DEFAULT_CHAT_SETTINGS,
        businessHours: [{ ...closedAllWeek, hours: [{ day: 1, open: '18:00', close: '09:00' }] }],
      },
    });
    expect([backwards.status, backwards.body.message]).toEqual([400, BusinessHoursMessages.closeAfterOpen]);
    const foreign = await t.addForeignAdmin();
    const [foreignDept] = await t.server.db.query<{ id: string }>(
      `INSERT INTO departments (id, enterprise_id, name)
       SELECT 'dept-foreign-hours', enterprise_id, 'Theirs' FROM users WHERE id = $1 RETURNING id`,
      [foreign.id],
    );
    const theirs = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: { ...DEFAULT_CHAT_SETTINGS, businessHours: [{ ...closedAllWeek, departmentId: foreignDept!.id }] },
    });
    expect([theirs.status, theirs.body.message]).toEqual([404, BusinessHoursMessages.departmentNotFound]);
    await t.call('PUT', `${CHAT}/config`, { token: admin, json: DEFAULT_CHAT_SETTINGS });
  });

  it('refuses settings with a repeated keyword or a bot it does not know', async () => {
    const repeated = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: { ...DEFAULT_CHAT_SETTINGS, handOverKeywords: ['agent', ' Agent '] },
    });
    expect([repeated.status, repeated.body.errors]).toEqual([
      400,
      [{ field: 'handOverKeywords.1', message: ChatMessages.keywordsDuplicate }],
    ]);
    const unknown = await t.call('PUT', `${CHAT}/config`, {
      token: admin,
      json: { ...DEFAULT_CHAT_SETTINGS, botAgentId: 'no-such-bot' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, ChatMessages.botNotFound]);
    expect((await t.call('GET', `${CHAT}/config`, { token: admin })).body.data).toEqual(DEFAULT_CHAT_SETTINGS);
  });
});
