import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './harness.ts';

// Production logging at the default level: one line per request, short, with no query string (a websocket token
// may travel there) and no body; the probes stay quiet.
describe.each(backends)('request log on $name', (backend) => {
  let t: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestServer(backend, {
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes one short line per request, without the query string, and none for the probes', async () => {
    lines.length = 0;
    const answer = await t.call('GET', '/api/settings?token=not-for-logs');
    expect(answer.status).toBeLessThan(500);
    await t.call('GET', '/healthz');
    await t.call('GET', '/readyz');
    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines).toHaveLength(1);
    expect(JSON.parse(requestLines[0]!)).toMatchObject({
      method: 'GET',
      path: '/api/settings',
      status: answer.status,
    });
    expect(requestLines[0]!.length).toBeLessThanOrEqual(300);
    expect(lines.join('\n')).not.toContain('not-for-logs');
    expect(lines.join('\n')).not.toContain('incoming request');
  });
});
