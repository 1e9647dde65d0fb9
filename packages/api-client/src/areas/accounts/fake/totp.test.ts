import { describe, expect, it } from 'vitest';
import { base32Decode, hmacSha1, hotpRaw, matchTotp, sha1, totpCode } from './totp.ts';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const ascii = (text: string) => new TextEncoder().encode(text);

describe('the fake TOTP (RFC 6238)', () => {
  it('hashes like SHA-1 and HMAC-SHA-1 (FIPS 180 and RFC 2202 vectors)', () => {
    expect(hex(sha1(ascii('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(ascii('')))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex(sha1(ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
    expect(hex(hmacSha1(ascii('Jefe'), ascii('what do ya want for nothing?')))).toBe(
      'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    );
    expect(
      hex(hmacSha1(new Uint8Array(80).fill(0xaa), ascii('Test Using Larger Than Block-Size Key - Hash Key First'))),
    ).toBe('aa4ae5e15272d00e95705637ce8a3b55ed402112');
  });

  it('answers the RFC 6238 appendix B codes (SHA-1, 8 digits)', () => {
    const key = ascii('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotpRaw(key, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it('reads base32 secrets and matches one step of drift, each step once', () => {
    // '12345678901234567890' in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(new TextDecoder().decode(base32Decode(secret))).toBe('12345678901234567890');
    const now = 59_000;
    expect(totpCode(secret, now)).toBe('287082');
    expect(matchTotp(secret, totpCode(secret, now - 30_000), -1, now)).toBe(0);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), 0, now)).toBe(2);
    expect(matchTotp(secret, totpCode(secret, now + 60_000), 0, now)).toBeNull();
    expect(matchTotp(secret, '287082', 1, now)).toBeNull();
  });
});
