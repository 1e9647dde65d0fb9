import { vi } from 'vitest';
import { defineContractSuite } from '../../api-client/contract-suite/suite.ts';
import { totpCode } from '../src/auth/totp.ts';
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
      // No SMTP configured here: mail goes to the outbox table, as on a fresh install.
      async readMail(to) {
        const [row] = await t.server.db.query<{ subject: string; body: string }>(
          'SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id LIMIT 1',
          [to],
        );
        return row ? { subject: row.subject, text: row.body } : undefined;
      },
      totpCode: async (secret, offsetSteps = 0) => totpCode(secret, Date.now() + offsetSteps * 30_000),
      close: () => t.close(),
    };
  });
}
