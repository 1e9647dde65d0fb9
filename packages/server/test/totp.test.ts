import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode, totpStep } from '../src/auth/totp.ts';

// RFC 6238 appendix B (SHA-1): the secret is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors (last six digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
    expect(hotp(RFC_SECRET, 1)).toBe('287082');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts one step of drift either way, not two, and never a step already used', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const at = (offset: number) => totpCode(RFC_SECRET, now + offset * 30_000);
    expect(matchTotp(RFC_SECRET, at(-1), 0, now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(1), 0, now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(2), 0, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(-2), 0, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(0), step, now)).toBeNull();
  });
});

describe('the fake and the server agree on TOTP', () => {
  it('give the same code for random secrets at many instants', async () => {
    // The fake's own implementation (pure, for the browser); stories and the contract suite rely on the match.
    const fake = await import('../../api-client/src/areas/accounts/fake/totp.ts');
    for (let i = 0; i < 50; i++) {
      const secret = base32Encode(randomBytes(20));
      const instant = Math.floor(Math.random() * 4_000_000_000_000);
      expect(fake.totpCode(secret, instant)).toBe(totpCode(secret, instant));
    }
  });
});
