import type * as apiKeys from '../apiKeys.ts';
import { ApiKeyMessages, normaliseApiKeyName } from '../apiKeyRules.ts';
import { seesEveryApiKey, type ApiKey } from '../../../contract/schemas.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeApiKey, type FakeStore, type FakeUser } from '../../../fake/store.ts';
import { assertOwnPassword } from './accounts.ts';

const VISIBLE_PREFIX_LENGTH = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const isExpired = (store: FakeStore, key: FakeApiKey) =>
  key.expiresAt !== null && Date.parse(key.expiresAt) <= store.clock;

/**
 * The key a bearer token names, if it still works (not expired); marks it used, as the server does. Whether
 * its creator is still active is the caller's check, the same as for a session.
 */
export function usableFakeApiKey(store: FakeStore, token: string): FakeApiKey | null {
  const key = store.apiKeys.find((k) => k.key === token);
  if (!key || isExpired(store, key)) return null;
  key.lastUsedAt = new Date(store.clock).toISOString();
  return key;
}

function publicKey(store: FakeStore, key: FakeApiKey): ApiKey {
  const creator = store.users.find((u) => u.uId === key.uId);
  return {
    id: key.id,
    name: key.name,
    prefix: key.key.slice(0, VISIBLE_PREFIX_LENGTH),
    createdBy: { uId: key.uId, name: creator?.name ?? '' },
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    expiresAt: key.expiresAt,
  };
}

/** The contract's visibility rule: the enterprise's keys for an Administrator, else the viewer's own. */
const visibleTo = (viewer: FakeUser) => (key: FakeApiKey) =>
  key.eId === viewer.eId && (seesEveryApiKey(viewer.roles) || key.uId === viewer.uId);

function findVisible(ctx: FakeContext, id: string | undefined): FakeApiKey {
  const key = ctx.store.apiKeys.find((k) => k.id === id && visibleTo(ctx.user!)(k));
  if (!key) throw new FakeHttpError(404, 404, ApiKeyMessages.notFound);
  return key;
}

/** API keys as the server keeps them: created with the password, visible to their creator or an Administrator. */
export const apiKeysImpl: Pick<Impl, keyof typeof apiKeys> = {
  addApiKey(ctx) {
    const name = normaliseApiKeyName(String(ctx.body.name ?? ''));
    if (!name)
      throw new FakeHttpError(400, 400, ApiKeyMessages.nameRequired, {
        errors: [{ field: 'name', message: ApiKeyMessages.nameRequired }],
      });
    assertOwnPassword(ctx, ctx.body.password);
    const key = `pk_fake_${nextId(ctx.store, 'k')}_${'x'.repeat(24)}`;
    const createdAt = tick(ctx.store);
    const days = ctx.body.expiresInDays;
    const record: FakeApiKey = {
      id: nextId(ctx.store, 'apikey'),
      eId: ctx.user!.eId,
      uId: ctx.user!.uId,
      name,
      key,
      createdAt,
      lastUsedAt: null,
      expiresAt: typeof days === 'number' ? new Date(Date.parse(createdAt) + days * DAY_MS).toISOString() : null,
    };
    ctx.store.apiKeys.push(record);
    ctx.setMessage(ApiKeyMessages.created);
    return { ...publicKey(ctx.store, record), key };
  },

  listApiKeys(ctx) {
    return ctx.store.apiKeys
      .filter(visibleTo(ctx.user!))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map((k) => publicKey(ctx.store, k));
  },

  getApiKey(ctx) {
    return publicKey(ctx.store, findVisible(ctx, ctx.params.id));
  },

  deleteApiKey(ctx) {
    const key = findVisible(ctx, ctx.params.id);
    ctx.store.apiKeys = ctx.store.apiKeys.filter((k) => k !== key);
    ctx.setMessage(ApiKeyMessages.deleted);
    return { id: key.id };
  },
};
