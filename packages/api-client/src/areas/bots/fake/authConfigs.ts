import type * as authConfigs from '../authConfigs.ts';
import {
  IntegrationMessages,
  checkAuthConfig,
  checkConnectionTest,
  connectionResult,
  isUsableApiKey,
  maskApiKey,
  type ConnectionOutcome,
} from '../authConfigRules.ts';
import type { AuthConfig } from '../authConfigSchemas.ts';
import { ErrorCodes, type DataOf } from '../../../contract/endpoint.ts';
import type { Endpoints } from '../../../contract/index.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import type { FakeContext } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';

/**
 * Integration auth configs of the fake. It keeps keys in memory as given (no encryption: nothing persists) and,
 * like the server, only ever answers them masked.
 */
export interface FakeAuthConfig {
  id: string;
  eId: string;
  name: string;
  authType: number;
  llm: number;
  apikey: string;
  createdAt: string;
  updatedAt: string;
}

const configs = new WeakMap<FakeStore, FakeAuthConfig[]>();

export function fakeAuthConfigs(store: FakeStore): FakeAuthConfig[] {
  let list = configs.get(store);
  if (!list) {
    list = [];
    configs.set(store, list);
  }
  return list;
}

/** Seeds a GenAI integration (stories, tests); answers it as the console sees it. */
export function seedAuthConfig(store: FakeStore, overrides: Partial<FakeAuthConfig> = {}): AuthConfig {
  const now = tick(store);
  const record: FakeAuthConfig = {
    id: nextId(store, 'authcfg'),
    eId: 'ent1',
    name: 'OpenAI production',
    authType: 5,
    llm: 1,
    apikey: 'sk-fake-0000000000001234',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  fakeAuthConfigs(store).push(record);
  return publicConfig(record);
}

function publicConfig(c: FakeAuthConfig): AuthConfig {
  return {
    _id: c.id,
    id: c.id,
    name: c.name,
    authType: c.authType,
    llm: c.llm,
    apikey: maskApiKey(c.apikey),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** The enterprise's integration with this id, if any (used by the fake's configuration and Auto generate). */
export function findAuthConfig(store: FakeStore, eId: string, id: string | undefined): FakeAuthConfig | undefined {
  return id ? fakeAuthConfigs(store).find((c) => c.id === id && c.eId === eId) : undefined;
}

function own(store: FakeStore, eId: string, id: string): FakeAuthConfig {
  const found = findAuthConfig(store, eId, id);
  if (!found) throw new FakeHttpError(404, ErrorCodes.notFound, IntegrationMessages.notFound);
  return found;
}

function refuseDuplicate(store: FakeStore, eId: string, name: string, id?: string) {
  const clash = fakeAuthConfigs(store).some(
    (c) => c.eId === eId && c.id !== id && c.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash) throw new FakeHttpError(409, ErrorCodes.conflict, IntegrationMessages.duplicate);
}

/**
 * The fake's provider, deterministic: a key containing "invalid" is refused, one containing "unreachable" cannot
 * be reached, one containing "timeout" is not answered in time; any other key is accepted.
 */
function fakeProviderOutcome(apikey: string): ConnectionOutcome {
  const key = apikey.toLowerCase();
  if (key.includes('invalid')) return 'refused';
  if (key.includes('unreachable')) return 'unreachable';
  if (key.includes('timeout')) return 'timeout';
  return 'connected';
}

type Ids = keyof typeof authConfigs;

export const authConfigsImpl: { [K in Ids]: (ctx: FakeContext<Endpoints[K]>) => DataOf<Endpoints[K]> } = {
  listAuthConfigs({ store, user, query }) {
    const type = query.authType === undefined ? undefined : Number(query.authType);
    return fakeAuthConfigs(store)
      .filter((c) => c.eId === user!.eId && (type === undefined || c.authType === type))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(publicConfig);
  },

  getAuthConfig({ store, user, params }) {
    return publicConfig(own(store, user!.eId, String(params.id)));
  },

  createAuthConfig({ store, user, body, setMessage }) {
    const checked = checkAuthConfig(body);
    if (!checked.ok) throw fieldRefusal(checked.field, checked.message);
    refuseDuplicate(store, user!.eId, checked.value.name);
    const record = seedAuthConfig(store, { ...checked.value, eId: user!.eId });
    setMessage('Integration created successfully');
    return record;
  },

  updateAuthConfig({ store, user, params, body, setMessage }) {
    const record = own(store, user!.eId, String(params.id));
    const checked = checkAuthConfig(body, true);
    if (!checked.ok) throw fieldRefusal(checked.field, checked.message);
    refuseDuplicate(store, user!.eId, checked.value.name, record.id);
    Object.assign(record, {
      name: checked.value.name,
      llm: checked.value.llm,
      ...(checked.value.apikey ? { apikey: checked.value.apikey } : {}),
      updatedAt: tick(store),
    });
    setMessage('Integration updated successfully');
    return publicConfig(record);
  },

  deleteAuthConfig({ store, user, params, setMessage }) {
    const record = own(store, user!.eId, String(params.id));
    configs.set(
      store,
      fakeAuthConfigs(store).filter((c) => c !== record),
    );
    setMessage('Integration deleted successfully');
    return { id: record.id };
  },

  testAuthConfig({ store, user, body }) {
    const checked = checkConnectionTest(body);
    if (!checked.ok) throw fieldRefusal(checked.field, checked.message);
    // A stored integration must be the caller's enterprise's, even when a new key is typed with it.
    const stored = checked.value.id ? own(store, user!.eId, checked.value.id) : undefined;
    const apikey = checked.value.apikey || stored?.apikey || '';
    if (!isUsableApiKey(apikey)) return connectionResult('unusableKey');
    return connectionResult(fakeProviderOutcome(apikey));
  },
};
