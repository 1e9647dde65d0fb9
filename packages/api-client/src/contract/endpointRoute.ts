import type { BodyEncoding, EndpointDef, HttpMethod, ResponseKind } from './endpoint.ts';

/**
 * Which service prefix a path hangs off. `api` paths keep the specs' own paths (account/..., e/enterprise/...);
 * `nlp` is the chatbot service ({nlp-api}); `chat` is the chat API service. Host apps map each to a URL prefix.
 */
export type Service = 'api' | 'nlp' | 'chat';

/** Where each service lives below the API's base URL on our server (a host's client may map them elsewhere). */
export const SERVICE_PREFIXES: Readonly<Record<Service, string>> = { api: '', nlp: 'nlp', chat: 'chat' };

/**
 * What a client needs of an endpoint to call it: where it is and how its request and answer travel. The
 * contract's full declarations (with their schemas) stay out of the browser's bundle; the console calls through
 * `ENDPOINT_ROUTES` (endpointRoutes.ts), which is generated from them and checked against them by a test.
 */
export interface EndpointRoute {
  readonly method: HttpMethod;
  readonly service: Service;
  readonly path: string;
  readonly encoding: BodyEncoding;
  readonly auth: 'public' | 'session';
  readonly responseKind: ResponseKind;
}

/** The route of a full declaration. */
export const routeOf = (def: EndpointDef): EndpointRoute => ({
  method: def.method,
  service: def.service,
  path: def.path,
  encoding: def.encoding,
  auth: def.auth,
  responseKind: def.responseKind,
});
