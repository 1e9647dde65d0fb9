import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';

/** Keeps this process's only thread busy, as a saturated embedded database does. */
function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

// An overloaded server refuses API calls at once with 503 and Retry-After instead of queueing them for seconds,
// says so on /readyz, and still answers /healthz: it is busy, not dead.
describe.each(backends.slice(0, 1))('load shedding on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, {
      loadShedding: { maxEventLoopDelayMs: 100, maxEventLoopUtilization: 0, sampleIntervalMs: 20 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with Retry-After under an injected delay, keeps the liveness probe, and recovers', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${t.url}${path}`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    // The start (migrations, seeding, the demo bot's training) keeps the loop busy too: wait until it is served.
    await expect.poll(async () => (await get('/api/settings')).status, { timeout: 10_000 }).toBe(200);
    // The delay is sampled on a timer: block until a sample has seen it (a few tries on a loaded machine). The
    // sampler runs every 20 ms, so on a loaded machine a fresh sample may clear the pressure between the three
    // answers of one try: a try counts when the API call and the readiness probe both saw it.
    let answers: Awaited<ReturnType<typeof get>>[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      blockEventLoop(400);
      answers = await Promise.all([get('/api/settings'), get('/healthz'), get('/readyz')]);
      if (answers[0]!.status === 503 && answers[2]!.status === 503) break;
    }
    const [api, live, ready] = answers;
    expect(api).toEqual({
      status: 503,
      retryAfter: '1',
      body: { status: false, code: 503, message: Messages.serverBusy },
    });
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(ready).toMatchObject({ status: 503, body: { status: 'busy' } });
    // Once the loop is free again, calls are served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.poll(async () => (await get('/api/settings')).status, { timeout: 3000 }).toBe(200);
  });
});
