import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A small WhatsApp Cloud API on 127.0.0.1 for tests: it answers messages, message templates and phone number
 * reads in Meta's shapes (Graph API v27.0 paths), refuses any token but its own the way Meta does (HTTP 401,
 * OAuthException code 190), records every request, and posts signed webhooks back to a server under test.
 */

export const GRAPH_VERSION = 'v27.0';

export interface RecordedRequest {
  method: string;
  /** Below the version: `/106540352242922/messages`. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: any;
  /** When the fake had read it (Date.now()): the bench times sends by it. */
  at: number;
  /** The message id a send was answered with. */
  wamid?: string;
}

export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  components: any[];
  rejected_reason?: string;
}

export interface CloudApiFake {
  /** The versioned base address to give the server (PARLEY_WHATSAPP_GRAPH_URL). */
  graphUrl: string;
  token: string;
  phoneNumberId: string;
  wabaId: string;
  appSecret: string;
  verifyToken: string;
  /** The Meta app's id (resumable uploads of template samples). */
  appId: string;
  requests: RecordedRequest[];
  /** The business account's templates, as Meta holds them. */
  templates: FakeTemplate[];
  /** Media uploaded to the phone number (POST /<PHONE_NUMBER_ID>/media), by the id answered. */
  media: Map<string, { bytes: Buffer; mimeType: string; fileName: string }>;
  /** Template samples uploaded through the app's resumable upload, by the handle answered. */
  samples: Map<string, { bytes: Buffer; fileType: string; fileName: string }>;
  /** Answer the next message send with this Meta error instead (once). */
  failNextSend(error: { status: number; code: number; message: string; subcode?: number }): void;
  /** Hold every answer this long (for timeouts). */
  delayMs: number;
  /**
   * Where Meta would post the message statuses (the channel's webhook). When set, every message accepted is
   * reported `sent` there, signed, with its biz_opaque_callback_data; like Meta, a report the server does not
   * take (down, or not 200) is posted again until it is (every 200 ms, for a minute).
   */
  statusWebhookUrl: string | null;
  /** Reports still being retried. */
  pendingReports(): number;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const metaError = (response: ServerResponse, status: number, code: number, message: string, subcode?: number) =>
  json(response, status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: 'Atest',
    },
  });

async function readBytes(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const parseJson = (bytes: Buffer): any => {
  const text = bytes.toString('utf8');
  return text ? JSON.parse(text) : undefined;
};

interface FormPart {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body's parts (enough of RFC 7578 for what the adapter sends). */
function parseMultipart(bytes: Buffer, contentType: string | undefined): FormPart[] | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  if (!contentType?.startsWith('multipart/form-data') || !boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  let at = bytes.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (bytes.subarray(start, start + 2).toString() === '--') break;
    const next = bytes.indexOf(delimiter, start);
    if (next < 0) return null;
    const part = bytes.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (split < 0 || name === undefined) return null;
    parts.push({
      name,
      fileName: /filename="([^"]*)"/.exec(head)?.[1],
      contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      data: part.subarray(split + 4),
    });
    at = next;
  }
  return parts;
}

/** The media objects of a message body (its media, a template's header and card headers). */
function mediaObjects(body: any): any[] {
  const found: any[] = [];
  const visit = (value: any) => {
    if (!value || typeof value !== 'object') return;
    for (const type of ['image', 'video', 'document', 'audio'])
      if (value[type] && typeof value[type] === 'object' && ('id' in value[type] || 'link' in value[type]))
        found.push(value[type]);
    for (const child of Object.values(value)) visit(child);
  };
  visit(body);
  return found;
}

/** The header_handle samples of a template body's media headers (its own and its carousel cards'). */
function sampleHandles(components: any[]): string[] {
  return (components ?? []).flatMap((c: any) => [
    ...(c?.type === 'HEADER' && c.format !== 'TEXT' ? (c.example?.header_handle ?? []) : []),
    ...(c?.type === 'CAROUSEL' ? (c.cards ?? []).flatMap((card: any) => sampleHandles(card.components)) : []),
  ]);
}

