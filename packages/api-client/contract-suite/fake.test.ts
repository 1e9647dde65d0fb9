import { setupServer } from 'msw/node';
import { permissionsForRoles } from '../src/areas/accounts/permissions.ts';
import { createFake, DEMO_ADMIN } from '../src/fake/index.ts';
import { defineContractSuite } from './suite.ts';

defineContractSuite('MSW fake', async () => {
  const baseUrl = 'http://fake.parley.test/api';
  const fake = createFake({ baseUrl });
  const server = setupServer(...fake.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  let n = 0;
  return {
    baseUrl,
    admin: { emailId: DEMO_ADMIN.emailId, password: DEMO_ADMIN.password },
    solveCaptcha: async (captchaId) => fake.captchaAnswer(captchaId) ?? '',
    async createUser(roles) {
      n += 1;
      const user = fake.seed.user({ emailId: `user${n}@example.com`, roles, permissions: permissionsForRoles(roles) });
      return { emailId: user.emailId, password: user.password };
    },
    async createForeignAdmin() {
      fake.store.enterprises.push({ eId: 'ent-foreign', name: 'Foreign Ltd' });
      const user = fake.seed.user({
        emailId: 'boss@foreign.example',
        eId: 'ent-foreign',
        roles: [1],
        permissions: permissionsForRoles([1]),
      });
      return { emailId: user.emailId, password: user.password };
    },
    async addStoryToAgent(agentId) {
      fake.store.agentsWithChildren.add(agentId);
    },
    async readMail(to) {
      return fake.lastMail(to);
    },
    async totpCode(secret, offsetSteps = 0) {
      return fake.totpCode(secret, offsetSteps);
    },
    async close() {
      server.close();
    },
  };
});
