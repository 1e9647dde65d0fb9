import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  BodyOf,
  DataOf,
  EndpointId,
  Endpoints,
  EnvironmentSettings,
  ParamsOf,
  QueryOf,
} from '@parley/api-client/contract';
import type { NluEngine } from '@parley/nlu';
import type { Database } from '../db/database.ts';
import type { OidcConfig } from '../auth/oidc.ts';
import type { TrainingPool } from '../areas/bots/services/agentTrainingPool.ts';
import type { ImportWorker } from '../areas/customers/services/customerImport.ts';
import type { ChannelHub } from './channels.ts';
import type { FileStorage } from '../areas/attachments/services/fileStorage.ts';
import type { LlmSettings } from '../areas/bots/services/genai.ts';
import type { Mailer } from '../services/mail.ts';
import type { BroadcastDispatcher } from '../areas/broadcasts/services/dispatcher.ts';
import type { SecretBox } from '../services/secrets.ts';
import type { WhatsappSettings } from '../settings.ts';
import { loginRequired } from './errors.ts';
import type { WithMessage } from './message.ts';

export interface AuthUser {
  id: string;
  enterpriseId: string;
  roles: number[];
  permissions: string[];
  /** The bearer token of this request (session token or API key). */
  token: string;
  /**
   * A website visitor of a Web channel (the `webchat` live channel only): `id` is the visitor's, roles and
   * permissions are empty. `newToken`: the token of a visitor started by this connection, to hand over once.
   */
  visitor?: { channelId: string; customerNumber: string; newToken: string | null };
}

/** What the server shares with every handler. */
export interface ServerServices {
  db: Database;
  settings: EnvironmentSettings;
  sessionHours: number;
  /** Fixed captcha text for automated tests; undefined in any real deployment. */
  testCaptchaAnswer: string | undefined;
  mailer: Mailer;
  /** Where the console is reached, for links in mail (no trailing slash). */
  publicUrl: string;
  /** Seals third-party credentials (GenAI API keys, channel secrets) at rest. */
  secrets: SecretBox;
  /** The OpenAI-compatible API that GenAI integrations call. */
  llm: LlmSettings;
  /** The single sign-on provider, when the operator configured one. */
  oidc: OidcConfig | null;
  /** The agents' serving models; it trains in worker threads (services/agentTrainingPool.ts). */
  nlu: NluEngine;
  /** Worker threads for what trains models: the engine's trainings and agents' quality reports. */
  training: TrainingPool;
  /** The open websocket channels of this process, for sending to the users concerned. */
  channels: ChannelHub;
  /** The customer master's background CSV imports and search rebuilds. */
  customerImports: ImportWorker;
  /** Meta's Graph API, which WhatsApp Cloud API channels call. */
  whatsapp: WhatsappSettings;
  /** Where uploaded files' bytes are kept (the attachment library). */
  files: FileStorage;
  /** This process's broadcast dispatcher (it sends what any process queued). */
  broadcasts: BroadcastDispatcher;
}

export interface HandlerContext<E> extends ServerServices {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  user: AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E> = (ctx: HandlerContext<E>) => Promise<DataOf<E> | WithMessage<DataOf<E>>>;

/** One handler per contract endpoint; the compiler refuses a missing or mistyped one. */
export type Handlers = { [K in EndpointId]: Handler<Endpoints[K]> };

/** The signed-in caller; session endpoints are guarded before the handler runs, so this only narrows. */
export function currentUser(ctx: { user: AuthUser | null }): AuthUser {
  if (!ctx.user) throw loginRequired();
  return ctx.user;
}
