import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './harness.ts';

// Liveness and readiness for load balancers and orchestrators (README, "Deploying"): a server whose database is
// gone must say it is not ready, while it still answers that it is alive, so it is taken out of rotation instead
// of restarted in a loop.
describe.each(backends)('probes on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined); // the database was closed on purpose
  });

  it('is alive and ready while the database answers', async () => {
    expect(await t.call('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.call('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('stays alive but is not ready once the database is gone', async () => {
    await t.server.db.close();
    expect(await t.call('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await fetch(`${t.url}/readyz`);
    expect({ status: ready.status, body: await ready.json(), retryAfter: ready.headers.get('retry-after') }).toEqual({
      status: 503,
      body: { status: 'database unavailable' },
      retryAfter: '5',
    });
  });
});
