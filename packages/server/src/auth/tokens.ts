import { createHash, randomBytes } from 'node:crypto';

/** API keys carry a distinctive prefix so the server (and secret scanners) can tell them from session tokens. */
export const API_KEY_PREFIX = 'pk_';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** 32 random bytes, URL-safe. Only the sha256 of a token is ever stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const newApiKey = (): string => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Reads the token out of `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
