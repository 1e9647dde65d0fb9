import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import { BotMessages } from '../src/areas/bots/botBuilderMessages.ts';
import { AgentMessages } from '../src/areas/bots/agentRules.ts';
import type { IntentSaveRequest } from '../src/areas/bots/botBuilderSchemas.ts';
import { Messages, NotFoundMessages } from '../src/contract/messages.ts';
import { UserPatternMessages } from '../src/areas/accounts/userPattern.ts';
import { GENAI_AUTH_TYPE, IntegrationMessages } from '../src/areas/bots/authConfigRules.ts';
import type { AuthConfigTestRequest } from '../src/areas/bots/authConfigSchemas.ts';
import type { ContractHarness, Credentials } from './harness.ts';
import { accessDenied, failure, notFound } from './failure.ts';

export interface BotBuilderSuiteContext {
  harness: () => ContractHarness;
  signIn: (credentials: Credentials) => Promise<BoundApi>;
}

let n = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${(n += 1)}`;

/** Bot builder behaviour both backends share. Prediction quality is tested on the server (the fake matches simply). */
export function defineBotBuilderSuite(ctx: BotBuilderSuiteContext) {
  describe('bot builder', () => {
    let api: BoundApi;
    beforeAll(async () => {
      api = await ctx.signIn(ctx.harness().admin);
    });

    const newAgent = async () =>
      (await api.saveAgent({ body: { name: unique('Bot'), description: 'A bot', type: 'nlp' } })).data;
    const newStory = async (agentId: string, name = 'Orders', parentId?: string) =>
      (await api.saveStory({ body: { agentId, name, ...(parentId ? { parentId } : {}) } })).data;
    const intentBody = (
      agentId: string,
      storyId: string,
      extra: Partial<IntentSaveRequest> = {},
    ): IntentSaveRequest => ({
      agentId,
      storyId,
      name: 'greet',
      utterances: [{ utterance: 'hello there' }, { utterance: 'good morning' }],
      responses: [{ response: '**Hi!** How can I help?' }],
      ...extra,
    });

    it('stories: trimmed and collapsed names, a tree through parentId, duplicates and blanks refused', async () => {
      const agent = await newAgent();
      const root = await newStory(agent.id, '  Order   status ');
      expect(root.name).toBe('Order status');
      const child = await newStory(agent.id, 'Refunds', root.id);
      expect(child.parentId).toBe(root.id);
      const tree = (await api.listStories({ params: { agentId: agent.id } })).data;
      expect(tree).toHaveLength(1);
      expect(tree[0]!.childStories.map((s) => s.name)).toEqual(['Refunds']);
      const dup = await failure(newStory(agent.id, 'order STATUS'));
      expect(dup.message).toBe(BotMessages.storyDuplicate);
      const blank = await failure(newStory(agent.id, '   '));
      expect(blank.message).toBe(BotMessages.storyInvalidName);
      const renamed = (
        await api.saveStory({ body: { id: child.id, agentId: agent.id, name: 'Returns', parentId: root.id } })
      ).data;
      expect(renamed.name).toBe('Returns');
      await api.deleteStory({ params: { agentId: agent.id, storyId: root.id } });
      expect((await api.listStories({ params: { agentId: agent.id } })).data).toEqual([]);
    });

    it('intents: the §5 rules with the spec messages', async () => {
      const agent = await newAgent();
      const story = await newStory(agent.id);
      const msg = async (body: IntentSaveRequest) => (await failure(api.saveIntent({ body }))).message;
      expect(await msg(intentBody(agent.id, story.id, { name: '   ' }))).toBe(BotMessages.intentNameEmpty);
      expect(
        await msg(intentBody(agent.id, story.id, { utterances: [{ utterance: 'hi' }, { utterance: '  ' }] })),
      ).toBe(BotMessages.twoPhrases);
      expect(
        await msg(intentBody(agent.id, story.id, { utterances: [{ utterance: 'hi' }, { utterance: 'HI' }] })),
      ).toBe(BotMessages.duplicateUtterance);
      expect(
        await msg(
          intentBody(agent.id, story.id, {
            entities: [{ id: 'sys.number', name: 'count', required: true, value: '$count', prompts: ['  '] }],
          }),
        ),
      ).toBe(BotMessages.promptEmpty);
      const other = await newAgent();
      expect(await msg(intentBody(other.id, story.id))).toBe(BotMessages.createStoryFirst);
    });

    it('intents: create, read, search, update, duplicate name refused, delete; edits reset training', async () => {
      const agent = await newAgent();
      const story = await newStory(agent.id);
      const created = (await api.saveIntent({ body: intentBody(agent.id, story.id, { name: '  say   hello ' }) })).data;
      expect(created.name).toBe('say hello');
      expect(created.utterances.map((u) => u.utterance)).toEqual(['hello there', 'good morning']);
      expect(created.responses).toEqual([{ response: '**Hi!** How can I help?' }]);
      await api.saveIntent({
        body: intentBody(agent.id, story.id, {
          name: 'bye',
          utterances: [{ utterance: 'bye' }, { utterance: 'see you' }],
        }),
      });
      const listed = (
        await api.listIntents({ params: { agentId: agent.id, storyId: story.id }, query: { from: 0, perPage: 200 } })
      ).data;
      expect(listed.intents.map((i) => i.name)).toEqual(['bye', 'say hello']);
      const searched = (
        await api.listIntents({ params: { agentId: agent.id, storyId: story.id }, query: { name: 'HELL' } })
      ).data;
      expect(searched.intents.map((i) => i.name)).toEqual(['say hello']);
      const paged = (
        await api.listIntents({ params: { agentId: agent.id, storyId: story.id }, query: { from: 0, perPage: 1 } })
      ).data;
      expect(paged.more).toBe(true);
      const dup = await failure(api.saveIntent({ body: intentBody(agent.id, story.id, { name: 'BYE' }) }));
      expect(dup.message).toBe(BotMessages.intentDuplicate);
      const updated = (
        await api.saveIntent({
          body: intentBody(agent.id, story.id, { id: created.id, name: 'say hello', responses: [] }),
        })
      ).data;
      expect(updated.responses).toEqual([]);
      const one = (await api.getIntent({ params: { agentId: agent.id, storyId: story.id, intentId: created.id } }))
        .data;
      expect(one.id).toBe(created.id);
      expect((await api.getAgent({ params: { id: agent.id } })).data.trainingStatus).toBe('Not Trained');
      await api.deleteIntent({ params: { agentId: agent.id, storyId: story.id, intentId: created.id } });
      const gone = await failure(
        api.getIntent({ params: { agentId: agent.id, storyId: story.id, intentId: created.id } }),
      );
      expect(gone).toMatchObject(notFound(NotFoundMessages.intent));
    });

    it('agents with stories answer code 101 on delete; without them they delete', async () => {
      const agent = await newAgent();
      const story = await newStory(agent.id);
      const refused = await failure(api.deleteAgent({ params: { id: agent.id } }));
      expect(refused.code).toBe(101);
      expect(refused.message).toBe(Messages.agentHasChildren);
      await api.deleteStory({ params: { agentId: agent.id, storyId: story.id } });
      await api.deleteAgent({ params: { id: agent.id } });
    });

    it('entities: rules, paging by 15, search by name and synonym, system tab, delete', async () => {
      const agent = await newAgent();
      const bad = async (body: Parameters<BoundApi['saveEntity']>[0]) => (await failure(api.saveEntity(body!))).message;
      expect(
        await bad({
          body: { agentId: agent.id, name: ' ', values: [{ value: 'a', type: 'synonyms', synonyms: ['a'] }] },
        }),
      ).toBe(BotMessages.entityNameRequired);
      expect(await bad({ body: { agentId: agent.id, name: 'x', values: [] } })).toBe(BotMessages.entityValuesRequired);
      expect(
        await bad({
          body: { agentId: agent.id, name: 'x', values: [{ value: 'a', type: 'synonyms', synonyms: [' '] }] },
        }),
      ).toBe(BotMessages.entitySynonymsRequired);
      for (let i = 0; i < 16; i++) {
        await api.saveEntity({
          body: {
            agentId: agent.id,
            name: `city${i}`,
            values: [{ value: `Town${i}`, type: 'synonyms', synonyms: [`burg${i}`] }],
          },
        });
      }
      const first = (await api.listEntities({ params: { agentId: agent.id }, query: { from: 0, perPage: 15 } })).data;
      expect(first.entities).toHaveLength(15);
      expect(first.more).toBe(true);
      const second = (await api.listEntities({ params: { agentId: agent.id }, query: { from: 15, perPage: 15 } })).data;
      expect(second.entities).toHaveLength(1);
      expect(second.more).toBe(false);
      const bySynonym = (await api.listEntities({ params: { agentId: agent.id }, query: { searchterm: 'BURG7' } }))
        .data;
      expect(bySynonym.entities.map((e) => e.name)).toEqual(['city7']);
      const dup = await failure(
        api.saveEntity({
          body: { agentId: agent.id, name: 'CITY1', values: [{ value: 'a', type: 'pattern', pattern: ['\\d+'] }] },
        }),
      );
      expect(dup.message).toBe(BotMessages.entityDuplicate);
      const system = (
        await api.listEntities({ params: { agentId: agent.id }, query: { type: 'system', perPage: 100 } })
      ).data;
      expect(system.entities.map((e) => e.name)).toContain('sys.number');
      const target = bySynonym.entities[0]!;
      const deleted = await api.deleteEntity({ params: { agentId: agent.id, entityId: target.id } });
      expect(deleted.message).toBe(BotMessages.deletedEntity);
      expect(await failure(api.getEntity({ params: { agentId: agent.id, entityId: target.id } }))).toMatchObject(
        notFound(NotFoundMessages.entity),
      );
    });

    it('entity patterns: RE2 syntax, so (a+)+$ is kept and look-arounds and back-references are refused', async () => {
      const agent = await newAgent();
      const save = (name: string, pattern: string) =>
        api.saveEntity({
          body: { agentId: agent.id, name, values: [{ value: name, type: 'pattern', pattern: [pattern] }] },
        });
      expect((await save('letters', '(a+)+$')).data.values).toEqual([
        { value: 'letters', type: 'pattern', pattern: ['(a+)+$'] },
      ]);
      expect((await failure(save('ahead', 'ORD(?=\\d)'))).message).toBe(UserPatternMessages.lookaround('ORD(?=\\d)'));
      expect((await failure(save('twice', '(\\w)\\1'))).message).toBe(UserPatternMessages.backreference('(\\w)\\1'));
    });

    it('configuration: retries ≥ 1 and threshold between 0 and 1', async () => {
      const agent = await newAgent();
      const body = {
        entityExtractRetries: 2,
        outOfScopeMessage: ' Sorry, I cannot help with that. ',
        modelType: 'SVM' as const,
        confidenceThreshold: 0.4,
        language: 'en' as const,
      };
      const saved = (await api.saveAgentConfig({ params: { agentId: agent.id }, body })).data;
      expect(saved.outOfScopeMessage).toBe('Sorry, I cannot help with that.');
      expect((await api.getAgent({ params: { id: agent.id } })).data.config.confidenceThreshold).toBe(0.4);
      const retries = await failure(
        api.saveAgentConfig({ params: { agentId: agent.id }, body: { ...body, entityExtractRetries: 0 } }),
      );
      expect(retries.message).toBe(BotMessages.retriesMin);
      const threshold = await failure(
        api.saveAgentConfig({ params: { agentId: agent.id }, body: { ...body, confidenceThreshold: 1.5 } }),
      );
      expect(threshold.message).toBe(BotMessages.thresholdRange);
    });

    it('train, then Try it: a response, a prompt that is filled, and the out-of-scope message', async () => {
      const agent = await newAgent();
      await api.saveAgentConfig({
        params: { agentId: agent.id },
        body: {
          entityExtractRetries: 2,
          outOfScopeMessage: 'Out of scope!',
          modelType: 'SVM',
          confidenceThreshold: 0.5,
          language: 'en',
        },
      });
      const notTrained = await failure(
        api.predictIntent({ body: { agentId: agent.id, message: { text: 'hello there' } } }),
      );
      expect(notTrained.message).toBe(BotMessages.notTrained);
      const story = await newStory(agent.id);
      const city = (
        await api.saveEntity({
          body: {
            agentId: agent.id,
            name: 'city',
            values: [{ value: 'Paris', type: 'synonyms', synonyms: ['Paris', 'paree'] }],
          },
        })
      ).data;
      await api.saveIntent({ body: intentBody(agent.id, story.id) });
      await api.saveIntent({
        body: intentBody(agent.id, story.id, {
          name: 'book flight',
          utterances: [
            {
              utterance: 'book a flight to Paris',
              entityRefs: [{ entityId: city.id, entityStartPos: 17, entityEndPos: 21 }],
            },
            { utterance: 'book a flight' },
            { utterance: 'I want to book a flight' },
          ],
          responses: [{ response: 'Booked to {city}.' }],
          entities: [{ id: city.id, name: 'city', required: true, value: '$city', prompts: ['Where to?'] }],
        }),
      });
      const trained = (await api.trainAgent({ params: { id: agent.id } })).data;
      expect(trained.trainingStatus).toBe('Trained');
      expect((await api.getAgent({ params: { id: agent.id } })).data.trainingStatus).toBe('Trained');

      const say = async (text: string, sessionId: string) =>
        (
          await api.predictIntent({
            body: { agentId: agent.id, sessionId, message: { type: 'text', text, lnCode: 'en' } },
          })
        ).data;
      const greet = await say('hello there', 's1');
      expect(greet.sessionId).toBe('s1');
      expect(greet.output.text).toBe('**Hi!** How can I help?');
      const ask = await say('book a flight', 's2');
      expect(ask.output.text).toBe('Where to?');
      const filled = await say('paree', 's2');
      expect(filled.output.text).toBe('Booked to Paris.');
      const off = await say('zxqv blorf wibble', 's3');
      expect(off.output.text).toBe('Out of scope!');
      expect(off.nlu.outOfScope).toBe(true);
      // The runner-up travels with every answer, so Try it can show why the chosen intent won.
      expect(greet.nlu.otherIntents.map((o) => o.name)).toEqual(['book flight']);
    });

    it("a prompt agent's Try it says why it cannot answer", async () => {
      const agent = (await api.saveAgent({ body: { name: unique('Prompt'), description: 'A bot', type: 'prompt' } }))
        .data;
      const refused = await failure(api.predictIntent({ body: { agentId: agent.id, message: { text: 'hello' } } }));
      expect(refused).toMatchObject({ httpStatus: 400, message: BotMessages.promptTryItUnavailable });
    });

    it('auto generate: paraphrases of the selected phrases; none selected is refused', async () => {
      const agent = await newAgent();
      const result = (
        await api.paraphrase({
          params: { agentId: agent.id },
          body: { lines: ['book a flight'], num_return_sequences: 5 },
        })
      ).data;
      expect(result.paraphrases).toHaveLength(5);
      expect(new Set(result.paraphrases).size).toBe(5);
      const none = await failure(
        api.paraphrase({ params: { agentId: agent.id }, body: { lines: [], num_return_sequences: 10 } }),
      );
      expect(none.message).toBe(BotMessages.selectPhrase);
    });

    it('GenAI integrations: the Integration form messages, masked keys, the OpenAi model needs one that exists', async () => {
      const name = unique('OpenAI');
      const create = (body: { name: string; llm?: number; apikey: string }) =>
        api.createAuthConfig({ body: { authType: GENAI_AUTH_TYPE, ...body } });
      expect((await failure(create({ name: ' ', llm: 1, apikey: 'sk-1234567890abcd' }))).message).toBe(
        IntegrationMessages.nameEmpty,
      );
      expect((await failure(create({ name, llm: 1, apikey: '' }))).message).toBe(IntegrationMessages.apiKeyEmpty);
      expect((await failure(create({ name, apikey: 'sk-1234567890abcd' }))).message).toBe(IntegrationMessages.llmEmpty);
      const created = await create({ name, llm: 2, apikey: 'sk-1234567890abcd' });
      expect(created.data).toMatchObject({ name, authType: GENAI_AUTH_TYPE, llm: 2, apikey: '••••••••abcd' });
      expect(created.data._id).toBe(created.data.id);
      expect((await failure(create({ name: name.toUpperCase(), llm: 1, apikey: 'sk-1234567890abcd' }))).message).toBe(
        IntegrationMessages.duplicate,
      );
      const listed = (await api.listAuthConfigs({ query: { authType: GENAI_AUTH_TYPE } })).data.find(
        (c) => c.id === created.data.id,
      );
      expect(listed?.apikey).toBe('••••••••abcd');

      const agent = await newAgent();
      const body = {
        entityExtractRetries: 1,
        outOfScopeMessage: 'x',
        modelType: 'OpenAi' as const,
        confidenceThreshold: 0.5,
        language: 'en' as const,
      };
      const unchosen = await failure(api.saveAgentConfig({ params: { agentId: agent.id }, body }));
      expect(unchosen.message).toBe(BotMessages.configurationMandatory);
      expect(
        await failure(api.saveAgentConfig({ params: { agentId: agent.id }, body: { ...body, openaiKey: 'missing1' } })),
      ).toMatchObject(notFound(IntegrationMessages.notFound));
      const saved = await api.saveAgentConfig({
        params: { agentId: agent.id },
        body: { ...body, openaiKey: created.data.id },
      });
      expect(saved.data.openaiKey).toBe(created.data.id);

      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      expect(await failure(foreign.getAuthConfig({ params: { id: created.data.id } }))).toMatchObject(
        notFound(IntegrationMessages.notFound),
      );
      await api.deleteAuthConfig({ params: { id: created.data.id } });
      expect(await failure(api.getAuthConfig({ params: { id: created.data.id } }))).toMatchObject(
        notFound(IntegrationMessages.notFound),
      );
    });

    // Only what is decided before a provider is asked: the fake's provider and the server's differ (the server's
    // own test runs a small OpenAI-compatible server for the accepted, refused and unreachable answers).
    it('GenAI connection test: the form messages, unusable keys, stored integrations scoped to the enterprise', async () => {
      const test = (body: AuthConfigTestRequest) => api.testAuthConfig({ body });
      const emptyKey = await failure(test({ llm: 1, apikey: '  ' }));
      expect(emptyKey).toMatchObject({ httpStatus: 400, message: IntegrationMessages.apiKeyEmpty });
      expect((await failure(test({ apikey: 'sk-1234567890abcd' }))).message).toBe(IntegrationMessages.llmEmpty);
      expect((await failure(test({ llm: 9, apikey: 'sk-1234567890abcd' }))).message).toBe(IntegrationMessages.llmEmpty);
      expect((await test({ llm: 1, apikey: 'sk-1234 567890abcd' })).data).toEqual({
        ok: false,
        message: IntegrationMessages.keyUnusable,
      });

      // A stored key is tested as stored; a key typed with the id is tested in its place.
      const created = (
        await api.createAuthConfig({
          body: { authType: GENAI_AUTH_TYPE, name: unique('Spaced key'), llm: 1, apikey: 'sk-1234 567890abcd' },
        })
      ).data;
      const unusable = { ok: false, message: IntegrationMessages.keyUnusable };
      expect((await test({ id: created.id })).data).toEqual(unusable);
      expect((await test({ id: created.id, apikey: 'sk-still a space-1' })).data).toEqual(unusable);
      expect(await failure(test({ id: 'missing1' }))).toMatchObject(notFound(IntegrationMessages.notFound));

      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      expect(await failure(foreign.testAuthConfig({ body: { id: created.id } }))).toMatchObject(
        notFound(IntegrationMessages.notFound),
      );
      // Viewing integrations (the report viewer's NLP.VIEW) does not allow testing keys.
      const viewer = await ctx.signIn(await ctx.harness().createUser([6]));
      expect(await failure(viewer.testAuthConfig({ body: { id: created.id } }))).toMatchObject(accessDenied);
      await api.deleteAuthConfig({ params: { id: created.id } });
    });

    it("another enterprise cannot see or change this agent's bot", async () => {
      const agent = await newAgent();
      const foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
      const agentNotFound = notFound(AgentMessages.notFound);
      expect(await failure(foreign.listStories({ params: { agentId: agent.id } }))).toMatchObject(agentNotFound);
      expect(await failure(foreign.saveStory({ body: { agentId: agent.id, name: 'x' } }))).toMatchObject(agentNotFound);
    });
  });
}
