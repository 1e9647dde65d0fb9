/**
 * Webhook ingestion: signed WhatsApp Cloud API status events posted to one server process (a child; embedded
 * database, and PostgreSQL when given), each checked against X-Hub-Signature-256 and recorded on its message.
 *   npm run bench:webhooks -- [--seconds 5] [--postgres postgres://user@127.0.0.1:5432/db] [--skip-embedded]
 * Every accepted event is checked in the database afterwards (the message it names moved to that status), and a
 * baseline row posts to /healthz in the same run, so a slow machine shows as a slow baseline.
 * Goals (issue "channels, message templates and the attachment library"): ≥ 2,000 events/s on PostgreSQL,
 * ≥ 1,000/s embedded, with the p99 answer time.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { arg } from './args.ts';
import { markdownTable } from './markdownTable.ts';
import { rssMb } from './processMemory.ts';
import { childDatabase, spawnBenchChild, startBenchServer, withPostgresSchema } from './serverChild.ts';

const SECONDS = Number(arg('seconds') ?? 5);
const POSTGRES = arg('postgres');
const SKIP_EMBEDDED = process.argv.includes('--skip-embedded');
const CONNECTIONS = 20;
/** Messages waiting for their statuses: more than one run can post, so no event names a message twice. */
const MESSAGES = 200_000;
const APP_SECRET = 'benchappsecret0123456789';

/** The child: a Cloud API channel with MESSAGES sent messages (wamid.<n>); answers count questions on stdin. */
async function serveChild() {
  const { server, port, user, key } = await startBenchServer(childDatabase(), { level: 'warn' });
  // Just after start-up the server may still shed load (503): ask again a few times.
  let answer: Response;
  for (let attempt = 0; ; attempt++) {
    answer = await fetch(`http://127.0.0.1:${port}/api/e/enterprise/channels`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Cloud',
        type: 4,
        vendor: 2,
        data: {
          phoneNumberId: '106540352242922',
          wabaId: '102290129340398',
          accessToken: 'EAAGbenchtoken000000',
          appSecret: APP_SECRET,
          verifyToken: 'bench-verify-token',
        },
      }),
    });
    if (answer.status !== 503 || attempt === 20) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const created = (await answer.json()) as { data?: { id: string }; message?: string };
  if (!created.data) throw new Error(`the bench channel was refused: ${answer.status} ${created.message}`);
  const channelId = created.data.id;
  await server.db.query(
    `INSERT INTO channel_messages (id, enterprise_id, channel_id, direction, customer_number, kind, content, status,
       statuses, trans_id)
     SELECT 'bm' || n, $1, $2, 'out', '+14155550123', 'text', '{"body":"bench"}'::jsonb, 'sent',
       '[{"status":"sent","messageStatusTime":"2026-11-01T00:00:00.000Z"}]'::jsonb, 'wamid.' || n
     FROM generate_series(1, ${MESSAGES}) AS n`,
    [user.enterpriseId, channelId],
  );
  console.log(JSON.stringify({ port, channelId }));
  for await (const line of createInterface({ input: process.stdin })) {
    const [found] = await server.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM channel_messages WHERE channel_id = $1 AND status = $2`,
      [channelId, line.trim()],
    );
    console.log(JSON.stringify({ count: Number(found?.count ?? 0) }));
  }
  await server.close();
}

/** Meta's status webhook for one message, as Meta posts it. */
function statusEvent(transId: string, status: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100200', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: transId,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: '14155550123',
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const sign = (body: string) => `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;

interface Row {
  backend: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  accepted: number;
  recorded: string;
  rssMb: number;
}

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(backend: string, childArgs: string[]): Promise<Row[]> {
  const script = fileURLToPath(import.meta.url);
  const { child, next } = spawnBenchChild(script, childArgs);
  const { port, channelId } = (await next('port')) as { port: number; channelId: string };
  const base = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  try {
    const baseline = await fire({ url: `${base}/healthz` });
    rows.push({
      backend,
      scenario: 'baseline: /healthz',
      rps: baseline.requests.average,
      p50: baseline.latency.p50,
      p99: baseline.latency.p99,
      max: baseline.latency.max,
      accepted: baseline['2xx'],
      recorded: '',
      rssMb: rssMb(child.pid!),
    });
    for (const status of ['delivered', 'read']) {
      let n = 0;
      const result = await fire({
        url: `${base}/api/webhooks/whatsapp/${channelId}`,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              const body = statusEvent(`wamid.${Math.min(n, MESSAGES)}`, status);
              return {
                ...request,
                body,
                headers: { ...request.headers, 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
              };
            },
          },
        ],
      });
      child.stdin!.write(`${status}\n`);
      const { count } = (await next('count')) as { count: number };
      rows.push({
        backend,
        scenario: `signed status "${status}"`,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        accepted: result['2xx'],
        // Every accepted event names its own message: the messages at this status are at least the accepted ones.
        recorded:
          status === 'delivered'
            ? `${count} at delivered${count >= result['2xx'] ? '' : ' (LOST)'}`
            : `${count} at read${count >= result['2xx'] ? '' : ' (LOST)'}`,
        rssMb: rssMb(child.pid!),
      });
    }
    // A wrong signature is refused and nothing is stored.
    const forged = statusEvent('wamid.1', 'failed');
    // After a round the server may still be shedding its backlog (503): ask until it answers.
    let refused: Response;
    for (let attempt = 0; ; attempt++) {
      refused = await fetch(`${base}/api/webhooks/whatsapp/${channelId}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${randomBytes(32).toString('hex')}`,
        },
        body: forged,
      });
      if (refused.status !== 503 || attempt === 40) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (refused.status !== 401) throw new Error(`a forged signature answered ${refused.status}`);
  } finally {
    child.stdin!.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return rows;
}

async function main() {
  if (arg('child')) return serveChild();
  const rows: Row[] = [];
  if (!SKIP_EMBEDDED) {
    const dir = mkdtempSync(join(tmpdir(), 'parley-webhooks-'));
    try {
      rows.push(...(await measure('embedded', ['--child', 'pglite', '--dir', dir])));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (POSTGRES) {
    rows.push(
      ...(await withPostgresSchema(POSTGRES, 'bench_webhooks', (schema) =>
        measure('postgres', ['--child', 'postgres', '--url', POSTGRES, '--schema', schema]),
      )),
    );
  }
  console.log(
    `\nWebhook ingestion, ${CONNECTIONS} connections, ${SECONDS} s a round; load ${loadavg()[0]!.toFixed(2)}\n`,
  );
  console.log(
    markdownTable(
      ['backend', 'scenario', 'events/s', 'p50 ms', 'p99 ms', 'max ms', 'accepted', 'recorded', 'server RSS MB'],
      rows.map((r) =>
        [
          r.backend,
          r.scenario,
          Math.round(r.rps),
          r.p50,
          r.p99,
          r.max,
          r.accepted,
          r.recorded,
          Math.round(r.rssMb),
        ].map(String),
      ),
    ),
  );
}

await main();
