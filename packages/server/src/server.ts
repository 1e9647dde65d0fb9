import { RedisHubRelay } from './http/redisHubRelay.ts';
import { trustProxySetting } from './http/trustProxy.ts';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { channels, type EnvironmentSettings } from '@parley/api-client/contract';
import { oidcConfigFromEnv, type OidcConfig } from './auth/oidc.ts';
import { DEFAULT_SESSION_HOURS } from './auth/sessions.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { handlers, serverAreas } from './areas/index.ts';
import type { ServerServices } from './http/context.ts';
import { createImportWorker } from './areas/customers/customerMasterPlugin.ts';
import { registerFormParser } from './http/formText.ts';
import { registerMultipart } from './http/multipart.ts';
import { openFileStorage } from './areas/attachments/services/fileStorageSetup.ts';
import type { FileStorage } from './areas/attachments/services/fileStorage.ts';
import { corsOriginsFromEnv, registerSecurityHeaders } from './http/securityHeaders.ts';
import { ChannelHub, registerChannels } from './http/channels.ts';
import { channelHandlers } from './areas/channelHandlers.ts';
import { refusal } from './http/storableText.ts';
import { registerRequestLog } from './http/requestLog.ts';
import { loadSheddingFromEnv, registerLoadShedding, type LoadSheddingOptions } from './http/loadShedding.ts';
import { registerProbes } from './http/probes.ts';
import { installErrorHandling } from './http/errorHandler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerContractRoutes } from './http/routes.ts';
import { registerConsole } from './http/staticConsole.ts';
import { NluEngine } from '@parley/nlu';
import { trainSeededAgents } from './demoBot.ts';
import { seed, type SeedResult } from './seed.ts';
import { loadSettings, whatsappSettingsFromEnv, type WhatsappSettings } from './settings.ts';
import { llmSettingsFromEnv, type LlmSettings } from './areas/bots/services/genai.ts';
import { createMailer, mailConfigFromEnv, type MailConfig } from './services/mail.ts';
import { resolveSecretBox } from './services/secrets.ts';
import { createTrainingPool } from './areas/bots/services/agentTrainingPool.ts';
import { BroadcastDispatcher } from './areas/broadcasts/services/dispatcher.ts';
import { dispatchSettingsFromEnv, type DispatchSettings } from './areas/broadcasts/services/dispatchSettings.ts';

