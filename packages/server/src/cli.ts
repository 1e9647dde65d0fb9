import { parseArgs } from 'node:util';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seed, type SeedResult } from './seed.ts';
import { trustProxyFromEnv } from './http/trustProxy.ts';
import { createServer, type ServerOptions } from './server.ts';
import { createApiKey, parseExpiresInDays } from './areas/accounts/services/apiKeys.ts';
import { findUserByEmail } from './areas/accounts/services/users.ts';

const HELP = `Usage: parley <command> [options]

Commands:
  start                                   Start the server and console (PORT, HOST)
  api-key create [--email <e>] [--name <n>] [--expires-days <days>]
                                          Create an API key (default: the seeded administrator;
                                          without --expires-days it lasts until revoked)
  --help                                  Show this help

Environment:
  PORT (3000), HOST (0.0.0.0)              Where to listen
  PARLEY_DATA_DIR (./data)                 Embedded database directory (PGlite), one process at a time
  DATABASE_URL                            Use this PostgreSQL server instead of PGlite
  REDIS_URL                               Relay live chat between several server processes through this Redis
  PARLEY_FILES_DIR                        Uploaded files (attachments); default <data dir>/files
  PARLEY_ADMIN_EMAIL, PARLEY_ADMIN_PASSWORD
                                          First administrator, created on the first start only
  PARLEY_SETTINGS_FILE, PARLEY_SETTINGS    Environment settings (JSON file / JSON text)
  PARLEY_STATIC_DIR                       Built console (default packages/app/dist)
  PARLEY_SMTP_URL                         smtp://user:pass@host:port (smtps:// for TLS) for outgoing mail;
                                          unset: mail goes to the mail_outbox table and the log (with links)
  PARLEY_MAIL_FROM                        Sender of outgoing mail (Parley <no-reply@parley.local>)
  PARLEY_PUBLIC_URL                       Console address used in mailed links (http://localhost:PORT)
  PARLEY_OIDC_ISSUER, PARLEY_OIDC_CLIENT_ID, PARLEY_OIDC_CLIENT_SECRET
                                          Single sign-on with an OpenID Connect provider (off when unset);
                                          register <PARLEY_PUBLIC_URL>/login/sso as its redirect URI
  PARLEY_OIDC_REDIRECT_URI, PARLEY_OIDC_LABEL ('Sign in with SSO')
                                          Another redirect URI; the text of the login button
  PARLEY_OIDC_ALLOW_DIRECT (false)        Accept provider-signed id_tokens on {token}/redirect (SSO-direct)
  PARLEY_OIDC_ENTERPRISE_ID               Only users of this enterprise may sign in with the provider
  PARLEY_TRUST_PROXY (off)                Proxies allowed to name the client in X-Forwarded-For: true, a hop
                                          count, or addresses/CIDRs (e.g. 10.0.0.1,10.1.0.0/16); set it behind a
                                          reverse proxy, or per-address limits treat every client as the proxy
  PARLEY_LOG_LEVEL (info)                 Log level of the structured logs
  PARLEY_IMPORT_THREAD_MIN_BYTES (1048576)
                                          CSV imports at least this large are validated in a worker thread
  PARLEY_SECRET_KEY                       Key sealing integration keys and channel secrets (64 hex chars); default: a
                                          generated key file, PARLEY_KEY_FILE or <data dir>/secret.key (back it up)
  PARLEY_LLM_BASE_URL, PARLEY_LLM_MODEL   OpenAI-compatible API of GenAI integrations
                                          (https://api.openai.com/v1, gpt-4o-mini)
  PARLEY_WHATSAPP_GRAPH_URL               Meta's Graph API for WhatsApp Cloud API channels, with its version
                                          (https://graph.facebook.com/v27.0)
  PARLEY_WHATSAPP_TIMEOUT_MS (15000)      The longest one call to it may take
`;

function databaseOptions(env: NodeJS.ProcessEnv) {
  // With PostgreSQL the key that seals integration keys, and uploaded files, still live in the local data directory
  // unless PARLEY_SECRET_KEY / PARLEY_FILES_DIR say otherwise.
  const dataDir = env.PARLEY_DATA_DIR || './data';
  return env.DATABASE_URL
    ? {
        databaseUrl: env.DATABASE_URL,
        keyFile: `${dataDir}/secret.key`,
        filesDir: env.PARLEY_FILES_DIR || `${dataDir}/files`,
      }
    : { dataDir };
}

