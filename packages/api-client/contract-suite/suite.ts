import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindEndpoints, createApiClient, type BoundApi } from '../src/client/index.ts';
import { AgentMessages, compareAgentsForList } from '../src/areas/bots/agentRules.ts';
import { ApiKeyMessages } from '../src/areas/accounts/apiKeyRules.ts';
import { Messages } from '../src/contract/messages.ts';
import { CONFIGURABLE_PERMISSIONS } from '../src/areas/accounts/permissions.ts';
import { defineAccountsSuite } from './accountsSuite.ts';
import { defineAttachmentsSuite } from './attachmentsSuite.ts';
import { defineBillingSuite } from './billingSuite.ts';
import { defineChatSuite } from './chatSuite.ts';
import { defineCustomerMasterSuite } from './customerMasterSuite.ts';
import { defineBotBuilderSuite } from './botBuilderSuite.ts';
import { defineBroadcastsSuite } from './broadcastsSuite.ts';
import { defineChannelsSuite } from './channelsSuite.ts';
import { defineStorableTextSuite } from './storableTextSuite.ts';
import { accessDenied, failure, notFound } from './failure.ts';
import type { ContractHarness, Credentials } from './harness.ts';

/**
 * The behaviour both backends must share. It runs against the MSW fake and against the real server,
 * so stories (fake) and the console in production (server) cannot drift apart.
 */