export interface ServerOptions {
  /** An open database; the caller keeps ownership and closes it. Otherwise one is opened from the options below. */
  db?: Database;
  /** PGlite data directory; `memory://` (the default) keeps everything in memory. */
  dataDir?: string;
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /**
   * Redis, when several server processes share the load: live messages (chat notifications) reach users connected
   * to any of them. Default REDIS_URL; without it one process serves everything.
   */
  redisUrl?: string;
  /** PostgreSQL only: keep all tables in this schema (created when missing). */
  schema?: string;
  /** false (default) for silence, true or a pino options object for structured logs. */
  logger?: boolean | Record<string, unknown>;
  /** Origins allowed to call the API from a browser on another origin; defaults to PARLEY_CORS_ORIGINS, or none. */
  corsOrigins?: string[];
  /** Environment settings; defaults to PARLEY_SETTINGS_FILE / PARLEY_SETTINGS, or blank. */
  settings?: Partial<EnvironmentSettings>;
  /** The built console; defaults to packages/app/dist. */
  staticDir?: string;
  /** Fixed captcha text. Honoured only when NODE_ENV is 'test'. */
  testCaptchaAnswer?: string;
  adminEmail?: string;
  adminPassword?: string;
  sessionHours?: number;
  /** SMTP settings; default PARLEY_SMTP_URL / PARLEY_MAIL_FROM, else mail goes to the outbox table. */
  mail?: MailConfig;
  /** Where people reach the console, for links in mail; default PARLEY_PUBLIC_URL or http://localhost:PORT. */
  publicUrl?: string;
  /** Key sealing GenAI API keys (hex or base64, 32 bytes); default PARLEY_SECRET_KEY, else a key file. */
  secretKey?: string;
  /** Key file when no key is given; default PARLEY_KEY_FILE, else `secret.key` in an on-disk dataDir. */
  keyFile?: string;
  /** The OpenAI-compatible API of GenAI integrations; default PARLEY_LLM_BASE_URL / PARLEY_LLM_MODEL. */
  llm?: Partial<LlmSettings>;
  /**
   * Where uploaded files are kept; default PARLEY_FILES_DIR, else `files/` in an on-disk dataDir, else a temporary
   * directory removed on close.
   */
  filesDir?: string;
  /** Meta's Graph API for WhatsApp Cloud API channels; default PARLEY_WHATSAPP_GRAPH_URL / PARLEY_WHATSAPP_TIMEOUT_MS. */
  whatsapp?: Partial<WhatsappSettings>;
  /** The broadcast dispatcher of this process; default from PARLEY_BROADCAST_* (dispatchSettings.ts). */
  broadcasts?: Partial<DispatchSettings>;
  /** When API calls are refused with 503 for overload (loadShedding.ts); from the environment by default. */
  loadShedding?: LoadSheddingOptions;
  /** Single sign-on provider; default PARLEY_OIDC_* (none when PARLEY_OIDC_ISSUER is unset); null turns it off. */
  oidc?: OidcConfig | null;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy: true, a hop count, or a
   * comma-separated list of addresses/CIDRs). Off by default, so a client cannot pick its own address and slip
   * past the per-address limits; behind a reverse proxy, name the proxy or every client shares its address.
   */
  trustProxy?: boolean | number | string;
}

export interface ParleyServer {
  app: FastifyInstance;
  db: Database;
  /** What seeding did: on the first start it carries the generated administrator password. */
  seed: SeedResult;
  /** What the handlers share (the database, the NLU engine, the open channels…), for tools and tests. */
  services: ServerServices;
  close(): Promise<void>;
}

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../app/dist', import.meta.url));
const BODY_LIMIT_BYTES = 1024 * 1024;

