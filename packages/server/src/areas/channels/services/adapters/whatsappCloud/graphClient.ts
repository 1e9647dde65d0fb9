import { pipeline, Transform, type Readable } from 'node:stream';
import { request as undiciRequest, type Dispatcher } from 'undici';
import type { WhatsappSettings } from '../../../../../settings.ts';
import { ProviderFailure } from '../providerFailure.ts';

/** Meta's error body: `{ error: { message, type, code, error_subcode, error_user_msg, fbtrace_id } }`. */
interface GraphErrorBody {
  error?: { message?: unknown; code?: unknown; error_subcode?: unknown; error_user_msg?: unknown };
}

/** Meta's code for an access token that is invalid, expired or revoked (OAuthException). */
const INVALID_TOKEN_CODE = 190;
/** The largest answer read from the Graph API; a page of templates is far below it. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
const DETAIL_MAX = 300;

export interface GraphRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path segments below the versioned base address; each is URL-encoded. */
  path: readonly string[];
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** Bytes to send as they are (a media upload), instead of a JSON body. */
  upload?: { bytes: Readable | Buffer; contentType: string; headers?: Record<string, string> };
  /** The resumable upload's session wants `OAuth <token>`; everything else `Bearer <token>`. */
  authScheme?: 'Bearer' | 'OAuth';
}

/** How long an upload's bytes may take on top of the call's timeout: 100 MB at about 1 MB/s. */
const UPLOAD_ALLOWANCE_MS = 120_000;

/** An access token can only travel in a header as visible ASCII; anything else is no token Meta issued. */
const usableToken = (token: string) => /^[\x21-\x7e]{1,1000}$/.test(token);

/**
 * One call to the Graph API with the channel's access token. Answers the parsed JSON of a 2xx answer; throws a
 * ProviderFailure for a refused token, Meta's error body, a timeout or an unreachable address. Redirects are not
 * followed (undici's `request` never does), so the token only goes to the address the operator configured.
 *
 * undici's `request` rather than `fetch`: a broadcast makes a call per message, and fetch's web streams, headers
 * objects and per-call abort signal timer were most of the dispatcher's time. The timeout is undici's (for the
 * answer's headers, and between body chunks) plus a deadline for the whole body checked as it arrives.
 */
export async function graphCall<T>(settings: WhatsappSettings, token: string, request: GraphRequest): Promise<T> {
  if (!usableToken(token)) throw new ProviderFailure('tokenRefused');
  // A colon stays as it is: Meta's upload session ids (`upload:…`) are path segments that hold one.
  const segment = (part: string) => encodeURIComponent(part).replace(/%3A/gi, ':');
  const url = new URL(`${settings.graphUrl}/${request.path.map(segment).join('/')}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const deadline = Date.now() + settings.timeoutMs + (request.upload ? UPLOAD_ALLOWANCE_MS : 0);
  const { upload } = request;
  let response: Dispatcher.ResponseData;
  try {
    response = await undiciRequest(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        authorization: `${request.authScheme ?? 'Bearer'} ${token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(upload ? { 'content-type': upload.contentType, ...upload.headers } : {}),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(upload ? { body: upload.bytes } : {}),
      headersTimeout: settings.timeoutMs + (upload ? UPLOAD_ALLOWANCE_MS : 0),
      bodyTimeout: settings.timeoutMs,
    });
  } catch (error) {
    throw new ProviderFailure(timedOut(error) ? 'timedOut' : 'unreachable');
  }
  let parsed: unknown;
  try {
    parsed = await readJson(response.body, deadline);
  } catch (error) {
    if (timedOut(error)) throw new ProviderFailure('timedOut');
    throw new ProviderFailure('providerError', { detail: 'the answer was not JSON', httpStatus: response.statusCode });
  }
  if (response.statusCode >= 200 && response.statusCode < 300) return parsed as T;
  throw failureOf(response.statusCode, parsed as GraphErrorBody);
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const timedOut = (error: unknown) =>
  TIMEOUT_CODES.has((error as { code?: string })?.code ?? '') || (error as Error)?.name === 'TimeoutError';

async function readJson(body: Dispatcher.ResponseData['body'], deadline: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > MAX_ANSWER_BYTES) throw new Error('answer too large');
      if (Date.now() > deadline) throw Object.assign(new Error('answer too slow'), { name: 'TimeoutError' });
      chunks.push(chunk);
    }
  } catch (error) {
    body.destroy();
    throw error;
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() ? JSON.parse(text) : {};
}

function failureOf(status: number, body: GraphErrorBody): ProviderFailure {
  const error = body?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const subcode = typeof error?.error_subcode === 'number' ? error.error_subcode : undefined;
  if (code === INVALID_TOKEN_CODE || status === 401)
    return new ProviderFailure('tokenRefused', { code, httpStatus: status });
  const words = [error?.error_user_msg, error?.message].find(
    (w): w is string => typeof w === 'string' && w.trim() !== '',
  );
  const detail = (words ?? `HTTP ${status}`).replace(/\s+/g, ' ').trim().slice(0, DETAIL_MAX);
  return new ProviderFailure('providerError', { detail, code, subcode, httpStatus: status });
}

/** Meta's subcode for "message template not found" (a delete of one already gone). */
export const TEMPLATE_NOT_FOUND_SUBCODE = 2593002;

/** The bytes of a provider's file, streamed, with what the provider says they are. */
export interface StreamedFile {
  body: Readable;
  mimeType: string;
  size: number | null;
}

/**
 * GETs a file the Graph API named (an inbound media's short-lived address) with the channel's token, streaming it.
 * More than `maxBytes` (announced, or found while streaming) is refused: the stream errors rather than passing it.
 */
export async function graphDownload(
  settings: WhatsappSettings,
  token: string,
  address: string,
  maxBytes: number,
): Promise<StreamedFile> {
  if (!usableToken(token)) throw new ProviderFailure('tokenRefused');
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ProviderFailure('providerError', { detail: 'the media address was not an address' });
  }
  // The token goes only over https, or to the Graph address the operator configured (a local fake in tests).
  if (url.protocol !== 'https:' && url.origin !== new URL(settings.graphUrl).origin)
    throw new ProviderFailure('providerError', { detail: 'the media address was not an https address' });
  let response: Dispatcher.ResponseData;
  try {
    response = await undiciRequest(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      headersTimeout: settings.timeoutMs,
      bodyTimeout: settings.timeoutMs,
    });
  } catch (error) {
    throw new ProviderFailure(timedOut(error) ? 'timedOut' : 'unreachable');
  }
  const drop = () => {
    response.body.on('error', () => undefined);
    response.body.destroy();
  };
  if (response.statusCode < 200 || response.statusCode >= 300) {
    drop();
    throw new ProviderFailure('providerError', {
      detail: `HTTP ${response.statusCode}`,
      httpStatus: response.statusCode,
    });
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    drop();
    throw new ProviderFailure('mediaUnusable', { detail: 'the file is larger than the library takes' });
  }
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      done(seen > maxBytes ? new Error('the file is larger than announced') : null, chunk);
    },
  });
  const type = response.headers['content-type'];
  return {
    body: pipeline(response.body, limited, () => undefined) as unknown as Readable,
    mimeType: (typeof type === 'string' ? type : '').split(';')[0]!.trim().toLowerCase(),
    size: Number.isFinite(declared) ? declared : null,
  };
}
