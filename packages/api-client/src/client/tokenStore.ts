export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: (token: string | null) => void): () => void;
}

/** Keeps the session token in a Storage (localStorage in the console) and tells subscribers of changes. */
export function createTokenStore(storage: Storage | undefined, key = 'parley.token'): TokenStore {
  let memory: string | null = null;
  const listeners = new Set<(token: string | null) => void>();
  const notify = (token: string | null) => listeners.forEach((listener) => listener(token));
  return {
    get: () => (storage ? storage.getItem(key) : memory),
    set(token) {
      if (storage) storage.setItem(key, token);
      else memory = token;
      notify(token);
    },
    clear() {
      if (storage) storage.removeItem(key);
      memory = null;
      notify(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
