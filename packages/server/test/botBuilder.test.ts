import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotMessages } from '@parley/api-client/contract';
import { NluEngine } from '@parley/nlu';
import { createServer } from '../src/server.ts';
import { buildBankingBot } from './bankingBot.ts';
import { backends, startTestServer, TEST_CAPTCHA, type TestServer } from './harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const N = '/api/nlp';

describe.each(backends)('bot builder on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const say = async (agentId: string, text: string, sessionId: string) =>
    (
      await t.call('POST', `${N}/predictIntent`, {
        token,
        json: { agentId, sessionId, message: { type: 'text', text, lnCode: 'en' } },
      })
    ).body;

  it('trains in the request, answers paraphrases, fills a slot over turns and refuses off-topic questions', async () => {
    const { agent } = await buildBankingBot(t, token, 'Bank bot');
    const trained = await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    expect(trained.body).toMatchObject({
      status: true,
      code: 100,
      data: { trainingStatus: 'Trained', intents: 2, phrases: 12 },
    });

    expect((await say(agent.id, 'how much money is in my account?', 'a')).data.output.text).toBe(
      'Your balance is *₹1,000*.',
    );
    expect((await say(agent.id, 'please block my credit card', 'b')).data.output.text).toBe(
      'Your **credit** card is blocked.',
    );
    const prompt = (await say(agent.id, 'my card got stolen, block it', 'c')).data;
    expect(prompt.output.text).toBe('Which card, debit or credit?');
    expect(prompt.nlu.missingParameter).toEqual({ name: 'card_type', prompt: 'Which card, debit or credit?' });
    expect((await say(agent.id, 'the debit one', 'c')).data.output.text).toBe('Your **debit** card is blocked.');
    for (const text of ['tell me a joke about penguins', 'recipe for pancakes', 'what time does the cinema open']) {
      const reply = (await say(agent.id, text, `d-${text}`)).data;
      expect(reply.output.text, text).toBe('Sorry, that is outside what I can do.');
      expect(reply.nlu.outOfScope).toBe(true);
    }
  });

  it('records every exchange for the conversation reports', async () => {
    const { agent } = await buildBankingBot(t, token, 'Recorded bot');
    await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    await say(agent.id, 'show my balance please', 'r1');
    await say(agent.id, 'zzz qqq', 'r1');
    const rows = await t.server.db.query<Record<string, unknown>>(
      `SELECT user_message, intent_identified, intent, confidence, utterance, bot_response, emotion, other_intent
         FROM conversation_messages WHERE agent_id = $1 ORDER BY created_on, id`,
      [agent.id],
    );
    expect(rows).toHaveLength(2);
    const [hit, miss] = rows as [Record<string, any>, Record<string, any>];
    expect(hit).toMatchObject({
      user_message: 'show my balance please',
      intent_identified: true,
      intent: 'balance',
      utterance: 'show my balance',
    });
    expect(hit.confidence).toBeGreaterThan(0.5);
    expect(typeof hit.emotion).toBe('string');
    expect(Array.isArray(hit.other_intent)).toBe(true);
    expect(miss).toMatchObject({
      intent_identified: false,
      intent: null,
      bot_response: 'Sorry, that is outside what I can do.',
    });
  });

  it('any edit resets the training status; a failed training keeps the previous model serving', async () => {
    const { agent, story } = await buildBankingBot(t, token, 'Status bot');
    const status = async () => (await t.call('GET', `${N}/agent/${agent.id}`, { token })).body.data.trainingStatus;
    expect(await status()).toBe('Not Trained');
    await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    expect(await status()).toBe('Trained');
    await t.call('POST', `${N}/story`, { token, body: { name: 'Loans', agentId: agent.id } });
    expect(await status()).toBe('Not Trained');
    await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    await t.call('POST', `${N}/agent/${agent.id}/config`, {
      token,
      body: {
        entityExtractRetries: 1,
        outOfScopeMessage: 'Nope.',
        modelType: 'SVM',
        confidenceThreshold: 0.5,
        language: 'en',
      },
    });
    expect(await status()).toBe('Not Trained');

    const spy = vi.spyOn(NluEngine.prototype, 'train').mockRejectedValueOnce(new Error('out of memory'));
    const failed = await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    spy.mockRestore();
    // The usual envelope with a clear message, and a 4xx: the failure is an answer, not a crash.
    expect(failed.status).toBe(422);
    expect(failed.body).toEqual({
      status: false,
      code: 422,
      message: 'Training failed: out of memory. The previously trained model keeps answering.',
    });
    expect(await status()).toBe('Not Trained');
    // The previous model still answers (with its own out-of-scope message).
    expect((await say(agent.id, 'what is my account balance', 'f')).data.output.text).toBe('Your balance is *₹1,000*.');
    expect(story.id).toBeTruthy();
  });

  it('a failed retraining of a trained agent leaves it Trained on the model that serves; a first one says there is none', async () => {
    const { agent } = await buildBankingBot(t, token, 'Retrain bot');
    const status = async () => (await t.call('GET', `${N}/agent/${agent.id}`, { token })).body.data.trainingStatus;
    const fresh = (
      await t.call('POST', `${N}/agent`, { token, body: { name: 'Untrained bot', description: 'x', type: 'nlp' } })
    ).body.data;
    const freshStory = (await t.call('POST', `${N}/story`, { token, body: { name: 'Hello', agentId: fresh.id } })).body
      .data;
    await t.call('POST', `${N}/intent`, {
      token,
      json: {
        agentId: fresh.id,
        storyId: freshStory.id,
        name: 'hi',
        utterances: [{ utterance: 'hello' }, { utterance: 'hi there' }],
        responses: [{ response: 'Hi!' }],
      },
    });
    expect((await t.call('GET', `${N}/agent/${agent.id}/train`, { token })).status).toBe(200);
    expect(await status()).toBe('Trained');

    const spy = vi.spyOn(NluEngine.prototype, 'train').mockRejectedValue(new Error('out of memory'));
    try {
      const failed = await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
      expect(failed.status).toBe(422);
      expect(await status()).toBe('Trained');
      expect((await say(agent.id, 'what is my account balance', 'g')).data.output.text).toBe(
        'Your balance is *₹1,000*.',
      );

      const first = await t.call('GET', `${N}/agent/${fresh.id}/train`, { token });
      expect(first.status).toBe(422);
      expect(first.body.message).toBe('Training failed: out of memory. The agent has no trained model yet.');
      expect((await t.call('GET', `${N}/agent/${fresh.id}`, { token })).body.data.trainingStatus).toBe('Not Trained');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses to train an agent without intents, and Try it before training', async () => {
    const agent = (
      await t.call('POST', `${N}/agent`, { token, body: { name: 'Empty bot', description: 'x', type: 'nlp' } })
    ).body.data;
    const train = await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    expect(train.body.message).toBe(BotMessages.nothingToTrain);
    expect((await say(agent.id, 'hello', 'x')).message).toBe(BotMessages.notTrained);
  });

  it('reports weak intents and confused pairs after training', async () => {
    const { agent } = await buildBankingBot(t, token, 'Quality bot');
    const report = (await t.call('GET', `${N}/agent/${agent.id}/quality`, { token })).body.data;
    expect(report.folds).toBeGreaterThanOrEqual(2);
    expect(report.perIntent.map((i: { name: string }) => i.name).sort()).toEqual(['balance', 'block card']);
    expect(Array.isArray(report.confusedPairs)).toBe(true);
  });

  it('lists the engine system entities with descriptions', async () => {
    const list = (await t.call('GET', `${N}/systemEntities`, { token })).body.data;
    expect(list.find((e: { name: string }) => e.name === 'sys.date').description).toMatch(/date/i);
  });

  it('read-only users can read and try, but not edit or train', async () => {
    const { agent } = await buildBankingBot(t, token, 'Viewer bot');
    await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    const viewer = await t.addUser([6]);
    const viewerToken = await t.login(viewer);
    expect((await t.call('GET', `${N}/agent/${agent.id}/story`, { token: viewerToken })).status).toBe(200);
    expect(
      (await t.call('POST', `${N}/story`, { token: viewerToken, body: { name: 'x', agentId: agent.id } })).body.code,
    ).toBe(1403);
    expect((await t.call('GET', `${N}/agent/${agent.id}/train`, { token: viewerToken })).body.code).toBe(1403);
  });

  it('keeps serving the stored model after a restart', async () => {
    const { agent } = await buildBankingBot(t, token, 'Restart bot');
    await t.call('GET', `${N}/agent/${agent.id}/train`, { token });
    // A second server on the same database starts with an empty engine and loads the model from the table.
    const second = await createServer({ db: t.server.db, testCaptchaAnswer: TEST_CAPTCHA, staticDir: '/nonexistent' });
    try {
      const reply = await second.app.inject({
        method: 'POST',
        url: `${N}/predictIntent`,
        headers: { authorization: `Bearer ${token}` },
        payload: { agentId: agent.id, sessionId: 'z', message: { text: 'show my balance' } },
      });
      expect(reply.json().data.output.text).toBe('Your balance is *₹1,000*.');
    } finally {
      await second.app.close();
    }
  });
});
