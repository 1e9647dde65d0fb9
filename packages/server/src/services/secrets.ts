import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Encryption at rest for third-party credentials (GenAI API keys): AES-256-GCM with a random 96-bit IV per
 * value and the row's identity as additional data, so a sealed value cannot be copied onto another row.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was sealed with another key or for another context, or was altered. */
  open(sealed: string, context: string): string;
  /** Where the key came from, for the start-up log (never the key). */
  readonly source: string;
}

const KEY_BYTES = 32;

export function createSecretBox(key: Buffer, source = 'given'): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secret key must be ${KEY_BYTES} bytes`);
  return {
    source,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed value format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** 64 hex characters or base64(url) of 32 bytes. */
export function parseSecretKey(text: string, what: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== KEY_BYTES) throw new Error(`${what} must be 32 bytes as 64 hex characters or base64`);
  return key;
}

export interface SecretKeyOptions {
  /** The key itself (hex or base64); wins over everything else. */
  secretKey?: string;
  /** A file holding the key; created with a random key (mode 0600) when missing. */
  keyFile?: string;
  /** An on-disk PGlite directory: the key file defaults to `<dataDir>/secret.key`. */
  dataDir?: string;
}

/**
 * The key: `secretKey`, else PARLEY_SECRET_KEY, else a key file (PARLEY_KEY_FILE, `keyFile`, or `secret.key`
 * in the PGlite data directory), generated on first use. A database in memory gets a throwaway key, as its
 * data is thrown away too.
 */
export function resolveSecretBox(options: SecretKeyOptions, env: NodeJS.ProcessEnv = process.env): SecretBox {
  if (options.secretKey) return createSecretBox(parseSecretKey(options.secretKey, 'secretKey'), 'option');
  if (env.PARLEY_SECRET_KEY)
    return createSecretBox(parseSecretKey(env.PARLEY_SECRET_KEY, 'PARLEY_SECRET_KEY'), 'PARLEY_SECRET_KEY');
  const onDisk = options.dataDir && !options.dataDir.includes('://') ? join(options.dataDir, 'secret.key') : undefined;
  const file = env.PARLEY_KEY_FILE || options.keyFile || onDisk;
  if (!file) return createSecretBox(randomBytes(KEY_BYTES), 'ephemeral');
  return createSecretBox(readOrCreateKeyFile(file), `file ${file}`);
}

function readOrCreateKeyFile(file: string): Buffer {
  try {
    return parseSecretKey(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: when two processes start together, one writes and the other reads what it wrote.
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretKey(readFileSync(file, 'utf8'), file);
}
