import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Service } from './endpointRoute.ts';

// The envelope's codes live apart from the schemas, so a client can use them without loading TypeBox.
export { ACCESS_DENIED_CODE, ErrorCodes, SUCCESS_CODE } from './envelopeCodes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Service and its prefixes live with the routes, so a client has them without loading TypeBox.
export { SERVICE_PREFIXES, type Service } from './endpointRoute.ts';

/** How the request body travels: the specs default to form encoding for writes. */
export type BodyEncoding = 'none' | 'form' | 'json' | 'multipart';

/** What a successful answer carries: the status/message/code envelope, plain text, or a file. */
export type ResponseKind = 'envelope' | 'text' | 'binary';

export interface EndpointDef<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  D extends TSchema = TSchema,
> {
  /** Stable identifier, used to name client functions, fake handlers and server handlers. */
  readonly id: string;
  readonly summary: string;
  readonly tag: string;
  readonly method: HttpMethod;
  readonly service: Service;
  /** Path below the service prefix, with `:name` parameters (e.g. `agent/:id`). */
  readonly path: string;
  readonly encoding: BodyEncoding;
  /** `public` needs no session; `session` needs a signed-in user or an API key. */
  readonly auth: 'public' | 'session';
  /** The caller needs at least one of these permission keys (GROUP.ENTRY). Empty: any signed-in user. */
  readonly permissions: readonly string[];
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Schema of `data` inside the envelope (or of the text body for `text`). */
  readonly data: D;
  readonly responseKind: ResponseKind;
  /**
   * Calls one client address may make per window, for anonymous lookups whose answers must not be harvested
   * (whether an address has an account, an invitation's details); past it the server answers 429.
   */
  readonly rateLimit?: RateLimit;
  /**
   * The largest body this endpoint takes, when it is not the server's default (1 MiB): a broadcast's 100,000
   * typed numbers need more. Past it the server answers 413 before reading further.
   */
  readonly maxBodyBytes?: number;
}

export interface RateLimit {
  readonly max: number;
  readonly perSeconds: number;
}

/** The budget of an anonymous lookup: enough for a person filling a form, too little to walk a list of addresses. */
export const LOOKUP_RATE_LIMIT: RateLimit = { max: 20, perSeconds: 60 };

/** Static type of an optional schema slot; `undefined` when the endpoint does not declare it. */
type Opt<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends TSchema
    ? Static<Exclude<T, undefined>>
    : undefined;

export type ParamsOf<E> = E extends { readonly params?: infer P } ? Opt<P> : undefined;
export type QueryOf<E> = E extends { readonly query?: infer Q } ? Opt<Q> : undefined;
export type BodyOf<E> = E extends { readonly body?: infer B } ? Opt<B> : undefined;
export type DataOf<E> = E extends { readonly data: infer D extends TSchema } ? Static<D> : never;

/** What a call takes: the parts the endpoint declares, each required when its schema is declared. */
export type InputOf<E> = (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & { signal?: AbortSignal };

type WithDefaults<
  P extends TSchema | undefined,
  Q extends TSchema | undefined,
  B extends TSchema | undefined,
  D extends TSchema,
> = Omit<EndpointDef<P, Q, B, D>, 'permissions' | 'responseKind' | 'encoding'> & {
  permissions?: readonly string[];
  responseKind?: ResponseKind;
  encoding?: BodyEncoding;
};

/** Declares an endpoint once; client, fake and server are derived from the declaration. */
export function endpoint<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  D extends TSchema = TSchema,
>(def: WithDefaults<P, Q, B, D>): EndpointDef<P, Q, B, D> {
  return {
    ...def,
    permissions: def.permissions ?? [],
    responseKind: def.responseKind ?? 'envelope',
    encoding: def.encoding ?? (def.method === 'GET' || def.method === 'DELETE' ? 'none' : 'form'),
  };
}

export const Envelope = <D extends TSchema>(data: D) =>
  Type.Object({
    status: Type.Boolean(),
    code: Type.Union([Type.Integer(), Type.String()]),
    message: Type.String(),
    data: Type.Optional(data),
  });

export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  code: Type.Union([Type.Integer(), Type.String()]),
  message: Type.String(),
  login_required: Type.Optional(Type.Boolean()),
  /** Field-level problems for validation failures: path → message. */
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
