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
  body?: unknown;
}

/** An access token can only travel in a header as visible ASCII; anything else is no token Meta issued. */
const usableToken = (token: string) => /^[\x21-\x7e]{1,1000}$/.test(token);

/**
 * One call to the Graph API with the channel's access token. Answers the parsed JSON of a 2xx answer; throws a
 * ProviderFailure for a refused token, Meta's error body, a timeout or an unreachable address. Redirects are not
 * followed, so the token only goes to the address the operator configured.
 */
export async function graphCall<T>(settings: WhatsappSettings, token: string, request: GraphRequest): Promise<T> {
  if (!usableToken(token)) throw new ProviderFailure('tokenRefused');
  const url = new URL(`${settings.graphUrl}/${request.path.map(encodeURIComponent).join('/')}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderFailure('timedOut');
    throw new ProviderFailure('unreachable');
  }
  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new ProviderFailure('timedOut');
    throw new ProviderFailure('providerError', { detail: 'the answer was not JSON', httpStatus: response.status });
  }
  if (response.ok) return parsed as T;
  throw failureOf(response.status, parsed as GraphErrorBody);
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.body) return {};
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new Error('answer too large');
    chunks.push(chunk);
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
