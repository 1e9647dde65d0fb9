/**
 * Customer master benchmark: import a generated CSV (five custom fields, ~3 % invalid rows) through the real
 * HTTP API and background worker, then time the customer list and search at that size.
 *   npm run bench:customers -- [--rows 1000000] [--postgres postgres://user@127.0.0.1:5432/db] [--skip-embedded]
 * Embedded PGlite always runs (in a temporary data directory) unless --skip-embedded; PostgreSQL when --postgres is given
 * (in a throwaway schema, dropped afterwards). Prints one table.
 */
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { createServer } from '../packages/server/src/server.ts';
import { createApiKey } from '../packages/server/src/services/apiKeys.ts';
import { importWorkerFor } from '../packages/server/src/http/customerMasterPlugin.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('rows') ?? 50_000);
const POSTGRES = arg('postgres');
const SKIP_EMBEDDED = process.argv.includes('--skip-embedded');
const QUERIES = 200;

const table: string[][] = [];
const dir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
const csvPath = join(dir, `customers-${ROWS}.csv`);

const CITIES = ['Mumbai', 'Pune', 'Delhi', 'Chennai', 'Kolkata', 'Jaipur', 'Surat', 'Indore'];
const PLANS = ['Gold', 'Silver', 'Bronze'];
const FIRST = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Dev', 'Isha', 'Arjun', 'Nina', 'Farid', 'Lata', 'Zoe', 'Omar'];
const LAST = ['Rao', 'Kumar', 'Iyer', 'Patel', 'Shah', 'Das', 'Nair', 'Khan', 'Sen', 'Bose'];

