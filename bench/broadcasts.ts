/**
 * The broadcast sender end to end (issue "Broadcast sender end to end", Benchmarks): server processes are children
 * (embedded database, and PostgreSQL when given); the WhatsApp Cloud API they send to is the tests' fake
 * (packages/server/test/support/cloudApiFake.ts), started in this process, which records every request with the
 * time it arrived. Four parts, one table each, with the goal beside each figure and the machine's load:
 *   1. Accept: a broadcast to a segment of --recipients customers (default 100,000; `name` mapped from the
 *      customer), and to as many typed numbers, rendered and queued by a server whose dispatcher is off: seconds
 *      from request to answer, then until the staged chunks past the first were all queue rows, the rows queued
 *      (counted in SQL then), the server's memory before, after and at its peak (during the request).
 *      Goals: < 2 s on PostgreSQL, < 5 s embedded, memory flat.
 *   2. Dispatch throughput to the fake with the rate raised (100,000/s, 64 sends in flight): messages a second
 *      as the fake saw them (first to last send), from one server process and, on PostgreSQL, from two sharing
 *      the database; every recipient must arrive exactly once. Beside it, the fake's own capacity (autocannon in
 *      a process of its own, same concurrency), the ceiling. Goal: ≥ 1,000/s on PostgreSQL.
 *   3. The default limit (80/s): achieved rate and the most sends the fake saw in any one second.
 *      Goal: ≥ 95 % of 80/s, never more than 80 in a second (give or take one send window, see below).
 *   4. Signed `delivered` status webhooks (autocannon, 20 connections) for messages already sent, while a
 *      dispatch like part 2's runs on one process: events/s and p99, and the dispatch rate meanwhile.
 *   npm run bench:broadcasts -- [--postgres postgres://user@127.0.0.1:5432/db] [--skip-embedded]
 *     [--recipients 100000] [--messages 20000] [--limited 800] [--parts 1,2,3,4] [--cpu-prof DIR]
 * --cpu-prof writes a profile of every server child into DIR; --parts runs only those parts (4 needs part 2's
 * first dispatch for its "alone" column, which runs either way).
 * Note: the fake answers from this process's event loop, which also runs autocannon in part 4; on a small machine
 * the fake, the server, the database and the load generator share the same cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  BROADCAST_LIMITS,
  DEFAULT_CHANNEL_RATE_PER_SECOND,
  VENDOR_IDS,
  WHATSAPP_CHANNEL_TYPE,
  whatsappWebhookPath,
} from '@parley/api-client/contract';
import {
  messagesChange,
  signature,
  startCloudApiFake,
  statusEvent,
  type CloudApiFake,
} from '../packages/server/test/support/cloudApiFake.ts';
import { sendWindow } from '../packages/server/src/areas/broadcasts/services/sendWindow.ts';
import { arg, measuredNodeFlags } from './args.ts';
import { markdownTable } from './markdownTable.ts';
import { peakDuring, rssMb } from './processMemory.ts';
import { childDatabase, spawnBenchChild, startBenchServer, withPostgresSchema } from './serverChild.ts';

const POSTGRES = arg('postgres');
const SKIP_EMBEDDED = process.argv.includes('--skip-embedded');
const RECIPIENTS = Number(arg('recipients') ?? 100_000);
const MESSAGES = Number(arg('messages') ?? 20_000);
const LIMITED = Number(arg('limited') ?? 800);
const CPU_PROFILE_DIR = arg('cpu-prof');
/** Which parts to run (--parts 2,4, say); all by default. */
const PARTS = new Set((arg('parts') ?? '1,2,3,4').split(',').map((p) => p.trim()));
/** Part 2 and 4's dispatcher: the rate out of the way, so the server's own speed shows. */
const FAST = { ratePerSecond: 100_000, concurrency: 64 };
/** The two-process row where both claim: a rate whose rounds (a window's budget) are small. */
const SHARED_RATE = 2_000;
const WEBHOOK_CONNECTIONS = 20;
/** No new send at the fake for this long: the dispatch is stuck, and what has not arrived is reported missing. */
const STALL_MS = 45_000;

