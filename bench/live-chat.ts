/**
 * Live chat delivery: AGENTS agents' websockets on one server process (a child), each holding one chat, and
 * customers writing RATE messages a second through the sandbox simulator; each message is timed from its POST to
 * its arrival on the holding agent's socket (`chatMessage`). With --postgres and --redis, the same with a second
 * process: the customers write to one, the agents are connected to the other (relayed through Redis).
 *   npm run bench:live-chat -- [--agents 1000] [--rate 200] [--seconds 10] [--postgres URL] [--redis URL]
 * A baseline row (the same messages posted with no socket open) shows the machine's own answer time in the run.
 * Goal (issue "Live chat"): p99 < 100 ms from inbound message to the agent's socket. Last, the web-chat widget's
 * size as websites download it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { arg } from './args.ts';
import { markdownTable } from './markdownTable.ts';
import { rssMb } from './processMemory.ts';
import { childDatabase, spawnBenchChild, startBenchServer, withPostgresSchema } from './serverChild.ts';

const AGENTS = Number(arg('agents') ?? 1000);
const RATE = Number(arg('rate') ?? 200);
const SECONDS = Number(arg('seconds') ?? 10);
const POSTGRES = arg('postgres');
const REDIS = arg('redis');

/**
 * The child: a server whose sandbox channel has AGENTS simulated customers, each in a chat held by its own agent
 * (role Handle Chats); prints the port, the admin's key, the channel and, per agent, its session token and its
 * customer's simulator id. With --prepared it only serves (the second process of the Redis run).
 */
async function serveChild() {
  const redisUrl = arg('redis-url');
  const { server, port, user, key } = await startBenchServer(
    childDatabase(),
    { level: 'error' },
    redisUrl ? { redisUrl } : {},
  );
  if (!process.argv.includes('--prepared')) {
    const { createSession } = await import('../packages/server/src/auth/sessions.ts');
    const { chatForInbound, handOver, pickUp } =
      await import('../packages/server/src/areas/chat/services/chatStore.ts');
    const [channel] = await server.db.query<{ id: string }>(
      'SELECT id FROM channels WHERE enterprise_id = $1 AND vendor = 3 ORDER BY created_at LIMIT 1',
      [user.enterpriseId],
    );
    const agents: { token: string; customerId: string }[] = [];
    for (let i = 0; i < AGENTS; i++) {
      const agentId = `bench-agent-${i}`;
      const number = `+1415${String(1_000_000 + i).padStart(7, '0')}`;
      await server.db.query(
        `INSERT INTO users (id, enterprise_id, name, email, password_hash, roles) VALUES ($1, $2, $3, $4, 'x', '{3}')`,
        [agentId, user.enterpriseId, `Agent ${i}`, `agent${i}@bench.local`],
      );
      const customerId = `bench-customer-${i}`;
      await server.db.query(
        `INSERT INTO simulator_customers (id, enterprise_id, channel_id, name, number) VALUES ($1, $2, $3, $4, $5)`,
        [customerId, user.enterpriseId, channel!.id, `Customer ${i}`, number],
      );
      const chat = await chatForInbound(server.db, {
        enterpriseId: user.enterpriseId,
        channelId: channel!.id,
        customerNumber: number,
        at: new Date(),
      });
      await handOver(server.db, {
        enterpriseId: user.enterpriseId,
        chatId: chat.id,
        departmentId: null,
        agentIds: [agentId],
        dueAt: new Date(Date.now() + 3_600_000),
      });
      await pickUp(server.db, { enterpriseId: user.enterpriseId, chatId: chat.id, agentId, action: 'agentPickupChat' });
      agents.push({
        token: await createSession(server.db, { id: agentId, enterpriseId: user.enterpriseId }),
        customerId,
      });
    }
    console.log(JSON.stringify({ agents }));
    console.log(JSON.stringify({ port, key, channelId: channel!.id }));
  } else console.log(JSON.stringify({ port, key }));
  for await (const _line of createInterface({ input: process.stdin })) {
    // The parent only closes stdin to stop the child.
  }
  await server.close();
}

