import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, request, type Dispatcher } from 'undici';

/*
 * Fetching an address a user typed (a template's media sample, later a knowledge base's web pages) without letting
 * it reach what only the server can: loopback, private networks, link-local (cloud metadata at 169.254.169.254)
 * and other reserved ranges are refused — checked on the address actually connected to, so a name that resolves
 * to a private address, or is re-pointed after a first check, gets nowhere. Redirects are followed by hand, each
 * hop checked the same way; the body is bounded in bytes and time.
 */

const RESERVED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fec0::', 10],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv6');

/*
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 ranges by BlockList itself; a rule for
 * ::ffff:0:0/96 would match every IPv4 address too, so there is none.
 */

/** Whether an IP address is one a user's address may not reach. */
export function reservedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return RESERVED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type SafeFetchRefusal = 'address' | 'blocked' | 'tooLarge' | 'status' | 'timedOut' | 'unreachable';

/** A fetch refused or failed, with why (the caller words it for its screen). */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchRefusal,
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Let private and loopback addresses through (an operator's intranet, or tests on 127.0.0.1). */
  allowPrivate?: boolean;
  maxRedirects?: number;
}

export interface FetchedBytes {
  bytes: Buffer;
  /** The answer's content type without parameters, lower-cased; '' when absent. */
  contentType: string;
  /** The last path segment of the final address. */
  fileName: string;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that answers only addresses outside the reserved ranges. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const allowed = addresses.filter((a) => !reservedAddress(a.address));
    if (!allowed.length)
      return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: 'EBLOCKED' }), []);
    if (options.all) return callback(null, allowed);
    return callback(null, allowed[0]!.address, allowed[0]!.family);
  });
}

let publicAgent: Agent | null = null;
/** One pooled agent whose connections go only to public addresses. */
const agentForPublic = () => (publicAgent ??= new Agent({ connect: { lookup: publicLookup } }));

function checkedAddress(address: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SafeFetchError('address');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new SafeFetchError('address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as an IP connects without a lookup, so it is checked here.
  if (!allowPrivate && isIP(host) && reservedAddress(host)) throw new SafeFetchError('blocked', host);
  return url;
}

/** GETs a user's address within the bounds; throws a SafeFetchError for anything refused or failed. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedBytes> {
  const allowPrivate = options.allowPrivate ?? false;
  const deadline = Date.now() + options.timeoutMs;
  let url = checkedAddress(address, allowPrivate);
  for (let hop = 0; ; hop += 1) {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: 'GET',
        headers: { accept: '*/*', 'user-agent': 'Parley' },
        ...(allowPrivate ? {} : { dispatcher: agentForPublic() }),
        headersTimeout: Math.max(1, deadline - Date.now()),
        bodyTimeout: options.timeoutMs,
      });
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'EBLOCKED') throw new SafeFetchError('blocked', url.hostname);
      if (code?.includes('TIMEOUT')) throw new SafeFetchError('timedOut');
      throw new SafeFetchError('unreachable', url.hostname);
    }
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
      discard(response.body);
      if (hop >= (options.maxRedirects ?? 3)) throw new SafeFetchError('status', 'too many redirects');
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new SafeFetchError('status', 'a redirect to no address');
      }
      // Never from https down to plain http.
      if (url.protocol === 'https:' && next.protocol !== 'https:') throw new SafeFetchError('address');
      url = checkedAddress(next.toString(), allowPrivate);
      continue;
    }
    if (response.statusCode < 200 || response.statusCode >= 300) {
      discard(response.body);
      throw new SafeFetchError('status', `HTTP ${response.statusCode}`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      discard(response.body);
      throw new SafeFetchError('tooLarge');
    }
    const bytes = await boundedBody(response.body, options.maxBytes, deadline);
    const type = response.headers['content-type'];
    return {
      bytes,
      contentType: (typeof type === 'string' ? type : '').split(';')[0]!.trim().toLowerCase(),
      fileName: fileNameOf(url),
    };
  }
}

/** The last path segment of an address, decoded when it can be. */
function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/** Drops an answer's body: destroying it emits an abort error nobody is waiting for, which is expected here. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function boundedBody(body: Dispatcher.ResponseData['body'], maxBytes: number, deadline: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new SafeFetchError('tooLarge');
      if (Date.now() > deadline) throw new SafeFetchError('timedOut');
      chunks.push(chunk);
    }
  } catch (error) {
    discard(body);
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError((error as { code?: string }).code?.includes('TIMEOUT') ? 'timedOut' : 'unreachable');
  }
  return Buffer.concat(chunks);
}