function loggerOptions(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  // Tokens must never reach the logs.
  const redact = { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' };
  return logger === true ? { redact } : { redact, ...logger };
}

function testCaptcha(answer: string | undefined, app: FastifyInstance): string | undefined {
  if (!answer) return undefined;
  if (process.env.NODE_ENV !== 'test') {
    app.log.warn('PARLEY_TEST_CAPTCHA / testCaptchaAnswer ignored: NODE_ENV is not "test"');
    return undefined;
  }
  app.log.warn('!!! Fixed test captcha answer in use: captchas prove nothing. Never run like this in production !!!');
  return answer;
}

/** Opens the database, migrates, seeds and builds the Fastify app (not listening yet). */
export async function createServer(options: ServerOptions = {}): Promise<ParleyServer> {
  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openDatabase({
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.schema ? { schema: options.schema } : {}),
    }));
  // Threads start on the first training, and an idle one does not keep the process alive.
  const trainingPool = createTrainingPool();
  let files: FileStorage | undefined;
  try {
    files = await openFileStorage({
      ...(options.filesDir ? { filesDir: options.filesDir } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    });
    await migrate(db);
    const seeded = await seed(db, {
      ...(options.adminEmail ? { adminEmail: options.adminEmail } : {}),
      ...(options.adminPassword ? { adminPassword: options.adminPassword } : {}),
    });

    const app = Fastify({
      logger: loggerOptions(options.logger),
      // One line per request instead of Fastify's two (requestLog.ts).
      disableRequestLogging: true,
      // Long enough for every id and mail token the contract allows, so overlong ones meet validation (400).
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: trustProxySetting(options.trustProxy),
      ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    });
    const publicUrl = (
      options.publicUrl ??
      process.env.PARLEY_PUBLIC_URL ??
      `http://localhost:${process.env.PORT ?? 3000}`
    ).replace(/\/+$/, '');
    const whatsapp = whatsappSettingsFromEnv(process.env, options.whatsapp);
    const secrets = resolveSecretBox({
      ...(options.secretKey ? { secretKey: options.secretKey } : {}),
      ...(options.keyFile ? { keyFile: options.keyFile } : {}),
      ...(options.dataDir && !options.databaseUrl ? { dataDir: options.dataDir } : {}),
    });
    const hub = new ChannelHub();
    const services: ServerServices = {
      db,
      settings: loadSettings(process.env, options.settings),
      sessionHours: options.sessionHours ?? DEFAULT_SESSION_HOURS,
      testCaptchaAnswer: testCaptcha(options.testCaptchaAnswer, app),
      mailer: createMailer(options.mail ?? mailConfigFromEnv(process.env), db, app.log),
      secrets,
      llm: llmSettingsFromEnv(process.env, options.llm),
      publicUrl,
      oidc: options.oidc === undefined ? oidcConfigFromEnv(process.env, publicUrl) : options.oidc,
      nlu: new NluEngine({ trainer: trainingPool.train }),
      training: trainingPool,
      channels: hub,
      customerImports: createImportWorker(db, app.log),
      whatsapp,
      files,
      broadcasts: new BroadcastDispatcher(
        db,
        { whatsapp, secrets, files, channels: hub },
        dispatchSettingsFromEnv(process.env, options.broadcasts),
        app.log,
      ),
    };
    app.log.info({ mail: services.mailer.describe }, 'mail delivery');
    app.log.info({ files: files.describe }, 'uploaded files');
    if (options.databaseUrl && files.temporary) {
      app.log.warn('Uploaded files go to a temporary directory: set PARLEY_FILES_DIR to keep them');
    }
    if (services.secrets.source === 'ephemeral' && options.databaseUrl) {
      app.log.warn(
        'Integration keys are sealed with a throwaway key: set PARLEY_SECRET_KEY or PARLEY_KEY_FILE to keep them',
      );
    }
    // The issuer only: the client secret never reaches a log line.
    if (services.oidc) app.log.info({ issuer: services.oidc.issuer }, 'single sign-on enabled');

    installErrorHandling(app);
    registerRequestLog(app);
    await registerLoadShedding(app, options.loadShedding ?? loadSheddingFromEnv(process.env));
    await registerSecurityHeaders(app, services.settings, options.corsOrigins ?? corsOriginsFromEnv(process.env));
    registerFormParser(app, BODY_LIMIT_BYTES, refusal);
    await registerMultipart(app);
    // Only the endpoints whose contract declares a per-address budget are limited (routes.ts).
    await app.register(fastifyRateLimit, { global: false });
    await registerOpenApi(app);
    const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
    if (redisUrl) {
      services.channels.useRelay(await RedisHubRelay.connect(redisUrl, services.channels, app.log));
      app.log.info('live messages relayed through Redis');
    }
    for (const area of serverAreas) await area.register?.(app, services);
    registerContractRoutes(app, handlers, services);
    await registerChannels(app, channels, channelHandlers, services, services.channels);
    registerProbes(app, db, () => app.isUnderPressure());
    await registerConsole(app, options.staticDir ?? DEFAULT_STATIC_DIR);
    await app.ready();
    // The demo bot trains in the background so the first start stays quick; close() waits for it.
    const demoTraining = trainSeededAgents(db, services.nlu, seeded.demoAgentIds ?? [], app.log);

    return {
      app,
      db,
      seed: seeded,
      services,
      async close() {
        await demoTraining;
        await app.close();
        await trainingPool.close();
        await services.files.close();
        if (ownsDb) await db.close();
      },
    };
  } catch (error) {
    await trainingPool.close();
    await files?.close().catch(() => undefined);
    if (ownsDb) await db.close().catch(() => undefined);
    throw error;
  }
}