export function defineContractSuite(name: string, startHarness: () => Promise<ContractHarness>) {
  describe(`contract: ${name}`, () => {
    let harness: ContractHarness;
    let anonymous: BoundApi;

    const apiWith = (token: string | null) =>
      bindEndpoints(createApiClient({ baseUrl: harness.baseUrl, getToken: () => token }));

    async function signIn(credentials: Credentials): Promise<BoundApi> {
      const { data: captcha } = await anonymous.captchaGenerate({ query: { requestFrom: 'login' } });
      const { data } = await anonymous.login({
        body: { ...credentials, captcha: await harness.solveCaptcha(captcha.captchaId), captchaId: captcha.captchaId },
      });
      if (data.twoFactorRequired || !('authToken' in data)) throw new Error('unexpected sign-in step');
      return apiWith(data.authToken);
    }

    beforeAll(async () => {
      harness = await startHarness();
      anonymous = apiWith(null);
    });
    afterAll(async () => harness?.close());

    describe('sign-in', () => {
      it('issues a captcha image with an id', async () => {
        const { data } = await anonymous.captchaGenerate({ query: { requestFrom: 'login' } });
        expect(data.captchaId).toBeTruthy();
        expect(data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
      });

      it('refuses a wrong captcha, and a captcha used once cannot be used again', async () => {
        const { data: captcha } = await anonymous.captchaGenerate({ query: { requestFrom: 'login' } });
        const wrong = await failure(
          anonymous.login({ body: { ...harness.admin, captcha: 'nope!', captchaId: captcha.captchaId } }),
        );
        expect(wrong.code).toBe(400);
        expect(wrong.message).toBe(Messages.invalidCaptcha);
        const replay = await failure(
          anonymous.login({
            body: {
              ...harness.admin,
              captcha: await harness.solveCaptcha(captcha.captchaId),
              captchaId: captcha.captchaId,
            },
          }),
        );
        expect(replay.message).toBe(Messages.invalidCaptcha);
      });

      it('answers a wrong password and an unknown user the same way', async () => {
        const attempt = async (emailId: string, password: string) => {
          const { data: captcha } = await anonymous.captchaGenerate({ query: { requestFrom: 'login' } });
          const captchaText = await harness.solveCaptcha(captcha.captchaId);
          return failure(
            anonymous.login({ body: { emailId, password, captcha: captchaText, captchaId: captcha.captchaId } }),
          );
        };
        const wrongPassword = await attempt(harness.admin.emailId, 'not-the-password');
        const unknownUser = await attempt('nobody@example.com', 'not-the-password');
        expect(wrongPassword.code).toBe(400);
        expect(wrongPassword.message).toBe(Messages.invalidCredentials);
        expect(unknownUser.code).toBe(wrongPassword.code);
        expect(unknownUser.message).toBe(wrongPassword.message);
      });

      it('signs in and returns the profile with permissions', async () => {
        const api = await signIn(harness.admin);
        const { data: profile } = await api.getProfile();
        expect(profile.emailId).toBe(harness.admin.emailId);
        expect(profile.roles).toContain(1);
        expect(profile.permissions).toEqual(expect.arrayContaining(['NLP.NLP', 'CHAT.HANDLE', 'USERS.ADD']));
      });

      it('treats a missing or ended session as expired', async () => {
        const noSession = await failure(anonymous.getProfile());
        expect(noSession.kind).toBe('session-expired');
        const api = await signIn(harness.admin);
        await api.logout();
        const afterLogout = await failure(api.getProfile());
        expect(afterLogout.kind).toBe('session-expired');
      });

      it('serves the environment settings without a session', async () => {
        const { data } = await anonymous.getSettings();
        expect(data.featureFlags).toBeTypeOf('object');
        expect(typeof data.ssoDirect).toBe('boolean');
      });
    });

    describe('agents', () => {
      let admin: BoundApi;
      beforeAll(async () => {
        admin = await signIn(harness.admin);
      });

      it('creates an agent with its name trimmed and collapsed, and finds it', async () => {
        const { data: agent, message } = await admin.saveAgent({
          body: { name: '  Contract   Agent  ', description: 'Made by the contract suite', type: 'nlp' },
        });
        expect(message).toBe(AgentMessages.created);
        expect(agent.name).toBe('Contract Agent');
        expect(agent.trainingStatus).toBe('Not Trained');
        expect(agent.config.confidenceThreshold).toBe(0.5);
        const { data: fetched } = await admin.getAgent({ params: { id: agent.id } });
        expect(fetched.description).toBe('Made by the contract suite');
        const { data: found } = await admin.listAgents({ query: { name: 'contract ag' } });
        expect(found.agents.map((a) => a.id)).toContain(agent.id);
      });

      it("refuses a duplicate name with the spec's message", async () => {
        await admin.saveAgent({ body: { name: 'Twin', description: 'first', type: 'nlp' } });
        const error = await failure(admin.saveAgent({ body: { name: ' twin ', description: 'second', type: 'nlp' } }));
        expect({ code: error.code, message: error.message }).toEqual({
          code: 409,
          message: AgentMessages.duplicateName,
        });
      });

      it('refuses an agent without a type or with an empty name', async () => {
        const noType = await failure(admin.saveAgent({ body: { name: 'No type', description: 'x' } as never }));
        expect(noType).toMatchObject({
          code: 400,
          message: 'Type is required',
          errors: [{ field: 'type', message: 'Type is required' }],
        });
        const blank = await failure(admin.saveAgent({ body: { name: '   ', description: 'x', type: 'nlp' } }));
        expect({ code: blank.code, message: blank.message, errors: blank.errors }).toEqual({
          code: 400,
          message: AgentMessages.nameRequired,
          errors: [{ field: 'name', message: Messages.fieldMandatory }],
        });
        const noDescription = await failure(
          admin.saveAgent({ body: { name: 'Named', description: ' ', type: 'nlp' } }),
        );
        expect({ message: noDescription.message, errors: noDescription.errors }).toEqual({
          message: AgentMessages.descriptionRequired,
          errors: [{ field: 'description', message: Messages.fieldMandatory }],
        });
        const { data } = await admin.listAgents({ query: { name: 'No type' } });
        expect(data.agents).toHaveLength(0);
      });

      it('updates an agent', async () => {
        const { data: agent } = await admin.saveAgent({ body: { name: 'Before', description: 'd', type: 'nlp' } });
        const { data: updated, message } = await admin.saveAgent({
          body: { id: agent.id, name: 'After', description: 'changed', type: 'nlp' },
        });
        expect(message).toBe(AgentMessages.updated);
        expect(updated.id).toBe(agent.id);
        expect(updated.name).toBe('After');
      });

      it('pages by 15 with `more`, and -1 returns all', async () => {
        for (let i = 0; i < 17; i += 1) {
          await admin.saveAgent({
            body: { name: `Paged ${String(i).padStart(2, '0')}`, description: 'p', type: 'nlp' },
          });
        }
        const first = (await admin.listAgents({ query: { name: 'Paged', from: 0, perPage: 15 } })).data;
        expect(first.agents).toHaveLength(15);
        expect(first.more).toBe(true);
        const second = (await admin.listAgents({ query: { name: 'Paged', from: 15, perPage: 15 } })).data;
        expect(second.agents).toHaveLength(2);
        expect(second.more).toBe(false);
        const ids = new Set([...first.agents, ...second.agents].map((a) => a.id));
        expect(ids.size).toBe(17);
        // The most recently changed first: the last one saved leads.
        expect(first.agents[0]!.name).toBe('Paged 16');
        const listed = [...first.agents, ...second.agents];
        expect([...listed].sort(compareAgentsForList)).toEqual(listed);
        const all = (await admin.listAgents({ query: { name: 'Paged', perPage: -1 } })).data;
        expect(all.agents).toHaveLength(17);
        expect(all.more).toBe(false);
      });

      it('deletes an agent, but answers 101 while it has stories', async () => {
        const { data: agent } = await admin.saveAgent({ body: { name: 'Parent', description: 'd', type: 'nlp' } });
        await harness.addStoryToAgent(agent.id);
        const refused = await failure(admin.deleteAgent({ params: { id: agent.id } }));
        expect(refused.code).toBe(101);
        expect(refused.message).toBe(AgentMessages.hasChildren);

        const { data: lonely } = await admin.saveAgent({ body: { name: 'Lonely', description: 'd', type: 'nlp' } });
        expect((await admin.deleteAgent({ params: { id: lonely.id } })).message).toBe(AgentMessages.deleted);
        const gone = await failure(admin.getAgent({ params: { id: lonely.id } }));
        expect({ code: gone.code, message: gone.message }).toEqual({ code: 404, message: AgentMessages.notFound });
        const goneAgain = await failure(admin.deleteAgent({ params: { id: lonely.id } }));
        expect({ code: goneAgain.code, message: goneAgain.message }).toEqual({
          code: 404,
          message: AgentMessages.notFound,
        });
      });

      it('lets a report viewer read agents but not change them', async () => {
        const viewer = await signIn(await harness.createUser([6]));
        await viewer.listAgents({ query: {} });
        const denied = await failure(viewer.saveAgent({ body: { name: 'Nope', description: 'd', type: 'nlp' } }));
        expect(denied).toMatchObject(accessDenied);
        // Access denied keeps the session.
        await viewer.getProfile();
      });

      it("never shows one enterprise another's agents", async () => {
        const { data: mine } = await admin.saveAgent({ body: { name: 'Private', description: 'd', type: 'nlp' } });
        const foreign = await signIn(await harness.createForeignAdmin());
        expect(await failure(foreign.getAgent({ params: { id: mine.id } }))).toMatchObject(
          notFound(AgentMessages.notFound),
        );
        expect(await failure(foreign.deleteAgent({ params: { id: mine.id } }))).toMatchObject(
          notFound(AgentMessages.notFound),
        );
        const { data } = await foreign.listAgents({ query: { perPage: -1 } });
        expect(data.agents.map((a) => a.id)).not.toContain(mine.id);
      });
    });

    defineAccountsSuite({ harness: () => harness, anonymous: () => anonymous, apiWith, signIn });
    defineCustomerMasterSuite({ harness: () => harness, signIn });
    defineBotBuilderSuite({ harness: () => harness, signIn });
    defineChannelsSuite({ harness: () => harness, signIn });
    defineBroadcastsSuite({ harness: () => harness, signIn });
    defineBillingSuite({ harness: () => harness, signIn });
    defineChatSuite({ harness: () => harness, signIn });
    defineAttachmentsSuite({ harness: () => harness, signIn });
    defineStorableTextSuite({ harness: () => harness, anonymous: () => anonymous, signIn });

    describe('API keys', () => {
      it('creates a key that authenticates, lists it without the key, and revokes it', async () => {
        const admin = await signIn(harness.admin);
        const { data: created, message } = await admin.addApiKey({
          body: { name: '  ci   runner ', password: harness.admin.password },
        });
        expect(message).toBe(ApiKeyMessages.created);
        expect(created.name).toBe('ci runner');
        expect(created.key.length).toBeGreaterThan(20);
        expect(created.expiresAt).toBeNull();
        const viaKey = apiWith(created.key);
        const { data: profile } = await viaKey.getProfile();
        expect(profile.emailId).toBe(harness.admin.emailId);
        expect(created.createdBy).toEqual({ uId: profile.uId, name: profile.name });
        const { data: keys } = await admin.listApiKeys();
        const listed = keys.find((k) => k.id === created.id);
        expect(listed).toBeDefined();
        expect(listed!.lastUsedAt).not.toBeNull();
        expect(JSON.stringify(keys)).not.toContain(created.key);
        expect((await admin.deleteApiKey({ params: { id: created.id } })).message).toBe(ApiKeyMessages.deleted);
        const revoked = await failure(viaKey.getProfile());
        expect(revoked.kind).toBe('session-expired');
      });

      it('gives a key the lifetime asked for', async () => {
        const admin = await signIn(harness.admin);
        const { data: created } = await admin.addApiKey({
          body: { name: 'monthly', password: harness.admin.password, expiresInDays: 30 },
        });
        const lifetime = Date.parse(created.expiresAt!) - Date.parse(created.createdAt);
        expect(Math.round(lifetime / (24 * 60 * 60 * 1000))).toBe(30);
        await admin.deleteApiKey({ params: { id: created.id } });
      });

      it("asks a non-administrator for its password, and shows it only its own keys, 404 for anyone else's", async () => {
        const admin = await signIn(harness.admin);
        const checker = 5;
        const credentials = await harness.createUser([checker]);
        const { data: config } = await admin.getRoleConfig();
        // The role configuration takes only its own keys back.
        const grants = config.roles
          .find((role) => role.id === checker)!
          .permissions.filter((key) => CONFIGURABLE_PERMISSIONS.includes(key));
        await admin.updateRolePermissions({
          params: { id: String(checker) },
          body: { permissions: [...grants, 'ENTERPRISE.EDIT'] },
        });
        try {
          const manager = await signIn(credentials);
          const refused = await failure(manager.addApiKey({ body: { name: 'own', password: 'not-the-password' } }));
          expect(refused.message).toBe(Messages.wrongPassword);
          expect(refused.errors).toEqual([{ field: 'password', message: Messages.wrongPassword }]);
          const { data: own } = await manager.addApiKey({ body: { name: 'own', password: credentials.password } });
          const { data: adminKey } = await admin.addApiKey({
            body: { name: 'admin', password: harness.admin.password },
          });
          expect((await manager.listApiKeys()).data.map((k) => k.id)).toEqual([own.id]);
          for (const refusedKey of [
            await failure(manager.getApiKey({ params: { id: adminKey.id } })),
            await failure(manager.deleteApiKey({ params: { id: adminKey.id } })),
          ])
            expect({ code: refusedKey.code, message: refusedKey.message }).toEqual({
              code: 404,
              message: ApiKeyMessages.notFound,
            });
          const blank = await failure(manager.addApiKey({ body: { name: '   ', password: credentials.password } }));
          expect({ message: blank.message, errors: blank.errors }).toEqual({
            message: ApiKeyMessages.nameRequired,
            errors: [{ field: 'name', message: ApiKeyMessages.nameRequired }],
          });
          expect((await admin.listApiKeys()).data.map((k) => k.id)).toEqual(
            expect.arrayContaining([own.id, adminKey.id]),
          );
          await admin.deleteApiKey({ params: { id: own.id } });
          await admin.deleteApiKey({ params: { id: adminKey.id } });
        } finally {
          await admin.updateRolePermissions({ params: { id: String(checker) }, body: { permissions: grants } });
        }
      });
    });
  });
}