interface Row {
  backend: string;
  scenario: string;
  sent: number;
  delivered: string;
  p50: number;
  p99: number;
  max: number;
  perConnectionKb: string;
  rssMb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** Opens every agent's socket to `port` and waits for their greetings. */
async function openSockets(port: number, tokens: string[]) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < tokens.length; i += 50) {
    const batch = tokens.slice(i, i + 50).map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/actions?token=${token}`);
          socket.once('message', () => resolve(socket));
          socket.once('error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** RATE messages a second for SECONDS to `sendPort`, timed to their arrival on `sockets` (when any). */
async function drive(sendPort: number, key: string, channelId: string, customers: string[], sockets: WebSocket[]) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (const socket of sockets)
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { action: string; message?: { content?: { body?: string } } };
      if (message.action !== 'chatMessage') return;
      const started = sentAt.get(message.message?.content?.body ?? '');
      if (started !== undefined) latencies.push(performance.now() - started);
    });
  const total = RATE * SECONDS;
  const answerTimes: number[] = [];
  const refused = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const begin = performance.now();
  for (let n = 0; n < total; n++) {
    const due = begin + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = `bench ${n}`;
    const customerId = customers[n % customers.length]!;
    const started = performance.now();
    sentAt.set(body, started);
    pending.push(
      fetch(
        `http://127.0.0.1:${sendPort}/api/e/enterprise/channels/${channelId}/simulator/customers/${customerId}/messages`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: body }),
        },
      ).then(async (answer) => {
        await answer.arrayBuffer();
        if (answer.ok) answerTimes.push(performance.now() - started);
        else refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times = (sockets.length ? latencies : answerTimes).sort((a, b) => a - b);
  const refusals = [...refused].map(([status, count]) => `${count} × ${status}`).join(', ');
  return { total, times, delivered: sockets.length ? latencies.length : answerTimes.length, refusals };
}

async function measure(backend: string, childArgs: string[], secondArgs: string[] | null): Promise<Row[]> {
  const script = fileURLToPath(import.meta.url);
  const first = spawnBenchChild(script, childArgs);
  const { agents } = (await first.next('agents')) as { agents: { token: string; customerId: string }[] };
  const { port, key, channelId } = (await first.next('port')) as { port: number; key: string; channelId: string };
  const second = secondArgs ? spawnBenchChild(script, secondArgs) : null;
  const secondPort = second ? ((await second.next('port')) as { port: number }).port : null;
  const rows: Row[] = [];
  const customers = agents.map((a) => a.customerId);
  const round = (value: number) => Math.round(value * 10) / 10;
  try {
    const baseline = await drive(port, key, channelId, customers, []);
    rows.push({
      backend,
      scenario: 'baseline: the POST answer, no socket open',
      sent: baseline.total,
      delivered: `${baseline.delivered} answered${baseline.refusals ? ` (${baseline.refusals})` : ''}`,
      p50: round(percentile(baseline.times, 50)),
      p99: round(percentile(baseline.times, 99)),
      max: round(baseline.times.at(-1) ?? NaN),
      perConnectionKb: '',
      rssMb: Math.round(rssMb(first.child.pid!)),
    });
    // The agents connect to the second process when there is one: every delivery crosses Redis.
    const socketPort = secondPort ?? port;
    const socketChild = second?.child ?? first.child;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(socketChild.pid!);
    const sockets = await openSockets(
      socketPort,
      agents.map((a) => a.token),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = rssMb(socketChild.pid!);
    const result = await drive(port, key, channelId, customers, sockets);
    rows.push({
      backend,
      scenario: `${AGENTS} agent sockets${second ? ' on process 2, customers on process 1 (Redis)' : ''}, ${RATE} msg/s`,
      sent: result.total,
      delivered: `${result.delivered} on sockets${result.refusals ? ` (${result.refusals})` : ''}${
        result.delivered < result.total ? ' (LOST SOME)' : ''
      }`,
      p50: round(percentile(result.times, 50)),
      p99: round(percentile(result.times, 99)),
      max: round(result.times.at(-1) ?? NaN),
      // RSS before and after the sockets opened, both after a quiet second: noisy (garbage collection may shrink
      // the process meanwhile), so the raw difference is shown.
      perConnectionKb: `${(((after - before) * 1024) / AGENTS).toFixed(1)} (${(after - before).toFixed(1)} MB)`,
      rssMb: Math.round(rssMb(socketChild.pid!)),
    });
    for (const socket of sockets) socket.close();
  } finally {
    for (const child of [first.child, second?.child]) {
      if (!child) continue;
      child.stdin!.end();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  return rows;
}

async function main() {
  if (arg('child')) return serveChild();
  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'parley-live-chat-'));
  try {
    rows.push(...(await measure('embedded', ['--child', 'pglite', '--dir', dir], null)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (POSTGRES) {
    rows.push(
      ...(await withPostgresSchema(POSTGRES, 'bench_live', (schema) =>
        measure('PostgreSQL', ['--child', 'postgres', '--url', POSTGRES, '--schema', schema], null),
      )),
    );
    if (REDIS)
      rows.push(
        ...(await withPostgresSchema(POSTGRES, 'bench_live2', (schema) => {
          const db = ['--child', 'postgres', '--url', POSTGRES, '--schema', schema, '--redis-url', REDIS];
          return measure('PostgreSQL + Redis, 2 processes', db, [...db, '--prepared']);
        })),
      );
  }
  console.log(
    `\nLive chat delivery (${AGENTS} agents, ${RATE} msg/s for ${SECONDS} s; load ${loadavg()[0]!.toFixed(2)})\n`,
  );
  console.log(
    markdownTable(
      ['backend', 'scenario', 'sent', 'delivered', 'p50 ms', 'p99 ms', 'max ms', 'KB per socket (total)', 'RSS MB'],
      rows.map((r) =>
        [r.backend, r.scenario, r.sent, r.delivered, r.p50, r.p99, r.max, r.perConnectionKb, r.rssMb].map(String),
      ),
    ),
  );
  console.log(`\n${widgetSizeTable()}`);
}

/** The web-chat widget as websites download it: its script built now, raw and compressed as the server sends it. */
function widgetSizeTable(): string {
  execFileSync('npm', ['run', '-s', 'build:script', '--prefix', 'packages/webchat'], { stdio: 'ignore' });
  const script = readFileSync(fileURLToPath(new URL('../packages/webchat/dist/webchat.js', import.meta.url)));
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  return [
    'Web-chat widget (packages/webchat, dist/webchat.js; goal: a few KB gzip)\n',
    markdownTable(
      ['file', 'raw KB', 'gzip KB', 'brotli KB'],
      [
        [
          'webchat.js',
          kb(script.length),
          kb(gzipSync(script, { level: 9 }).length),
          kb(brotliCompressSync(script).length),
        ],
      ],
    ),
  ].join('\n');
}

await main();