/** Deterministic rows: every 33rd has a bad phone, every 50th a non-numeric age (about 5 % invalid together). */
async function writeCsv(rows: number) {
  const out = createWriteStream(csvPath);
  out.write('phoneNumber,name,city,age,plan,email,notes\n');
  let buf = '';
  for (let i = 0; i < rows; i += 1) {
    const phone = i % 33 === 7 ? `12${i}` : `9${String(100_000_000 + i).padStart(9, '0')}`;
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    const age = i % 50 === 11 ? 'abc' : String(18 + (i % 60));
    buf += `${phone},${name},${CITIES[i % CITIES.length]},${age},${PLANS[i % 3]},user${i}@example.com,"Note ${i}, first batch"\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

async function run(label: string, options: { dataDir?: string; databaseUrl?: string; schema?: string }) {
  const server = await createServer({ ...options, staticDir: '/nonexistent', adminPassword: 'bench-password-123' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}/api/chat`;
  try {
    const [owner] = await server.db.query<{ id: string; enterprise_id: string }>('SELECT id, enterprise_id FROM users LIMIT 1');
    const { key } = await createApiKey(server.db, { userId: owner!.id, enterpriseId: owner!.enterprise_id }, 'bench');
    const headers = { authorization: `Bearer ${key}` };
    const call = async (method: string, path: string, json?: unknown) => {
      const res = await fetch(`${base}/${path}`, {
        method,
        headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(json ? { body: JSON.stringify(json) } : {}),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads a few known fields
      const body = (await res.json()) as { status: boolean; message: string; data: any };
      if (!res.ok) throw new Error(`${method} ${path}: ${body.message}`);
      return body.data;
    };
    const field = (fieldName: string, over: Record<string, unknown>) =>
      call('POST', 'inputfield_definitions', { fieldName, fieldLabel: fieldName, fieldHelptext: fieldName, mandatory: false, ...over });
    await field('city', { fieldType: 'text', inputType: 'alphabets', validations: [{ id: 'minValue', value: 2 }, { id: 'maxValue', value: 30 }, { id: 'allowSpecialChars', value: false }] });
    await field('age', { fieldType: 'text', inputType: 'number', mandatory: true, validations: [{ id: 'maxValue', value: 3 }] });
    await field('plan', { fieldType: 'selectbox-singlevalue', defaultValue: 'Gold,Silver,Bronze' });
    await field('email', { fieldType: 'text', inputType: 'alphanumeric', validations: [{ id: 'allowSpecialChars', value: true }, { id: 'allowedChars', value: ['@', '.', '_', '-'] }] });
    await field('notes', { fieldType: 'textarea', inputType: 'alphanumeric', commaIncluded: true, validations: [{ id: 'maxValue', value: 200 }, { id: 'allowSpecialChars', value: true }] });
    const segment = (await call('POST', 'tags', { name: 'Bench' })).tag.id as string;

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const baseRss = process.memoryUsage().rss;

    const t0 = performance.now();
    const form = new FormData();
    form.append('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'bench.csv');
    form.append('segmentId', segment);
    const uploadRes = await fetch(`${base}/customers/upload`, { method: 'POST', headers, body: form });
    const parsed = ((await uploadRes.json()) as { data: { uploadId: string; parsedHeaders: { userHeaders: string[] } } }).data;
    const uploadSecs = (performance.now() - t0) / 1000;
    const mapping = (parsed.parsedHeaders.userHeaders as string[]).map((h) => ({ src: h, des: h }));
    const t1 = performance.now();
    await call('POST', 'customers/import', { uploadId: parsed.uploadId, headerMapping: mapping });
    await importWorkerFor(server.db).idle();
    const importSecs = (performance.now() - t1) / 1000;
    clearInterval(sampler);
    const upload = (await call('GET', `uploads/${parsed.uploadId}`)).upload;
    if (upload.state !== 'COMPLETED') throw new Error(`import ended ${upload.state}: ${upload.message}`);

    console.log(`${label}: imported ${upload.totalLines} rows in ${importSecs.toFixed(1)} s (${Math.round(upload.totalLines / importSecs)} rows/s), peak RSS ${Math.round(peak / 2 ** 20)} MB; timing queries…`);
    const timeCalls = async (paths: string[]) => {
      const ms: number[] = [];
      for (const path of paths) {
        const s = performance.now();
        await call('GET', path);
        ms.push(performance.now() - s);
      }
      return p95(ms);
    };
    const lists = Array.from({ length: QUERIES }, (_, i) =>
      i % 2 ? `customers?perPage=10&from=${(i * 10) % 1000}` : `customers?perPage=10&tags=${segment}&from=${(i * 10) % 1000}`,
    );
    const searches = Array.from({ length: QUERIES }, (_, i) =>
      i % 2 ? `customers?perPage=10&search=${FIRST[i % FIRST.length]!.toLowerCase()}` : `customers?perPage=10&search=${9100000000 + ((i * 7919) % ROWS)}`,
    );
    const listP95 = await timeCalls(lists);
    const searchP95 = await timeCalls(searches);
    const segP95 = await timeCalls(Array.from({ length: 20 }, () => 'tags'));

    const rowsPerSec = Math.round(upload.totalLines / importSecs);
    table.push([
      label,
      upload.totalLines.toLocaleString('en'),
      upload.acceptedLines.toLocaleString('en'),
      upload.errorLines.toLocaleString('en'),
      `${uploadSecs.toFixed(1)} s`,
      `${importSecs.toFixed(1)} s`,
      rowsPerSec.toLocaleString('en'),
      `${Math.round(peak / 2 ** 20)} MB (+${Math.round((peak - baseRss) / 2 ** 20)})`,
      `${listP95.toFixed(1)} ms`,
      `${searchP95.toFixed(1)} ms`,
      `${segP95.toFixed(1)} ms`,
    ]);
  } finally {
    await server.close();
  }
}

await writeCsv(ROWS);
console.log(`CSV: ${ROWS.toLocaleString('en')} rows, ${(statSync(csvPath).size / 2 ** 20).toFixed(1)} MB, 5 custom fields`);
try {
  if (!SKIP_EMBEDDED) await run('PGlite (embedded)', { dataDir: join(dir, 'pglite') });
  if (POSTGRES) {
    const schema = `bench_${Date.now().toString(36)}`;
    try {
      await run('PostgreSQL', { databaseUrl: POSTGRES, schema });
    } finally {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const head = ['backend', 'rows', 'accepted', 'errors', 'upload', 'import', 'rows/s', 'peak RSS', 'list p95', 'search p95', 'segments p95'];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of table) console.log(line(r));
console.log('Goals: import >= 100,000 rows/s on PostgreSQL, >= 50,000 embedded; RSS under 300 MB; list and search p95 < 100 ms.');
