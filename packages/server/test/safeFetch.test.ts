import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedAddress, safeFetch, SafeFetchError } from '../src/services/safeFetch.ts';

describe('safe fetch of a user’s address', () => {
  let base = '';
  let close = async () => undefined as void;
  beforeAll(async () => {
    const server = createServer((request, response) => {
      if (request.url === '/hop') {
        response.writeHead(301, { location: '/file.txt' });
        return response.end();
      }
      if (request.url === '/bad-redirect') {
        response.writeHead(302, { location: 'http://[::1' });
        return response.end();
      }
      if (request.url === '/chunked') {
        // No length announced: the bound is found while reading.
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 40; i++) response.write(Buffer.alloc(1024, 0x61));
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it('knows the reserved ranges, IPv4-mapped IPv6 included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      // NAT64 of the local network and IPv4-compatible forms of 169.254.169.254; 6to4; site-local; 6to4 relays.
      '64:ff9b:1::a9fe:a9fe',
      '::a9fe:a9fe',
      '2002:7f00:1::',
      'fec0::1',
      '192.88.99.1',
      'not-an-ip',
    ])
      expect(reservedAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '157.240.1.35', '2a03:2880:f12f:83:face:b00c:0:25de'])
      expect(reservedAddress(address), address).toBe(false);
  });

  const refusal = (address: string, allowPrivate = false, maxBytes = 1024) =>
    safeFetch(address, { maxBytes, timeoutMs: 2_000, allowPrivate }).then(
      () => null,
      (error: unknown) => (error instanceof SafeFetchError ? error.reason : String(error)),
    );

  it('refuses loopback by address and by a name that resolves to it, other schemes and credentials', async () => {
    expect(await refusal(`${base}/file.txt`)).toBe('blocked');
    expect(await refusal(base.replace('127.0.0.1', 'localhost'))).toBe('blocked');
    expect(await refusal(base.replace('127.0.0.1', '[::1]'))).toBe('blocked');
    expect(await refusal('file:///etc/passwd')).toBe('address');
    expect(await refusal('http://user:pass@example.com/')).toBe('address');
    expect(await refusal('not a url')).toBe('address');
  });

  it('with private addresses allowed: fetches, follows a redirect, and stops at the byte bound', async () => {
    const fetched = await safeFetch(`${base}/hop`, { maxBytes: 1024, timeoutMs: 2_000, allowPrivate: true });
    expect(fetched).toEqual({ bytes: Buffer.from('hello'), contentType: 'text/plain', fileName: 'file.txt' });
    expect(await refusal(`${base}/chunked`, true, 10 * 1024)).toBe('tooLarge');
    expect(await refusal(`${base}/chunked`, true, 40 * 1024)).toBeNull();
    // A redirect to no address, and a name that does not decode, are refusals or plain names, never thrown errors.
    expect(await refusal(`${base}/bad-redirect`, true)).toBe('status');
    const odd = await safeFetch(`${base}/%E0%A4`, { maxBytes: 1024, timeoutMs: 2_000, allowPrivate: true });
    expect(odd.fileName).toBe('%E0%A4');
  });
});