export interface CloudApiFakeOptions {
  /** A fixed port (the end-to-end run points its server at it before it starts); any free one by default. */
  port?: number;
  /** Templates the business account already holds, as Meta would list them. */
  templates?: FakeTemplate[];
  /**
   * Answer `/_test/…` for a client in another process: GET credentials, GET received (the template sends), POST
   * status-webhook { url } (where statuses are reported). Never part of Meta's API; only the end-to-end run asks.
   */
  control?: boolean;
  /** Keep only the size of uploaded media, not its bytes (a bench's 100 MB files). */
  discardMediaBytes?: boolean;
}

export async function startCloudApiFake(options: CloudApiFakeOptions = {}): Promise<CloudApiFake> {
  let nextSendFailure: { status: number; code: number; message: string; subcode?: number } | null = null;
  let counter = 0;
  let pending = 0;
  const pendingSessions = new Map<string, { length: number; fileType: string; fileName: string }>();
  const report = async (message: any, wamid: string) => {
    const url = fake.statusWebhookUrl;
    if (!url) return;
    pending += 1;
    const status = {
      ...statusEvent(wamid, 'sent', Math.floor(Date.now() / 1000)),
      recipient_id: String(message.to),
      ...(message.biz_opaque_callback_data ? { biz_opaque_callback_data: message.biz_opaque_callback_data } : {}),
    };
    const body = messagesChange(fake, { statuses: [status] });
    const until = Date.now() + 60_000;
    try {
      while (Date.now() < until) {
        const answer = await postWebhook(url, body, fake.appSecret).catch(() => ({ status: 0 }));
        if (answer.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      pending -= 1;
    }
  };
  const fake: CloudApiFake = {
    graphUrl: '',
    token: `EAAG${randomBytes(24).toString('hex')}`,
    phoneNumberId: '106540352242922',
    wabaId: '102290129340398',
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: `verify-${randomBytes(6).toString('hex')}`,
    appId: '1234567890123456',
    requests: [],
    templates: [...(options.templates ?? [])],
    media: new Map(),
    samples: new Map(),
    delayMs: 0,
    statusWebhookUrl: null,
    pendingReports: () => pending,
    failNextSend(error) {
      nextSendFailure = error;
    },
    close: async () => undefined,
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const bytes = await readBytes(request).catch(() => Buffer.alloc(0));
    const isJson = (request.headers['content-type'] ?? '').startsWith('application/json') || request.method === 'GET';
    let body: any;
    try {
      body = isJson || !request.headers['content-type'] ? parseJson(bytes) : undefined;
    } catch {
      body = undefined;
    }
    if (options.control && url.pathname.startsWith('/_test/')) return control(url.pathname, body, response);
    const path = url.pathname.replace(`/${GRAPH_VERSION}`, '');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      body,
      at: Date.now(),
    };
    fake.requests.push(recorded);
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (!url.pathname.startsWith(`/${GRAPH_VERSION}/`))
      return metaError(response, 400, 2500, 'Unknown path components');
    const [first, second] = path.split('/').filter(Boolean);
    // Meta's resumable upload session takes the token as `OAuth <token>`; everything else as a bearer token.
    const session = first?.startsWith('upload:') ? first : null;
    const expected = session ? `OAuth ${fake.token}` : `Bearer ${fake.token}`;
    if (request.headers.authorization !== expected)
      return metaError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');

    if (request.method === 'POST' && first === fake.phoneNumberId && second === 'media') {
      const parts = parseMultipart(bytes, request.headers['content-type']);
      const field = (name: string) => parts?.find((p) => p.name === name && p.fileName === undefined)?.data.toString();
      const file = parts?.find((p) => p.name === 'file' && p.fileName !== undefined);
      if (!parts || field('messaging_product') !== 'whatsapp')
        return metaError(response, 400, 100, 'The parameter messaging_product is required.');
      if (!file || !field('type')) return metaError(response, 400, 100, 'The parameter file is required.');
      counter += 1;
      const id = `90${String(counter).padStart(14, '0')}`;
      const kept = options.discardMediaBytes ? Buffer.alloc(0) : Buffer.from(file.data);
      fake.media.set(id, { bytes: kept, mimeType: field('type')!, fileName: file.fileName ?? '' });
      return json(response, 200, { id });
    }
    if (request.method === 'POST' && first === fake.appId && second === 'uploads') {
      const length = Number(url.searchParams.get('file_length'));
      const fileType = url.searchParams.get('file_type') ?? '';
      if (!Number.isSafeInteger(length) || length <= 0 || !fileType)
        return metaError(response, 400, 100, 'Invalid parameter');
      counter += 1;
      pendingSessions.set(`upload:S${counter}`, {
        length,
        fileType,
        fileName: url.searchParams.get('file_name') ?? '',
      });
      return json(response, 200, { id: `upload:S${counter}?sig=ARZtest${counter}` });
    }
    if (request.method === 'POST' && session) {
      const pendingSession = pendingSessions.get(session);
      if (!pendingSession || !url.searchParams.get('sig'))
        return metaError(response, 400, 100, 'Invalid upload session');
      if (request.headers.file_offset !== '0' || bytes.length !== pendingSession.length)
        return metaError(response, 400, 100, 'The file offset or length does not match the session');
      pendingSessions.delete(session);
      counter += 1;
      const handle = `4::aW1hZ2U${counter}`;
      fake.samples.set(handle, { bytes, fileType: pendingSession.fileType, fileName: pendingSession.fileName });
      return json(response, 200, { h: handle });
    }

    if (request.method === 'POST' && first === fake.phoneNumberId && second === 'messages') {
      if (nextSendFailure) {
        const failure = nextSendFailure;
        nextSendFailure = null;
        return metaError(response, failure.status, failure.code, failure.message, failure.subcode);
      }
      // Media goes by a link or by the id of an upload Meta holds; an id it never gave is refused.
      const unknown = mediaObjects(body).find((m) => 'id' in m && !fake.media.has(String(m.id)));
      if (unknown) return metaError(response, 400, 131053, `Media upload error: unknown media id ${unknown.id}`);
      counter += 1;
      const wamid = `wamid.TEST${counter}`;
      recorded.wamid = wamid;
      json(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      });
      void report(body, wamid);
      return;
    }
    // A media id answers its file's (short-lived) address; the address answers the bytes, to the same token.
    if (request.method === 'GET' && first && !second && fake.media.has(first)) {
      const media = fake.media.get(first)!;
      return json(response, 200, {
        messaging_product: 'whatsapp',
        url: `${fake.graphUrl}/_download/${first}`,
        mime_type: media.mimeType,
        file_size: media.bytes.length,
        id: first,
      });
    }
    if (request.method === 'GET' && first === '_download' && second && fake.media.has(second)) {
      const media = fake.media.get(second)!;
      response.writeHead(200, { 'content-type': media.mimeType, 'content-length': String(media.bytes.length) });
      return response.end(media.bytes);
    }
    if (request.method === 'GET' && first === fake.phoneNumberId && !second)
      return json(response, 200, {
        display_phone_number: '+1 555-010-0200',
        verified_name: 'Parley Test',
        quality_rating: 'GREEN',
        id: fake.phoneNumberId,
      });
    if (first === fake.wabaId && second === 'message_templates') {
      if (request.method === 'POST') {
        // A media header's sample must be the handle of an upload made through the app (not a link).
        const badSample = sampleHandles(body?.components).find((h) => !fake.samples.has(String(h)));
        if (badSample !== undefined)
          return json(response, 400, {
            error: {
              message: 'Invalid parameter',
              type: 'OAuthException',
              code: 100,
              error_subcode: 2494102,
              error_user_msg: 'The uploaded media handle is invalid.',
            },
          });
        counter += 1;
        const template: FakeTemplate = { id: `17${String(counter).padStart(14, '0')}`, status: 'PENDING', ...body };
        fake.templates.push(template);
        return json(response, 200, { id: template.id, status: 'PENDING', category: body.category });
      }
      if (request.method === 'GET') {
        const limit = Number(url.searchParams.get('limit') ?? 25);
        const start = Number(url.searchParams.get('after') ?? 0);
        const page = fake.templates.slice(start, start + limit);
        const end = start + page.length;
        return json(response, 200, {
          data: page,
          paging: {
            cursors: { before: String(start), after: String(end) },
            ...(end < fake.templates.length ? { next: `https://graph.example/next?after=${end}` } : {}),
          },
        });
      }
      if (request.method === 'DELETE') {
        const name = url.searchParams.get('name');
        const id = url.searchParams.get('hsm_id');
        const gone = fake.templates.filter((t) => t.name === name && (!id || t.id === id));
        if (gone.length === 0) return metaError(response, 400, 100, 'Message template not found', 2593002);
        fake.templates = fake.templates.filter((t) => !gone.includes(t));
        return json(response, 200, { success: true });
      }
    }
    if (request.method === 'POST' && first && !second) {
      const template = fake.templates.find((t) => t.id === first);
      if (template && sampleHandles(body?.components).some((h) => !fake.samples.has(String(h))))
        return metaError(response, 400, 100, 'Invalid parameter', 2494102);
      if (template) {
        Object.assign(template, { components: body.components, category: body.category, status: 'PENDING' });
        return json(response, 200, { success: true });
      }
    }
    return metaError(
      response,
      400,
      100,
      `Unsupported ${request.method} request. Object with ID '${first}' does not exist`,
      33,
    );
  });
  function control(path: string, body: any, response: ServerResponse) {
    if (path === '/_test/credentials') {
      const { token, phoneNumberId, wabaId, appSecret, verifyToken } = fake;
      return json(response, 200, { token, phoneNumberId, wabaId, appSecret, verifyToken });
    }
    if (path === '/_test/received')
      return json(
        response,
        200,
        fake.requests
          .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
          .map((r) => ({ to: r.body?.to, type: r.body?.type, template: r.body?.template?.name })),
      );
    if (path === '/_test/status-webhook') {
      fake.statusWebhookUrl = typeof body?.url === 'string' ? body.url : null;
      return json(response, 200, { statusWebhookUrl: fake.statusWebhookUrl });
    }
    return json(response, 404, { error: 'unknown control path' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  fake.graphUrl = `http://127.0.0.1:${address.port}/${GRAPH_VERSION}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

// ---- Webhooks, as Meta posts them ---------------------------------------------------------------------------------

export const signature = (rawBody: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Posts a webhook body to the server under test, signed with `appSecret` unless a signature is given. */
export async function postWebhook(
  url: string,
  body: unknown,
  appSecret: string,
  options: { signature?: string | null; raw?: string } = {},
): Promise<{ status: number; text: string }> {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = options.signature === undefined ? signature(raw, appSecret) : options.signature;
  if (signed !== null) headers['x-hub-signature-256'] = signed;
  const response = await fetch(url, { method: 'POST', headers, body: raw });
  return { status: response.status, text: await response.text() };
}

/** A `messages` change for one phone number: its statuses and inbound messages. */
export function messagesChange(
  fake: Pick<CloudApiFake, 'phoneNumberId' | 'wabaId'>,
  value: { statuses?: unknown[]; messages?: unknown[] },
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: fake.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100200', phone_number_id: fake.phoneNumberId },
              contacts: [{ profile: { name: 'Test User' }, wa_id: '14155550123' }],
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export const statusEvent = (id: string, status: string, timestamp: number, errors?: unknown[]) => ({
  id,
  status,
  timestamp: String(timestamp),
  recipient_id: '14155550123',
  ...(errors ? { errors } : {}),
});

export function templateStatusChange(
  fake: Pick<CloudApiFake, 'wabaId'>,
  value: { event: string; id: string | number; name: string; language: string; reason?: string },
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: fake.wabaId,
        time: 1_750_000_000,
        changes: [
          {
            field: 'message_template_status_update',
            value: {
              event: value.event,
              message_template_id: value.id,
              message_template_name: value.name,
              message_template_language: value.language,
              reason: value.reason ?? 'NONE',
            },
          },
        ],
      },
    ],
  };
}