/** The key sealing channel credentials, shared by the processes of one database (as PARLEY_SECRET_KEY would be). */
const SECRET_KEY = randomBytes(32).toString('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0]!.toFixed(2);

// ---- The child: a server over the database named on its command line ------------------------------------------

/** A pino line in a line: level, message, the error's message, the request. */
function shortLog(line: string): string {
  try {
    const entry = JSON.parse(line) as { level: number; msg?: string; reqId?: string; err?: { message?: string } };
    const level = entry.level >= 50 ? 'error' : entry.level >= 40 ? 'warn' : 'info';
    const parts = [entry.msg, entry.err?.message, entry.reqId && `request ${entry.reqId}`].filter(Boolean);
    return `[server ${process.pid}] ${level}: ${parts.join(' — ')}\n`;
  } catch {
    return line;
  }
}

/**
 * A server whose Cloud API is the parent's fake (--graph), its dispatcher on or off (--dispatch) at --rate and
 * --concurrency (the defaults otherwise). Prints its port, API key and enterprise, then answers SQL given on stdin
 * (one JSON line {sql, params}) with {answer: {rows, sent, errors}}: what its dispatcher has sent and the errors it
 * has logged so far.
 */
async function serveChild() {
  const rate = arg('rate');
  const concurrency = arg('concurrency');
  // Errors the server logs (a failed dispatch round, a webhook answered 500), counted for the tables; each is shown
  // on stderr, shortened (stdout carries the answers).
  const errors = { all: 0, deadlocks: 0 };
  const stream = {
    write(line: string) {
      if (/"level":(50|60)/.test(line)) {
        errors.all += 1;
        if (line.includes('deadlock detected')) errors.deadlocks += 1;
      }
      process.stderr.write(shortLog(line));
    },
  };
  const { server, port, user, key } = await startBenchServer(childDatabase(), undefined, {
    logger: { level: 'warn', stream },
    // One key for every process of the run: a channel's access token sealed by one is opened by the other.
    secretKey: arg('secret')!,
    whatsapp: { graphUrl: arg('graph')!, timeoutMs: 15_000 },
    broadcasts: {
      enabled: arg('dispatch') !== 'off',
      ...(rate ? { ratePerSecond: Number(rate) } : {}),
      ...(concurrency ? { concurrency: Number(concurrency) } : {}),
    },
  });
  console.log(JSON.stringify({ port, key, enterpriseId: user.enterpriseId }));
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    const { sql, params } = JSON.parse(line) as { sql: string; params?: unknown[] };
    try {
      const rows = await server.db.query(sql, params ?? []);
      console.log(JSON.stringify({ answer: { rows, sent: server.services.broadcasts.sent, errors } }));
    } catch (error) {
      console.log(JSON.stringify({ answer: { error: String(error) } }));
    }
  }
  await server.close();
}

// ---- The parent's handle on a child ----------------------------------------------------------------------------

interface Child {
  process: ChildProcess;
  pid: number;
  base: string;
  key: string;
  enterpriseId: string;
  /** Rows of a statement run in the child's database. */
  sql<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Messages this child's dispatcher has sent, and the errors it has logged (deadlocks among them). */
  counters(): Promise<{ sent: number; errors: number; deadlocks: number }>;
  stop(): Promise<void>;
}

