/**
 * The server under load: a server in a child process (embedded database, and PostgreSQL when given), driven by
 * autocannon at 20 and 100 connections per scenario, printed as one table.
 *   npm run bench:load -- [--seconds 5] [--postgres postgres://user@127.0.0.1:5432/db] [--skip-embedded]
 * Scenarios: the agents list with a session token and with an API key (the key's path must stay within 5 %),
 * the customers list, customer search, creating customers (every 2xx checked in the database exactly once), and
 * /healthz while 300 connections hammer the customer list (liveness must stay fast; the server sheds the rest with
 * 503). Goals (issue "the server under load"): max ≤ 3 × p99 at 100 connections, API key ≥ 0.95 × session.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { arg } from './args.ts';
import { childDatabase, spawnBenchChild, startBenchServer, withPostgresSchema } from './serverChild.ts';
import { markdownTable } from './markdownTable.ts';
import { rssMb } from './processMemory.ts';

const SECONDS = Number(arg('seconds') ?? 5);
const POSTGRES = arg('postgres');
const SKIP_EMBEDDED = process.argv.includes('--skip-embedded');
const CONNECTIONS = [20, 100];

/** The child: a server on a random port, a session token and an API key of its administrator; runs until stdin ends. */
async function serveChild() {
  const { createSession } = await import('../packages/server/src/auth/sessions.ts');
  const { server, port, user, key } = await startBenchServer(childDatabase(), { level: 'warn' });
  const token = await createSession(server.db, user);
  console.log(JSON.stringify({ port, token, key }));
  // The parent asks how many customers carry a marker: the exactly-once check of the create scenario.
  for await (const line of createInterface({ input: process.stdin })) {
    const [found] = await server.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM cm_customers WHERE name LIKE $1',
      [`${line.trim()}%`],
    );
    console.log(JSON.stringify({ count: Number(found?.count ?? 0) }));
  }
  await server.close();
}

interface Row {
  backend: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  shed: number;
  rssMb: number;
  note: string;
}

function fire(options: autocannon.Options): Promise<{ result: autocannon.Result; shed: number }> {
  let shed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve({ result, shed }),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode === 503) shed += 1;
    });
  });
}

async function measure(backend: string, childArgs: string[]): Promise<Row[]> {
  const script = fileURLToPath(import.meta.url);
  const { child, next } = spawnBenchChild(script, childArgs);
  const { port, token, key } = (await next('port')) as { port: number; token: string; key: string };
  const base = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  const row = (scenario: string, connections: number, r: autocannon.Result, shed: number, note = '') =>
    rows.push({
      backend,
      scenario,
      connections,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx + r.errors + r.timeouts,
      shed,
      rssMb: rssMb(child.pid!),
      note:
        note ||
        (r.non2xx + r.errors > 0 ? `statuses ${JSON.stringify(r.statusCodeStats ?? {})}, errors ${r.errors}` : ''),
    });
  try {
    // Customers first, so the lists and the search have rows: each create is checked in the database after.
    const marker = `Load${Date.now().toString(36)}`;
    let created = 0;
    // Requests still in flight when a round stops may be stored without their answer being counted.
    let sent = 0;
    for (const connections of CONNECTIONS) {
      let n = 0;
      const { result, shed } = await fire({
        url: `${base}/api/chat/customers`,
        connections,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              const phone = String(9_000_000_000 + connections * 10_000_000 + n);
              return {
                ...request,
                body: JSON.stringify({ name: `${marker} ${connections}-${n}`, phoneNumber: phone }),
              };
            },
          },
        ],
      });
      created += result['2xx'];
      sent += result.requests.sent;
      row('create customer', connections, result, shed);
    }
    child.stdin!.write(`${marker}\n`);
    const { count } = (await next('count')) as { count: number };
    rows.at(-1)!.note =
      `${created} answered 2xx of ${sent} sent, ${count} stored${count >= created && count <= sent ? ' (none lost, none doubled)' : ' (MISMATCH)'}`;

    const scenarios: [string, string, string][] = [
      ['agents list (session)', '/api/nlp/v2/agent', token],
      ['agents list (API key)', '/api/nlp/v2/agent', key],
      ['customers list', '/api/chat/customers?perPage=15', token],
      ['customer search', `/api/chat/customers?perPage=15&search=${marker}%20100-1`, token],
    ];
    for (const [scenario, path, bearer] of scenarios)
      for (const connections of CONNECTIONS) {
        const { result, shed } = await fire({
          url: base + path,
          connections,
          headers: { authorization: `Bearer ${bearer}` },
        });
        row(scenario, connections, result, shed);
      }

    // Overload: 300 connections on the customer list while /healthz is probed.
    const overload = fire({
      url: `${base}/api/chat/customers?perPage=15`,
      connections: 300,
      headers: { authorization: `Bearer ${token}` },
    });
    const probe = await fire({ url: `${base}/healthz`, connections: 1, duration: Math.max(1, SECONDS - 1) });
    const flood = await overload;
    row('overload: customers list', 300, flood.result, flood.shed);
    row('overload: /healthz', 1, probe.result, probe.shed, 'liveness while 300 connections wait');
  } finally {
    child.stdin!.end();
    await once(child, 'exit');
  }
  return rows;
}

const CHILD = arg('child');
if (CHILD) {
  await serveChild();
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'parley-load-'));
const rows: Row[] = [];
const load = loadavg()[0]!.toFixed(1);
try {
  if (!SKIP_EMBEDDED) rows.push(...(await measure('embedded', ['--child', 'pglite', '--dir', join(dir, 'pglite')])));
  if (POSTGRES)
    rows.push(
      ...(await withPostgresSchema(POSTGRES, 'load', (schema) =>
        measure('PostgreSQL', ['--child', 'postgres', '--url', POSTGRES, '--schema', schema]),
      )),
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nServer under load: ${SECONDS} s per round, load average ${load} at the start\n`);
console.log(
  markdownTable(
    [
      'backend',
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'max/p99',
      'non-2xx',
      'of them 503',
      'RSS MB',
      'note',
    ],
    rows.map((r) => [
      r.backend,
      r.scenario,
      String(r.connections),
      r.rps.toFixed(0),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      r.max.toFixed(0),
      r.p99 > 0 ? (r.max / r.p99).toFixed(1) : '-',
      String(r.non2xx),
      String(r.shed),
      r.rssMb.toFixed(0),
      r.note,
    ]),
  ),
);
const ratio = (backend: string) => {
  const of = (scenario: string) =>
    rows.find((r) => r.backend === backend && r.scenario === scenario && r.connections === 20)?.rps;
  const keyed = of('agents list (API key)');
  const session = of('agents list (session)');
  return keyed && session ? `${backend}: API key ${(keyed / session).toFixed(2)} × session (goal ≥ 0.95)` : '';
};
console.log(['', ...['embedded', 'PostgreSQL'].map(ratio).filter(Boolean)].join('\n'));