function seedOptions(env: NodeJS.ProcessEnv) {
  return {
    ...(env.PARLEY_ADMIN_EMAIL ? { adminEmail: env.PARLEY_ADMIN_EMAIL } : {}),
    ...(env.PARLEY_ADMIN_PASSWORD ? { adminPassword: env.PARLEY_ADMIN_PASSWORD } : {}),
  };
}

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return [edge, ...lines.map((line) => `| ${line.padEnd(width)} |`), edge].join('\n');
}

function loginNotice(url: string, result: SeedResult): string {
  if (result.created && result.adminPassword) {
    return box([
      'Parley is ready. Sign in with:',
      '',
      `  URL:      ${url}`,
      `  Email:    ${result.adminEmail}`,
      `  Password: ${result.adminPassword}`,
      '',
      'This password is shown only once. Keep it somewhere safe.',
    ]);
  }
  return box([
    `Parley is running at ${url}`,
    `Administrator: ${result.adminEmail}`,
    '(password shown at first start; set PARLEY_ADMIN_PASSWORD before the first start to choose it)',
  ]);
}

async function start(env: NodeJS.ProcessEnv): Promise<void> {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const options: ServerOptions = {
    ...databaseOptions(env),
    ...seedOptions(env),
    logger: { level: env.PARLEY_LOG_LEVEL ?? 'info' },
    ...(env.PARLEY_STATIC_DIR ? { staticDir: env.PARLEY_STATIC_DIR } : {}),
    ...(env.PARLEY_TEST_CAPTCHA ? { testCaptchaAnswer: env.PARLEY_TEST_CAPTCHA } : {}),
  };
  const trustProxy = trustProxyFromEnv(env.PARLEY_TRUST_PROXY);
  if (trustProxy !== undefined) options.trustProxy = trustProxy;
  const server = await createServer(options);
  await server.app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  process.stdout.write(`\n${loginNotice(`http://${shownHost}:${port}`, server.seed)}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Beside a running server the command refuses rather than reaching into it: a way to mint keys without signing in
 * would be one more door to secure, and the server already creates keys for a signed-in user, with that user's
 * permissions and checks.
 */
const API_KEY_BESIDE_SERVER =
  "The server running on it creates keys: sign in as the key's user and call POST /api/chat/apikey with " +
  '{"name": "..."} (see /api/docs). Or stop the server and run this command again, or run both with DATABASE_URL ' +
  '(PostgreSQL), which they can share.';

async function createKey(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, 'expires-days': { type: 'string' } },
  });
  const expiresInDays = parseExpiresInDays(values['expires-days']);
  const db = await openDatabase(databaseOptions(env)).catch((error: unknown) => {
    throw error instanceof DataDirInUseError ? error.withAdvice(API_KEY_BESIDE_SERVER) : error;
  });
  try {
    await migrate(db);
    const seeded = await seed(db, seedOptions(env));
    if (seeded.created && seeded.adminPassword) {
      process.stdout.write(`Created administrator ${seeded.adminEmail} with password ${seeded.adminPassword}\n`);
    }
    const email = values.email ?? seeded.adminEmail;
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No user with email ${email}`);
    const owner = { userId: user.id, enterpriseId: user.enterprise_id };
    const created = await createApiKey(db, owner, values.name ?? 'cli', { expiresInDays });
    const lifetime = created.expiresAt ? `, expires ${created.expiresAt}` : '';
    // The key is the last word of the output so scripts can take it with `| tail -n1 | awk '{print $NF}'`.
    process.stdout.write(`API key "${created.name}" for ${email}${lifetime} (shown once):\n${created.key}\n`);
  } finally {
    await db.close();
  }
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'start') return start(env);
  if (command === 'api-key' && rest[0] === 'create') return createKey(rest.slice(1), env);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return;
  }
  process.stderr.write(`Unknown command: ${argv.join(' ')}\n\n${HELP}`);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`parley: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
