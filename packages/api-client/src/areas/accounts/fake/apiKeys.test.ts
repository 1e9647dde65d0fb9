import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindEndpoints, createApiClient } from '../../../client/index.ts';
import { failure } from '../../../../contract-suite/failure.ts';
import { createFake, DEMO_ADMIN } from '../../../fake/index.ts';

// The server's side of the same rules is in packages/server/test/apiKeys.test.ts; the contract suite covers
// what both share without moving a clock. This covers what only the fake's clock can show quickly.
const baseUrl = 'http://fake-keys.parley.test/api';
const fake = createFake({ baseUrl });
const server = setupServer(...fake.handlers);
const DAY_MS = 24 * 60 * 60 * 1000;

const apiWith = (token: string) => bindEndpoints(createApiClient({ baseUrl, getToken: () => token }));

describe('API keys in the fake', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('refuses a key once its lifetime has passed on the fake clock, and one whose creator is deactivated', async () => {
    const admin = apiWith(fake.signIn());
    const { data: created } = await admin.addApiKey({
      body: { name: 'weekly', password: DEMO_ADMIN.password, expiresInDays: 7 },
    });
    const viaKey = apiWith(created.key);
    expect((await viaKey.getProfile()).data.emailId).toBe(DEMO_ADMIN.emailId);
    expect((await admin.getApiKey({ params: { id: created.id } })).data.lastUsedAt).not.toBeNull();

    fake.store.clock = Date.parse(created.expiresAt!);
    expect((await failure(viaKey.getProfile())).kind).toBe('session-expired');

    const { data: lasting } = await admin.addApiKey({ body: { name: 'lasting', password: DEMO_ADMIN.password } });
    fake.store.clock += 400 * DAY_MS;
    expect((await apiWith(lasting.key).getProfile()).data.emailId).toBe(DEMO_ADMIN.emailId);
    fake.store.users.find((u) => u.emailId === DEMO_ADMIN.emailId)!.active = false;
    expect((await failure(apiWith(lasting.key).getProfile())).kind).toBe('session-expired');
  });
});
