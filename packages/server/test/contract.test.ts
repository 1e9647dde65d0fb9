import { vi } from 'vitest';
import { defineContractSuite } from '../../api-client/contract-suite/suite.ts';
import { newId } from '../src/db/ids.ts';
import { ADMIN, TEST_CAPTCHA, backends, startTestServer } from './harness.ts';

// Each server opens its own database (PGlite: a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The same behaviour suite the MSW fake passes, run against the real server over HTTP.
for (const backend of backends) {
  defineContractSuite(`server on ${backend.name}`, async () => {
    const t = await startTestServer(backend);
    return {
      baseUrl: `${t.url}/api`,
      admin: ADMIN,
      solveCaptcha: async () => TEST_CAPTCHA,
      createUser: (roles) => t.addUser(roles),
      createForeignAdmin: () => t.addForeignAdmin(),
      async addStoryToAgent(agentId) {
        await t.server.db.query('INSERT INTO stories (id, enterprise_id, agent_id, name) VALUES ($1, $2, $3, $4)', [
          newId(),
          await t.seededEnterpriseId(),
          agentId,
          'Root story',
        ]);
      },
      close: () => t.close(),
    };
  });
}
