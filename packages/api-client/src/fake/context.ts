import type { DataOf, EndpointDef } from '../contract/endpoint.ts';
import type { EndpointId, Endpoints } from '../contract/index.ts';
import type { FakeStore, FakeUser } from './store.ts';

/** What a fake endpoint's implementation gets: the request's parts, the signed-in user and the in-memory tables. */
export interface FakeContext<E extends EndpointDef = EndpointDef> {
  endpoint: E;
  store: FakeStore;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The signed-in user, for session endpoints. */
  user: FakeUser | null;
  token: string | null;
  setMessage(message: string): void;
  /** A response header (binary answers carry their side information this way, as on the server). */
  setHeader?(name: string, value: string): void;
}

export type Impl = { [K in EndpointId]: (ctx: FakeContext<Endpoints[K]>) => DataOf<Endpoints[K]> };
