/**
 * Attachment uploads through the HTTP API: a server in a child process (embedded database, files in its data
 * directory) receives generated PDFs — 1 MB as the baseline, then 100 MB, the largest upload — several times each,
 * streams each back, and sends each as a document through a WhatsApp Cloud API channel (the library file uploaded
 * to the phone number's media, here the Cloud API fake on 127.0.0.1 in this process). Printed per run: throughput,
 * and the server process's resident memory before the call and at its peak during it (VmHWM, reset before each
 * call through /proc/<pid>/clear_refs; sampled VmRSS where that reset is not allowed). The goal: memory stays flat,
 * a 100 MB file grows the server no more than a 1 MB one does, give or take the socket and stream buffers.
 *   npm run bench:upload -- [--runs 3] [--mb 100]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { arg, measuredNodeFlags } from './args.ts';
import { markdownTable } from './markdownTable.ts';
import { peakDuring, rssMb } from './processMemory.ts';
import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE } from '@parley/api-client/contract';
import { startCloudApiFake } from '../packages/server/test/support/cloudApiFake.ts';
import { childDatabase, startBenchServer } from './serverChild.ts';

const RUNS = Number(arg('runs') ?? 3);
const LARGE_MB = Number(arg('mb') ?? 100);
const MB = 1024 * 1024;
const CHUNK = 256 * 1024;

/** The child: a server on a random port and an API key of its administrator; runs until stdin ends. */
async function serveChild() {
  const whatsapp = { graphUrl: arg('graph')!, timeoutMs: 60_000 };
  const { server, port, key } = await startBenchServer(childDatabase(), { level: 'warn' }, { whatsapp });
  console.log(JSON.stringify({ port, key }));
  for await (const line of createInterface({ input: process.stdin })) void line;
  await server.close();
}

/** A PDF's first bytes: documents may be as large as the largest upload (100 MB). */
const PDF_HEAD = Buffer.from('%PDF-1.4\n% generated for the upload bench\n');

/** A multipart body carrying a `size`-byte PDF (its head, then zeros), made as it is sent. */
function multipartBody(size: number, boundary: string): ReadableStream<Uint8Array> {
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = new Uint8Array(CHUNK);
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent === -1) {
        controller.enqueue(new Uint8Array(Buffer.concat([opening, PDF_HEAD])));
        sent = PDF_HEAD.length;
      } else if (sent < size) {
        const n = Math.min(CHUNK, size - sent);
        controller.enqueue(n === CHUNK ? zeros : zeros.subarray(0, n));
        sent += n;
      } else {
        controller.enqueue(new Uint8Array(closing));
        controller.close();
      }
    },
  });
}

interface Row {
  size: string;
  run: number;
  direction: string;
  seconds: number;
  mbPerSecond: number;
  rssBefore: number;
  peak: number;
  how: string;
}

