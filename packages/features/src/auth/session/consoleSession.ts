import {
  ApiError,
  createApiClient,
  createTokenStore,
  isApiError,
  Messages,
  type ApiClient,
  type TokenStore,
} from '@parley/api-client';

/** What the API client reports that the session reacts to. */
export type SessionEventType = 'session-expired' | 'offline' | 'access-denied';

export interface SessionEvents {
  emit(type: SessionEventType, message: string): void;
  on(listener: (type: SessionEventType, message: string) => void): () => void;
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<(type: SessionEventType, message: string) => void>();
  return {
    emit: (type, message) => listeners.forEach((listener) => listener(type, message)),
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export interface ConsoleApiClientOptions {
  /** Where the API lives, `/api` by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The console's API client: reads the token from the store, and reports expired sessions, offline
 * failures and access denials to the session. A session call made without a token never leaves the
 * browser: it clears the stored session (platform-shell §4.1) and fails as signed out.
 */
export function createConsoleApiClient(
  tokenStore: TokenStore,
  events: SessionEvents,
  options: ConsoleApiClientOptions = {},
): ApiClient {
  const client = createApiClient({
    baseUrl: options.baseUrl ?? '/api',
    fetch: options.fetch,
    getToken: () => tokenStore.get(),
    onSessionExpired: (message) => events.emit('session-expired', message),
    onOffline: (message) => events.emit('offline', message),
  });
  return {
    config: client.config,
    url: client.url,
    async call(endpoint, input) {
      if (endpoint.auth === 'session' && !tokenStore.get()) {
        tokenStore.clear();
        throw new ApiError(Messages.loginRequired, { kind: 'session-expired' });
      }
      try {
        return await client.call(endpoint, input);
      } catch (error) {
        if (isApiError(error) && error.kind === 'access-denied') events.emit('access-denied', Messages.accessDenied);
        throw error;
      }
    },
  };
}

/** The token store, the event bridge and the client, made together because each needs the other. */
export interface ConsoleSession {
  tokenStore: TokenStore;
  events: SessionEvents;
  client: ApiClient;
}

export interface CreateConsoleSessionOptions extends ConsoleApiClientOptions {
  /** Where the token is kept; `window.localStorage` by default, memory when undefined and no window. */
  storage?: Storage;
  /** The host's own token store (a host that signs its users in itself); `storage` is not used then. */
  tokenStore?: TokenStore;
  /** A token to start with (stories and tests that begin signed in). */
  token?: string;
}

export function createConsoleSession(options: CreateConsoleSessionOptions = {}): ConsoleSession {
  const storage =
    'storage' in options ? options.storage : typeof window === 'undefined' ? undefined : window.localStorage;
  const tokenStore = options.tokenStore ?? createTokenStore(storage);
  if (options.token) tokenStore.set(options.token);
  const events = createSessionEvents();
  const client = createConsoleApiClient(tokenStore, events, options);
  return { tokenStore, events, client };
}
