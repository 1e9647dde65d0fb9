import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  Envelope,
  SUCCESS_CODE,
  endpoints,
  hasAnyPermission,
  ErrorCodes,
  Messages,
  SERVICE_PREFIXES,
  type EndpointDef,
  type RateLimit,
} from '@parley/api-client/contract';
import { permissionsFor } from '../auth/roles.ts';
import { findTokenOwner } from '../auth/sessions.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { AuthUser, Handler, Handlers, ServerServices } from './context.ts';
import { ApiError, accessDenied, loginRequired } from './errors.ts';
import { clientKey } from '../services/throttle.ts';
import { BinaryFile } from './binary.ts';
import { contentDisposition } from './contentDisposition.ts';
import { DEFAULT_SUCCESS_MESSAGE, WithMessage } from './message.ts';
import { storableTextGuard } from './storableText.ts';
import { finiteNumbersGuard } from './finiteNumbers.ts';

export const routeUrl = (def: Pick<EndpointDef, 'service' | 'path'>): string =>
  ['/api', SERVICE_PREFIXES[def.service], def.path].filter(Boolean).join('/');

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

async function resolveUser(request: FastifyRequest, services: ServerServices): Promise<AuthUser | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? userForToken(services, token) : null;
}

/** The signed-in user a session token or API key stands for, with the permissions they hold now; null if none. */
export async function userForToken(
  services: Pick<ServerServices, 'db' | 'settings'>,
  token: string,
): Promise<AuthUser | null> {
  const owner = await findTokenOwner(services.db, token);
  if (!owner) return null;
  return {
    id: owner.user_id,
    enterpriseId: owner.enterprise_id,
    roles: owner.roles,
    permissions: permissionsFor(owner.roles, services.settings.featureFlags, owner.role_overrides ?? {}),
    token,
  };
}

function guard(def: EndpointDef, services: ServerServices): onRequestHookHandler {
  return async (request) => {
    request.user = await resolveUser(request, services);
    if (def.auth === 'public') return;
    if (!request.user) throw loginRequired();
    if (!hasAnyPermission(request.user.permissions, def.permissions)) throw accessDenied();
  };
}

function routeSchema(def: EndpointDef): Record<string, unknown> {
  const response: TSchema = def.responseKind === 'text' ? Type.String() : Envelope(def.data);
  // A multipart body is a stream the handler reads part by part (request.parts()); a file answer has no JSON schema.
  const validatesBody = def.body && def.encoding !== 'multipart';
  return {
    summary: def.summary,
    tags: [def.tag],
    operationId: def.id,
    ...(def.auth === 'session' ? { security: [{ bearer: [] }] } : {}),
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(validatesBody ? { body: def.body } : {}),
    ...(def.encoding === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(def.responseKind === 'binary' ? {} : { response: { 200: response } }),
  };
}

/** @fastify/rate-limit's options for an endpoint's per-address budget (registered in server.ts, off elsewhere). */
const perClientLimit = (limit: RateLimit) => ({
  max: limit.max,
  timeWindow: limit.perSeconds * 1000,
  // One IPv6 host holds a whole /64: counted per address it could pick a fresh one for each call.
  keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
  errorResponseBuilder: () => new ApiError(429, ErrorCodes.tooManyRequests, Messages.tooManyRequests),
});

/** Registers every contract endpoint; refuses to start when one has no handler. */
export function registerContractRoutes(app: FastifyInstance, handlers: Handlers, services: ServerServices): void {
  const missing = Object.keys(endpoints).filter((id) => !(id in handlers));
  if (missing.length > 0) throw new Error(`No server handler for contract endpoints: ${missing.join(', ')}`);
  app.decorateRequest('user', null);

  for (const [id, def] of Object.entries(endpoints) as [keyof Handlers, EndpointDef][]) {
    const handler = handlers[id] as Handler<unknown>;
    const finiteNumbers = finiteNumbersGuard(def);
    app.route({
      method: def.method,
      url: routeUrl(def),
      schema: routeSchema(def),
      ...(def.rateLimit ? { config: { rateLimit: perClientLimit(def.rateLimit) } } : {}),
      ...(def.maxBodyBytes ? { bodyLimit: def.maxBodyBytes } : {}),
      // Authentication and permission come before body parsing and validation: a caller without the right
      // learns nothing about the input an endpoint expects (no session → 401, no permission → 403, then 400).
      onRequest: guard(def, services),
      preValidation: storableTextGuard(def),
      ...(finiteNumbers ? { preHandler: finiteNumbers } : {}),
      handler: async (request, reply) => {
        const result = await handler({
          ...services,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          user: request.user,
          request,
          reply,
        });
        const [data, message] =
          result instanceof WithMessage ? [result.data, result.message] : [result, DEFAULT_SUCCESS_MESSAGE];
        if (def.responseKind === 'text') return reply.type('text/plain; charset=utf-8').send(String(data));
        const file: unknown = data;
        if (file instanceof BinaryFile) {
          reply.type(file.contentType);
          if (file.fileName)
            reply.header(
              'content-disposition',
              contentDisposition(file.options.disposition ?? 'attachment', file.fileName),
            );
          for (const [name, value] of Object.entries(file.options.headers ?? {})) reply.header(name, value);
          return reply.send(file.body);
        }
        return { status: true, code: SUCCESS_CODE, message, data };
      },
    });
  }
}