async function startChild(
  childArgs: string[],
  graphUrl: string,
  dispatch: { enabled: boolean; ratePerSecond?: number; concurrency?: number },
): Promise<Child> {
  const flags = [...measuredNodeFlags()];
  if (CPU_PROFILE_DIR) flags.push('--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`);
  const { child, next } = spawnBenchChild(
    fileURLToPath(import.meta.url),
    [
      ...childArgs,
      '--graph',
      graphUrl,
      '--secret',
      SECRET_KEY,
      '--dispatch',
      dispatch.enabled ? 'on' : 'off',
      ...(dispatch.ratePerSecond ? ['--rate', String(dispatch.ratePerSecond)] : []),
      ...(dispatch.concurrency ? ['--concurrency', String(dispatch.concurrency)] : []),
    ],
    flags,
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin!.end();
    // A clean exit writes the CPU profile; a child that does not go is killed.
    const exited = once(child, 'exit');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const ready = (await next('port')) as { port: number; key: string; enterpriseId: string };
    // One statement at a time: the answers come back in order on one stream.
    let queue: Promise<unknown> = Promise.resolve();
    const ask = (sql: string, params: unknown[] = []) => {
      const asked = queue.then(async () => {
        child.stdin!.write(`${JSON.stringify({ sql, params })}\n`);
        const { answer } = (await next('answer')) as { answer: { rows?: unknown[]; sent?: number; error?: string } };
        if (answer.error) throw new Error(`child SQL: ${answer.error}\n${sql}`);
        return answer as { rows: unknown[]; sent: number; errors: { all: number; deadlocks: number } };
      });
      queue = asked.catch(() => undefined);
      return asked;
    };
    return {
      process: child,
      pid: child.pid!,
      base: `http://127.0.0.1:${ready.port}`,
      key: ready.key,
      enterpriseId: ready.enterpriseId,
      sql: async <T>(sql: string, params?: unknown[]) => (await ask(sql, params)).rows as T[],
      counters: async () => {
        const { sent, errors } = await ask('SELECT 1');
        return { sent, errors: errors.all, deadlocks: errors.deadlocks };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `work` with children, stopping every one of them (killing it if it will not stop) whatever happens. */
async function withChildren<T>(work: (started: Child[]) => Promise<T>): Promise<T> {
  const started: Child[] = [];
  try {
    return await work(started);
  } finally {
    await Promise.all(started.map((c) => c.stop().catch(() => c.process.kill('SIGKILL'))));
  }
}

interface Answer {
  status: number;
  /** Answers 503 (load shedding) before this one. */
  shed: number;
  body: { data?: Record<string, unknown>; message?: string } | null;
  text: string;
}

/** One API call with the child's key; while the server sheds load (503, just after start) it is asked again. */
async function api(child: Child, method: string, path: string, json?: unknown): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(child.base + path, {
      method,
      headers: {
        authorization: `Bearer ${child.key}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await response.text();
    if (response.status === 503 && attempt < 60) {
      await sleep(500);
      continue;
    }
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      // not JSON (a 413 from the body limit, say)
    }
    return { status: response.status, shed: attempt, body, text };
  }
}

async function created(child: Child, path: string, json: unknown): Promise<Record<string, unknown>> {
  const answer = await api(child, 'POST', path, json);
  if (answer.status !== 200 || !answer.body?.data) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer.body.data;
}

/** Until the server has stopped shedding load (it trains its demo bot just after start): three calls in a row. */
async function settle(child: Child): Promise<void> {
  for (let ok = 0, tries = 0; ok < 3 && tries < 120; tries++) {
    const response = await fetch(`${child.base}/api/e/broadcasts`, {
      headers: { authorization: `Bearer ${child.key}` },
    });
    await response.body?.cancel();
    ok = response.status === 503 ? 0 : ok + 1;
    if (ok < 3) await sleep(response.status === 503 ? 500 : 100);
  }
}

interface Setup {
  channelId: string;
  template: { id: string; name: string };
}

let templates = 0;
/** A Cloud API channel holding the fake's credentials, and an approved template with one body variable. */
async function setUpChannel(child: Child, fake: CloudApiFake): Promise<Setup> {
  await settle(child);
  const channel = await created(child, '/api/e/enterprise/channels', {
    name: 'Bench Cloud',
    type: WHATSAPP_CHANNEL_TYPE,
    vendor: VENDOR_IDS.whatsappCloud,
    data: {
      phoneNumberId: fake.phoneNumberId,
      wabaId: fake.wabaId,
      accessToken: fake.token,
      appSecret: fake.appSecret,
      verifyToken: fake.verifyToken,
    },
  });
  const channelId = channel.id as string;
  // The fake holds one business account for every database of the run: only this setup's template in it.
  fake.templates = [];
  templates += 1;
  const template = await created(child, '/api/chat/templates', {
    channelId,
    name: `bench_broadcast_${templates}`,
    language: 'en_US',
    category: 'UTILITY',
    type: 'DEFAULT',
    components: [{ type: 'BODY', text: 'Hello {{1}}, your order is ready.', example: ['Asha'] }],
  });
  fake.templates.find((t) => t.id === template.providerTemplateId)!.status = 'APPROVED';
  await created(child, '/api/chat/templates/sync', { channelId });
  return { channelId, template: { id: template.id as string, name: template.name as string } };
}

let segments = 0;
/**
 * A segment of `count` customers (created through the API), the customers inserted with one statement: numbers
 * +1<area><7 digits>, a distinct area per segment so each broadcast's recipients are told apart at the fake.
 * Only the columns a customer needs (migrations 010, 015, 027, 028): no search words (cm_customer_search, which a
 * broadcast does not read) and no rebuild request, which would start background work during the measurement;
 * then ANALYZE, as an import ends.
 */
async function addSegment(child: Child, count: number): Promise<{ segmentId: string; numbers: string[] }> {
  segments += 1;
  const area = String(200 + segments);
  const tag = (await created(child, '/api/chat/tags', { name: `Bench segment ${segments}` })).tag as { id: string };
  // Ids as the server makes them (32 hex digits, creation order): a prefix of its own, then the row's number.
  const idPrefix = (Date.now() * 100 + segments).toString(16).padStart(12, '0').slice(-12);
  await child.sql(
    `INSERT INTO cm_customers (id, enterprise_id, name, phone_number, tags)
     SELECT $3 || lpad(to_hex(n), 20, '0'), $1, 'Customer ' || n, $4 || lpad(n::text, 7, '0'), ARRAY[$2::text]
       FROM generate_series(1, $5::int) AS n`,
    [child.enterpriseId, tag.id, idPrefix, `+1${area}`, count],
  );
  await child.sql('UPDATE cm_tags SET member_count = $2 WHERE id = $1', [tag.id, count]);
  // As an import leaves them (customerImport.ts): without statistics the planner takes a just-filled table for
  // empty, and each page of the segment (recipients.ts) sorts the whole rest of it instead of walking the key.
  await child.sql('ANALYZE cm_customers');
  const numbers = Array.from({ length: count }, (_, i) => `+1${area}${String(i + 1).padStart(7, '0')}`);
  return { segmentId: tag.id, numbers };
}

/** A broadcast request: the template's body variable from the customer's name. */
const broadcastRequest = (setup: Setup, recipients: { segmentId?: string; phoneNumber?: string[] }) => ({
  channelId: setup.channelId,
  name: 'Bench broadcast',
  phoneNumber: recipients.phoneNumber ?? [],
  ...(recipients.segmentId ? { segmentId: recipients.segmentId } : {}),
  message: { template: { templateId: setup.template.name, templateUId: setup.template.id } },
  columnMapping: [{ variable: 'body.1', type: 'column', value: 'name' }],
});

// ---- Part 1: accepting ------------------------------------------------------------------------------------------

interface AcceptRow {
  backend: string;
  recipients: string;
  seconds: number | null;
  goal: number;
  answer: string;
  queued: number | null;
  /** Seconds from the request until the last staged chunk was a queue row (stagedRecipients.ts). */
  allRows: number | null;
  rssBefore: number;
  rssAfter: number;
  peak: number;
  load: string;
}

async function measureAccept(backend: string, childArgs: string[], fake: CloudApiFake): Promise<AcceptRow[]> {
  const goal = backend === 'postgres' ? 2 : 5;
  return withChildren(async (children) => {
    const child = await startChild(childArgs, fake.graphUrl, { enabled: false });
    children.push(child);
    const setup = await setUpChannel(child, fake);
    const { segmentId, numbers } = await addSegment(child, RECIPIENTS);
    const rows: AcceptRow[] = [];
    const accept = async (label: string, request: ReturnType<typeof broadcastRequest>) => {
      await settle(child);
      const rssBefore = rssMb(child.pid);
      const started = performance.now();
      const { result: answer, peakMb } = await peakDuring(child.pid, () =>
        api(child, 'POST', '/api/e/broadcasts', request),
      );
      const seconds = (performance.now() - started) / 1000;
      const rssAfter = rssMb(child.pid);
      const data = answer.body?.data as { id: string; accepted: number; rejectedCount: number } | undefined;
      let queued: number | null = null;
      let allRows: number | null = null;
      if (answer.status === 200 && data) {
        for (;;) {
          const [staged] = await child.sql<{ n: number }>(
            'SELECT count(*)::int AS n FROM broadcast_staged WHERE broadcast_id = $1',
            [data.id],
          );
          if (!staged!.n) break;
          await sleep(20);
        }
        allRows = (performance.now() - started) / 1000;
        const [row] = await child.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM broadcast_messages WHERE broadcast_id = $1 AND state = 'queued'`,
          [data.id],
        );
        queued = row!.n;
      }
      rows.push({
        backend,
        recipients: label,
        seconds: answer.status === 200 ? seconds : null,
        goal,
        answer:
          (answer.status === 200 && data
            ? `${data.accepted} accepted, ${data.rejectedCount} rejected`
            : `${answer.status}: ${answer.body?.message ?? answer.text.slice(0, 80)}`) +
          // Asked again after a 503: the seconds include the waits.
          (answer.shed ? ` (after ${answer.shed} × 503)` : ''),
        queued,
        allRows,
        rssBefore,
        rssAfter,
        peak: peakMb,
        load: load(),
      });
      return answer.status;
    };
    await accept(`segment of ${RECIPIENTS.toLocaleString('en')}`, broadcastRequest(setup, { segmentId }));
    const typed = await accept(
      `${RECIPIENTS.toLocaleString('en')} typed numbers`,
      broadcastRequest(setup, { phoneNumber: numbers }),
    );
    if (typed === 413) {
      // More typed numbers than the send's request may carry (BROADCAST_LIMITS.requestBytes): time the most that fit.
      const bytes = BROADCAST_LIMITS.requestBytes;
      const fits = Math.floor((bytes - 2048) / (JSON.stringify(numbers[0]).length + 1) / 1000) * 1000;
      await accept(
        `${fits.toLocaleString('en')} typed numbers (most under ${bytes / 1024 / 1024} MiB)`,
        broadcastRequest(setup, { phoneNumber: numbers.slice(0, fits) }),
      );
    }
    return rows;
  });
}

// ---- Sends as the fake saw them ---------------------------------------------------------------------------------

interface Send {
  to: string;
  at: number;
  wamid: string;
  callbackData: string;
}

/** A number as the Cloud API takes it: digits, without the leading +. */
const digits = (number: string) => number.replace(/^\+/, '');

/** Template sends the fake answered, to numbers starting with `prefix` (digits), read incrementally. */
class SendLog {
  readonly sends: Send[] = [];
  /** Arrivals per recipient. */
  readonly times = new Map<string, number>();
  private scanned = 0;
  constructor(
    private readonly fake: CloudApiFake,
    private readonly prefix: string,
  ) {}

  update(): Send[] {
    const requests = this.fake.requests;
    for (; this.scanned < requests.length; this.scanned++) {
      const r = requests[this.scanned]!;
      const body = r.body as { type?: string; to?: string; biz_opaque_callback_data?: string } | undefined;
      if (!(r.method === 'POST' && r.wamid && body?.type === 'template' && body.to)) continue;
      const to = digits(body.to);
      if (!to.startsWith(this.prefix)) continue;
      this.sends.push({ to, at: r.at, wamid: r.wamid, callbackData: body.biz_opaque_callback_data ?? '' });
      this.times.set(to, (this.times.get(to) ?? 0) + 1);
    }
    return this.sends;
  }

  /** Duplicates (arrivals past a recipient's first) and recipients of `numbers` missing. */
  exactlyOnce(numbers: readonly string[]) {
    this.update();
    let duplicates = 0;
    for (const n of this.times.values()) duplicates += n - 1;
    const missing = numbers.filter((n) => !this.times.has(digits(n))).length;
    return { duplicates, missing };
  }
}

/**
 * Sends per second as the fake saw them: recipients / (the last recipient's first arrival − the first send). With
 * no duplicates that is messages / (last − first), as the issue asks; a message sent again (after a lost round
 * waited out its in-doubt time) would otherwise stretch the span by that wait.
 */
function sendRate(sends: readonly Send[]): { rate: number; seconds: number } {
  if (sends.length < 2) return { rate: 0, seconds: 0 };
  const firstArrival = new Map<string, number>();
  for (const s of sends) firstArrival.set(s.to, Math.min(firstArrival.get(s.to) ?? Infinity, s.at));
  let first = Infinity;
  let last = -Infinity;
  for (const at of firstArrival.values()) {
    first = Math.min(first, at);
    last = Math.max(last, at);
  }
  const seconds = (last - first) / 1000;
  return { rate: seconds > 0 ? firstArrival.size / seconds : 0, seconds };
}

/**
 * Sends a broadcast to a fresh segment of `count` and waits until the fake has every recipient (or nothing new
 * came for STALL_MS), then until the broadcast is completed, plus a moment for any late duplicate. `during` runs
 * alongside from the first send on (part 4's webhooks) until the broadcast is completed.
 */
async function dispatchOnce(
  children: readonly Child[],
  setup: Setup,
  fake: CloudApiFake,
  count: number,
  during?: (log: SendLog) => { stop(): Promise<void> },
) {
  const [first] = children;
  const { segmentId, numbers } = await addSegment(first!, count);
  const prefix = digits(numbers[0]!).slice(0, 4);
  await Promise.all(children.map(settle));
  const before = await Promise.all(children.map((c) => c.counters()));
  fake.requests.length = 0;
  const log = new SendLog(fake, prefix);
  let side: { stop(): Promise<void> } | null = null;
  const posted = performance.now();
  const { result, peakMb } = await peakDuring(first!.pid, async () => {
    const answer = await api(first!, 'POST', '/api/e/broadcasts', broadcastRequest(setup, { segmentId }));
    if (answer.status !== 200) throw new Error(`broadcast refused: ${answer.status} ${answer.text}`);
    const id = answer.body!.data!.id as string;
    let lastCount = 0;
    let lastProgress = performance.now();
    for (;;) {
      log.update();
      const distinct = log.times.size;
      if (!side && during && log.sends.length > 0) side = during(log);
      if (distinct >= count) break;
      if (log.sends.length !== lastCount) {
        lastCount = log.sends.length;
        lastProgress = performance.now();
      } else if (performance.now() - lastProgress > STALL_MS) break;
      await sleep(50);
    }
    // Completed: nothing queued or being sent (a send in doubt would wait inDoubtMs before going again). Part 4's
    // webhooks go on until then: the round's outcomes are written after its last send.
    let completedAt: number | null = null;
    for (let waited = 0; waited < 60_000; waited += 200) {
      const b = await api(first!, 'GET', `/api/e/broadcasts/${id}`);
      const status = b.body?.data?.status;
      if (status !== 'queued' && status !== 'sending') {
        completedAt = performance.now();
        break;
      }
      await sleep(200);
    }
    await (side as { stop(): Promise<void> } | null)?.stop();
    await sleep(1000);
    return { id, completedAt };
  });
  const sends = log.update();
  const after = await Promise.all(children.map((c) => c.counters()));
  const sum = (key: 'errors' | 'deadlocks') => after.reduce((n, c, i) => n + c[key] - before[i]![key], 0);
  return {
    id: result.id,
    numbers,
    sends,
    ...sendRate(sends),
    ...log.exactlyOnce(numbers),
    completedSeconds: result.completedAt === null ? null : (result.completedAt - posted) / 1000,
    perProcess: after.map((c, i) => c.sent - before[i]!.sent),
    errors: sum('errors'),
    deadlocks: sum('deadlocks'),
    peakMb,
  };
}

// ---- Part 2 and 4: throughput, and webhooks meanwhile -----------------------------------------------------------

/** Errors the server processes logged during a dispatch: all of them, and how many were deadlocks. */
const errorsCell = (r: { errors: number; deadlocks: number }) =>
  r.errors === 0 ? '0' : `${r.errors}${r.deadlocks ? ` (${r.deadlocks} deadlocks)` : ''}`;

interface ThroughputRow {
  backend: string;
  scenario: string;
  messages: number;
  rate: number;
  seconds: number;
  completed: number | null;
  perProcess: string;
  serverErrors: string;
  duplicates: number | null;
  missing: number | null;
  peak: number | null;
  load: string;
}

interface WebhookRow {
  backend: string;
  eventsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  other: string;
  reported: number;
  repeats: number;
  delivered: number;
  dispatchRate: number;
  aloneRate: number;
  duplicates: number;
  missing: number;
  serverErrors: string;
  load: string;
}

/** The fake alone: autocannon in a process of its own POSTs a template message at the dispatcher's concurrency. */
async function fakeCapacity(fake: CloudApiFake, amount: number): Promise<ThroughputRow> {
  fake.requests.length = 0;
  const body = JSON.stringify({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '+19990000001',
    type: 'template',
    template: { name: 'bench', language: { code: 'en_US' }, components: [] },
    biz_opaque_callback_data: '0123456789abcdef0123456789abcdef',
  });
  const cli = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));
  const runner = spawn(
    process.execPath,
    [
      cli,
      '--json',
      '-n',
      '-c',
      String(FAST.concurrency),
      '-a',
      String(amount),
      '-m',
      'POST',
      '-H',
      `authorization=Bearer ${fake.token}`,
      '-H',
      'content-type=application/json',
      '-b',
      body,
      `${fake.graphUrl}/${fake.phoneNumberId}/messages`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  runner.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(runner, 'exit')) as [number];
  if (code !== 0) throw new Error(`autocannon exited ${code}`);
  const result = JSON.parse(out.trim().split('\n').pop()!) as { '2xx': number; non2xx: number };
  // One recipient for all: the span of every answered send, not of first arrivals.
  const sends = new SendLog(fake, '1999').update().map((send, i) => ({ ...send, to: String(i) }));
  fake.requests.length = 0;
  return {
    backend: '(none)',
    scenario: `baseline: the fake alone (autocannon, ${FAST.concurrency} connections, ${result['2xx']} answered 200)`,
    messages: sends.length,
    ...sendRate(sends),
    completed: null,
    perProcess: '',
    serverErrors: '',
    duplicates: null,
    missing: null,
    peak: null,
    load: load(),
  };
}

/** Answers other than 2xx, by status code, and connection errors (timeouts among them). */
function otherAnswers(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code, stat]) => !code.startsWith('2') && stat.count)
    .map(([code, stat]) => `${code}: ${stat.count}`);
  if (result.errors) codes.push(`errors: ${result.errors}`);
  const total = result.non2xx + result.errors;
  return total ? `${total} (${codes.join(', ')})` : '0';
}