async function measure(childArgs: string[]): Promise<Row[]> {
  const script = fileURLToPath(import.meta.url);
  const meta = await startCloudApiFake({ discardMediaBytes: true });
  const child = spawn(
    process.execPath,
    [
      ...measuredNodeFlags(),
      '--import',
      'tsx',
      '--conditions=@parley/source',
      script,
      ...childArgs,
      '--graph',
      meta.graphUrl,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  let ready: { port: number; key: string } | undefined;
  while (!ready) {
    const { value, done } = await lines.next();
    if (done) throw new Error('the server child exited');
    try {
      const parsed = JSON.parse(value as string) as { port?: number; key?: string };
      if (parsed.port && parsed.key) ready = { port: parsed.port, key: parsed.key };
    } catch {
      // not ours
    }
  }
  const base = `http://127.0.0.1:${ready.port}/api`;
  const auth = { authorization: `Bearer ${ready.key}` };
  const pid = child.pid!;
  const rows: Row[] = [];

  const uploadOnce = async (size: number): Promise<string> => {
    const boundary = `----bench${Date.now().toString(16)}`;
    const response = await fetch(`${base}/e/drive/upload`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(size, boundary),
      duplex: 'half',
    } as RequestInit);
    // Just started, the server trains its demo bot and may shed calls for a while (503, Retry-After).
    if (response.status === 503) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return uploadOnce(size);
    }
    const answer = (await response.json()) as { data?: { fileId: string; size: number }; message?: string };
    if (response.status !== 200 || answer.data?.size !== size)
      throw new Error(`upload of ${size} bytes: ${response.status} ${answer.message ?? ''}`);
    return answer.data.fileId;
  };
  /** A GET, again after a second while the server sheds calls (503). */
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Response> => {
    const response = await fetch(url, { headers });
    if (response.status !== 503) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return get(url, headers);
  };
  const downloadOnce = async (fileId: string, size: number) => {
    const access = (await (await get(`${base}/e/enterprise/download/getId`, auth)).json()) as {
      data: { accessId: string };
    };
    const response = await get(`${base}/e/drive/files/${fileId}?x-access-id=${access.data.accessId}`);
    if (response.status !== 200) throw new Error(`download: ${response.status} ${await response.text()}`);
    let received = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
    if (received !== size) throw new Error(`download: ${received} of ${size} bytes`);
  };

  /** A JSON POST, again after a second while the server sheds calls (503). */
  const post = async (url: string, json: unknown): Promise<Response> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    if (response.status !== 503) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return post(url, json);
  };
  /** A Cloud API channel on the fake, to send library files through. */
  const cloudChannel = async (): Promise<string> => {
    const response = await post(`${base}/e/enterprise/channels`, {
      name: 'Bench Cloud',
      type: WHATSAPP_CHANNEL_TYPE,
      vendor: VENDOR_IDS.whatsappCloud,
      data: {
        phoneNumberId: meta.phoneNumberId,
        wabaId: meta.wabaId,
        accessToken: meta.token,
        appSecret: meta.appSecret,
        verifyToken: meta.verifyToken,
      },
    });
    const answer = (await response.json()) as { data?: { id: string }; message?: string };
    if (!answer.data) throw new Error(`channel: ${response.status} ${answer.message ?? ''}`);
    return answer.data.id;
  };
  const sendOnce = async (channelId: string, fileId: string, size: number) => {
    const uploadsBefore = meta.media.size;
    const response = await post(`${base}/e/enterprise/channels/${channelId}/messages`, {
      to: '+14155550123',
      media: { type: 'document', url: `${base}/e/drive/files/${fileId}`, fileName: 'bench.pdf' },
    });
    if (response.status !== 200) throw new Error(`send: ${response.status} ${await response.text()}`);
    const uploaded = meta.requests.filter((r) => r.path.endsWith('/media')).at(-1);
    if (meta.media.size !== uploadsBefore + 1 || !uploaded) throw new Error(`send of ${size} bytes uploaded nothing`);
  };

  try {
    const channelId = await cloudChannel();
    // One warm-up call, so the first measured run does not pay for loading the upload path.
    await uploadOnce(MB);
    for (const size of [MB, LARGE_MB * MB]) {
      for (let run = 1; run <= RUNS; run++) {
        let fileId = '';
        const timed = async (direction: string, work: () => Promise<void>) => {
          const rssBefore = rssMb(pid);
          const started = performance.now();
          const { peakMb, how } = await peakDuring(pid, work);
          const seconds = (performance.now() - started) / 1000;
          const mbPerSecond = size / MB / seconds;
          rows.push({ size: label(size), run, direction, seconds, mbPerSecond, rssBefore, peak: peakMb, how });
        };
        await timed('upload', async () => void (fileId = await uploadOnce(size)));
        await timed('download', () => downloadOnce(fileId, size));
        await timed('to WhatsApp', () => sendOnce(channelId, fileId, size));
      }
    }
  } finally {
    child.stdin!.end();
    await once(child, 'exit');
    await meta.close();
  }
  return rows;
}

const label = (size: number) => `${size / MB} MB`;

const CHILD = arg('child');
if (CHILD) {
  await serveChild();
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'parley-upload-'));
const load = loadavg()[0]!.toFixed(1);
let rows: Row[];
try {
  rows = await measure(['--child', 'pglite', '--dir', join(dir, 'pglite')]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\nAttachment uploads, downloads and sends to the Cloud API (PDF, embedded server), ${RUNS} runs each, load average ${load} at the start\n`,
);
console.log(
  markdownTable(
    ['file', 'run', 'direction', 'seconds', 'MB/s', 'RSS before MB', 'peak RSS MB', 'growth MB', 'peak from'],
    rows.map((r) => [
      r.size,
      String(r.run),
      r.direction,
      r.seconds.toFixed(2),
      r.mbPerSecond.toFixed(1),
      r.rssBefore.toFixed(0),
      r.peak.toFixed(0),
      (r.peak - r.rssBefore).toFixed(1),
      r.how,
    ]),
  ),
);
const worst = (size: string, direction: string) =>
  Math.max(...rows.filter((r) => r.size === size && r.direction === direction).map((r) => r.peak - r.rssBefore));
for (const direction of ['upload', 'to WhatsApp'])
  console.log(
    `Largest ${direction} growth: ${worst(label(MB), direction).toFixed(1)} MB for 1 MB, ${worst(label(LARGE_MB * MB), direction).toFixed(1)} MB for ${LARGE_MB} MB`,
  );
