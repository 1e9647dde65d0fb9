import type { FastifyInstance } from 'fastify';
import type { EndpointId, Endpoints } from '@parley/api-client/contract';
import type { Handler, Handlers, ServerServices } from './context.ts';

/**
 * A feature area on the server: the handlers of its endpoints, and what it needs around them (plugins, hooks,
 * background jobs) registered before the routes. `server.ts` registers every area of `serverAreas` the same way.
 */
export interface ServerArea<Ids extends EndpointId = EndpointId> {
  readonly id: string;
  readonly handlers: { readonly [K in Ids]: Handler<Endpoints[K]> };
  register?(app: FastifyInstance, services: ServerServices): Promise<void>;
}

export function defineServerArea<const Ids extends EndpointId>(area: ServerArea<Ids>): ServerArea<Ids> {
  return area;
}

type IdsOf<A> = A extends ServerArea<infer Ids> ? Ids : never;

/**
 * Every contract endpoint's handler, gathered from the areas. The type refuses a list of areas that leaves an
 * endpoint without its handler, and names the endpoints missing.
 */
export function handlersOf<const Areas extends readonly ServerArea<never>[]>(
  areas: Areas &
    ([Exclude<EndpointId, IdsOf<Areas[number]>>] extends [never]
      ? unknown
      : { missingHandlers: Exclude<EndpointId, IdsOf<Areas[number]>> }),
): Handlers {
  const all: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [id, handler] of Object.entries(area.handlers)) {
      if (id in all) throw new Error(`${id} has a handler in two areas (the second: ${area.id})`);
      all[id] = handler;
    }
  }
  return all as Handlers;
}
