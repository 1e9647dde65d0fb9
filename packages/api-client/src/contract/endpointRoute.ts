import type { BodyEncoding, EndpointDef, HttpMethod, ResponseKind, Service } from './endpoint.ts';

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