function statusWebhooks(
  child: Child,
  setup: Setup,
  fake: CloudApiFake,
  log: SendLog,
  finished: (result: autocannon.Result, reported: Set<string>, repeats: number) => void,
) {
  const reported = new Set<string>();
  let next = 0;
  let repeats = 0;
  const instance = autocannon(
    {
      url: `${child.base}/api/${whatsappWebhookPath(setup.channelId)}`,
      method: 'POST',
      connections: WEBHOOK_CONNECTIONS,
      duration: 3600,
      requests: [
        {
          setupRequest: (request) => {
            const sends = log.update();
            // The next message sent and not reported yet; when the reports have caught up with the sends, one
            // already reported again (a repeat changes nothing, as when Meta repeats itself).
            let send: Send;
            if (next < sends.length) send = sends[next++]!;
            else {
              send = sends[Math.floor(Math.random() * sends.length)]!;
              repeats += 1;
            }
            reported.add(send.wamid);
            const event = {
              ...statusEvent(send.wamid, 'delivered', Math.floor(Date.now() / 1000)),
              recipient_id: send.to,
              // As Meta does for a message sent with it.
              biz_opaque_callback_data: send.callbackData,
            };
            const body = JSON.stringify(messagesChange(fake, { statuses: [event] }));
            return {
              ...request,
              body,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'x-hub-signature-256': signature(body, fake.appSecret),
              },
            };
          },
        },
      ],
    },
    (error, result) => {
      if (!error) finished(result, reported, repeats);
    },
  );
  return {
    stop: async () => {
      const done = once(instance, 'done');
      instance.stop();
      await done;
    },
  };
}

