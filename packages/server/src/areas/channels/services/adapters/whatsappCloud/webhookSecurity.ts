import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time, whatever their lengths (both are hashed to the same size first). */
export function sameSecret(given: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Meta's verification request when a webhook is set up: `hub.mode=subscribe`, `hub.verify_token` (the phrase
 * entered in the Meta app) and `hub.challenge`, which is answered back. The challenge is a short token; anything
 * else is refused rather than echoed.
 */
export function handshakeChallenge(query: Readonly<Record<string, unknown>>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(challenge)) return null;
  return sameSecret(token, verifyToken) ? challenge : null;
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the exact body bytes with the app secret. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = SIGNATURE.exec(header?.trim() ?? '');
  if (!match || !appSecret) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}