async function measureDispatch(
  backend: string,
  childArgs: string[],
  fake: CloudApiFake,
): Promise<{ throughput: ThroughputRow[]; webhooks: WebhookRow[] }> {
  return withChildren(async (children) => {
    const first = await startChild(childArgs, fake.graphUrl, { enabled: true, ...FAST });
    children.push(first);
    const setup = await setUpChannel(first, fake);
    const throughput: ThroughputRow[] = [];
    const row = (scenario: string, r: Awaited<ReturnType<typeof dispatchOnce>>): ThroughputRow => ({
      backend,
      scenario,
      messages: r.sends.length,
      rate: r.rate,
      seconds: r.seconds,
      completed: r.completedSeconds,
      perProcess: r.perProcess.join(' + '),
      serverErrors: errorsCell(r),
      duplicates: r.duplicates,
      missing: r.missing,
      peak: r.peakMb,
      load: load(),
    });
    const alone = await dispatchOnce([first], setup, fake, MESSAGES);
    if (PARTS.has('2')) throughput.push(row('one process', alone));
    const webhooks: WebhookRow[] = [];

    // Part 4: the same dispatch, with signed `delivered` reports of messages already sent posted meanwhile.
    let webhook: { result: autocannon.Result; reported: Set<string>; repeats: number } | null = null;
    const during = !PARTS.has('4')
      ? null
      : await dispatchOnce([first], setup, fake, MESSAGES, (log) =>
          statusWebhooks(first, setup, fake, log, (result, reported, repeats) => {
            webhook = { result, reported, repeats };
          }),
        );
    const w = webhook as { result: autocannon.Result; reported: Set<string>; repeats: number } | null;
    if (w && during) {
      const [delivered] = await first.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM channel_messages cm JOIN broadcast_messages bm ON bm.id = cm.id
          WHERE bm.broadcast_id = $1 AND cm.status = 'delivered'`,
        [during.id],
      );
      webhooks.push({
        backend,
        eventsPerSecond: w.result.requests.average,
        p50: w.result.latency.p50,
        p99: w.result.latency.p99,
        max: w.result.latency.max,
        ok: w.result['2xx'],
        other: otherAnswers(w.result),
        reported: w.reported.size,
        repeats: w.repeats,
        delivered: delivered!.n,
        dispatchRate: during.rate,
        aloneRate: alone.rate,
        duplicates: during.duplicates,
        missing: during.missing,
        serverErrors: errorsCell(during),
        load: load(),
      });
    }

    if (backend === 'postgres' && PARTS.has('2')) {
      // A second server process on the same schema: both dispatch from the one queue.
      const second = await startChild(childArgs, fake.graphUrl, { enabled: true, ...FAST });
      children.push(second);
      throughput.push(row('two processes, one database', await dispatchOnce([first, second], setup, fake, MESSAGES)));
      // A round claims up to a window's budget (sendWindow.ts): at 100,000/s that is 10,000, a broadcast of 20,000
      // is two rounds, and a process may well take both. At SHARED_RATE rounds are small and both processes
      // interleave, at most that rate together.
      await Promise.all([first.stop(), second.stop()]);
      const shared = { enabled: true, ratePerSecond: SHARED_RATE, concurrency: FAST.concurrency };
      const both = [
        await startChild(childArgs, fake.graphUrl, shared),
        await startChild(childArgs, fake.graphUrl, shared),
      ];
      children.push(...both);
      throughput.push(
        row(
          `two processes, rate ${SHARED_RATE.toLocaleString('en')}/s (rounds of ${sendWindow(SHARED_RATE).perWindow})`,
          await dispatchOnce(both, setup, fake, MESSAGES),
        ),
      );
    }
    return { throughput, webhooks };
  });
}

// ---- Part 3: the default limit ----------------------------------------------------------------------------------

interface LimitRow {
  backend: string;
  messages: number;
  rate: number;
  seconds: number;
  slidingMax: number;
  clockMax: number;
  duplicates: number;
  missing: number;
  serverErrors: string;
  load: string;
}

/** Sends over the rate a one-second window may show without the budget having granted more (see busiestSecond). */
const LIMIT_TOLERANCE = sendWindow(DEFAULT_CHANNEL_RATE_PER_SECOND).perWindow;

/**
 * The most sends in any one second: sliding (any window [t, t + 1 s) starting at a send) and by the fake's clock
 * seconds. The budget comes in short windows of the database's clock (sendWindow.ts: 8 every 100 ms at 80 a second,
 * aligned to the window's length, now() being when the round's transaction began), while the fake stamps a send
 * when it arrives, a few milliseconds to a round's length later. A second that does not start on a window's edge
 * overlaps eleven windows, not ten: when the first one's sends land at its end and the last one's at its start, the
 * second holds eleven windows' worth, the rate plus one window (LIMIT_TOLERANCE), though no window granted more
 * than its share. A clock second at the fake can show the same, its edge falling between a window's grant and the
 * arrival of its sends.
 */
function busiestSecond(sends: readonly Send[]): { slidingMax: number; clockMax: number } {
  const times = sends.map((s) => s.at).sort((a, b) => a - b);
  let slidingMax = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (j < times.length && times[j]! < times[i]! + 1000) j++;
    slidingMax = Math.max(slidingMax, j - i);
  }
  const bySecond = new Map<number, number>();
  for (const t of times) bySecond.set(Math.floor(t / 1000), (bySecond.get(Math.floor(t / 1000)) ?? 0) + 1);
  return { slidingMax, clockMax: Math.max(0, ...bySecond.values()) };
}

async function measureLimit(backend: string, childArgs: string[], fake: CloudApiFake): Promise<LimitRow> {
  return withChildren(async (children) => {
    const child = await startChild(childArgs, fake.graphUrl, {
      enabled: true,
      ratePerSecond: DEFAULT_CHANNEL_RATE_PER_SECOND,
    });
    children.push(child);
    const setup = await setUpChannel(child, fake);
    const r = await dispatchOnce([child], setup, fake, LIMITED);
    return {
      backend,
      messages: r.sends.length,
      rate: r.rate,
      seconds: r.seconds,
      ...busiestSecond(r.sends),
      duplicates: r.duplicates,
      missing: r.missing,
      serverErrors: errorsCell(r),
      load: load(),
    };
  });
}

// ---- The run ----------------------------------------------------------------------------------------------------

async function main() {
  if (arg('child')) {
    await serveChild();
    process.exit(0);
  }
  const fake = await startCloudApiFake();
  const startLoad = load();
  const accepted: AcceptRow[] = [];
  const throughput: ThroughputRow[] = [];
  const webhooks: WebhookRow[] = [];
  const limits: LimitRow[] = [];
  try {
    if (PARTS.has('2')) throughput.push(await fakeCapacity(fake, MESSAGES));
    if (!SKIP_EMBEDDED) {
      // A data directory of its own for each part (removed afterwards), so no part's queue is another's.
      const dirs: string[] = [];
      const inDir = () => {
        const dir = mkdtempSync(join(tmpdir(), 'parley-broadcasts-'));
        dirs.push(dir);
        return ['--child', 'pglite', '--dir', dir];
      };
      try {
        if (PARTS.has('1')) accepted.push(...(await measureAccept('embedded', inDir(), fake)));
        if (PARTS.has('2') || PARTS.has('4')) {
          const d = await measureDispatch('embedded', inDir(), fake);
          throughput.push(...d.throughput);
          webhooks.push(...d.webhooks);
        }
        if (PARTS.has('3')) limits.push(await measureLimit('embedded', inDir(), fake));
      } finally {
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    }
    if (POSTGRES) {
      // A schema of its own for each part (dropped afterwards), so no part's queue is another's.
      const inSchema = <T>(run: (childArgs: string[]) => Promise<T>) =>
        withPostgresSchema(POSTGRES, 'bench_broadcasts', (schema) =>
          run(['--child', 'postgres', '--url', POSTGRES, '--schema', schema]),
        );
      if (PARTS.has('1')) accepted.push(...(await inSchema((a) => measureAccept('postgres', a, fake))));
      if (PARTS.has('2') || PARTS.has('4')) {
        const d = await inSchema((a) => measureDispatch('postgres', a, fake));
        throughput.push(...d.throughput);
        webhooks.push(...d.webhooks);
      }
      if (PARTS.has('3')) limits.push(await inSchema((a) => measureLimit('postgres', a, fake)));
    }
  } finally {
    await fake.close();
  }
  print(startLoad, accepted, throughput, webhooks, limits);
}

const fixed = (n: number | null, digits = 2) => (n === null ? '—' : n.toFixed(digits));
const whole = (n: number | null) => (n === null ? '—' : Math.round(n).toLocaleString('en'));

function print(
  startLoad: string,
  accepted: AcceptRow[],
  throughput: ThroughputRow[],
  webhooks: WebhookRow[],
  limits: LimitRow[],
) {
  console.log(`\nMachine: load average ${startLoad} at the start, ${load()} at the end (1 min)\n`);

  console.log(
    `1. Accepting a broadcast (dispatcher off): request to answer; goal < 2 s PostgreSQL, < 5 s embedded, memory flat\n`,
  );
  console.log(
    markdownTable(
      [
        'backend',
        'recipients',
        'seconds',
        'goal',
        'answer',
        'queued (SQL)',
        'all queue rows after s',
        'RSS before MB',
        'after MB',
        'peak MB',
        'load',
      ],
      accepted.map((r) => [
        r.backend,
        r.recipients,
        fixed(r.seconds),
        `< ${r.goal} s${r.seconds === null ? '' : r.seconds < r.goal ? ' met' : ' MISSED'}`,
        r.answer,
        r.queued === null ? '—' : `${whole(r.queued)}`,
        fixed(r.allRows),
        fixed(r.rssBefore, 0),
        fixed(r.rssAfter, 0),
        `${fixed(r.peak, 0)} (+${fixed(r.peak - r.rssBefore, 0)})`,
        r.load,
      ]),
    ),
  );

  console.log(
    `\n2. Dispatch throughput to the Cloud API fake (rate ${FAST.ratePerSecond.toLocaleString('en')}/s, ` +
      `${FAST.concurrency} in flight per process): sends/s at the fake, first to last; goal ≥ 1,000/s on PostgreSQL\n`,
  );
  console.log(
    markdownTable(
      [
        'backend',
        'scenario',
        'messages',
        'sends/s',
        'goal',
        'first→last s',
        'POST→completed s',
        'sent per process',
        'duplicates',
        'missing',
        'server errors',
        'peak RSS MB',
        'load',
      ],
      throughput.map((r) => [
        r.backend,
        r.scenario,
        whole(r.messages),
        whole(r.rate),
        r.backend === 'postgres' ? `≥ 1,000${r.rate >= 1000 ? ' met' : ' MISSED'}` : '',
        fixed(r.seconds),
        fixed(r.completed),
        r.perProcess,
        r.duplicates === null ? '' : String(r.duplicates),
        r.missing === null ? '' : String(r.missing),
        r.serverErrors,
        fixed(r.peak, 0),
        r.load,
      ]),
    ),
  );

  console.log(
    `\n3. The default limit (${DEFAULT_CHANNEL_RATE_PER_SECOND}/s per channel): messages / (last − first send); ` +
      `goal ≥ ${(DEFAULT_CHANNEL_RATE_PER_SECOND * 0.95).toFixed(0)}/s and at most ${DEFAULT_CHANNEL_RATE_PER_SECOND} ` +
      `(+ ${LIMIT_TOLERANCE}, one send window, for alignment) in any second\n`,
  );
  console.log(
    markdownTable(
      [
        'backend',
        'messages',
        'sends/s',
        'goal',
        'first→last s',
        'most in any 1 s (sliding)',
        'most in a clock second',
        'duplicates',
        'missing',
        'server errors',
        'load',
      ],
      limits.map((r) => [
        r.backend,
        whole(r.messages),
        fixed(r.rate, 1),
        `≥ ${(DEFAULT_CHANNEL_RATE_PER_SECOND * 0.95).toFixed(0)}${r.rate >= DEFAULT_CHANNEL_RATE_PER_SECOND * 0.95 ? ' met' : ' MISSED'}`,
        fixed(r.seconds),
        `${r.slidingMax}${r.slidingMax <= DEFAULT_CHANNEL_RATE_PER_SECOND + LIMIT_TOLERANCE ? '' : ' OVER'}`,
        `${r.clockMax}${r.clockMax <= DEFAULT_CHANNEL_RATE_PER_SECOND + LIMIT_TOLERANCE ? '' : ' OVER'}`,
        String(r.duplicates),
        String(r.missing),
        r.serverErrors,
        r.load,
      ]),
    ),
  );

  console.log(
    `\n4. Signed "delivered" status webhooks (autocannon, ${WEBHOOK_CONNECTIONS} connections) while one process ` +
      `dispatches ${MESSAGES.toLocaleString('en')} messages\n`,
  );
  console.log(
    markdownTable(
      [
        'backend',
        'events/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        '2xx',
        'other',
        'messages reported',
        'repeats',
        'delivered (SQL)',
        'dispatch sends/s meanwhile',
        'alone (part 2)',
        'duplicates',
        'missing',
        'server errors',
        'load',
      ],
      webhooks.map((r) => [
        r.backend,
        whole(r.eventsPerSecond),
        String(r.p50),
        String(r.p99),
        String(r.max),
        String(r.ok),
        r.other,
        whole(r.reported),
        whole(r.repeats),
        whole(r.delivered),
        whole(r.dispatchRate),
        whole(r.aloneRate),
        String(r.duplicates),
        String(r.missing),
        r.serverErrors,
        r.load,
      ]),
    ),
  );
}

await main();
