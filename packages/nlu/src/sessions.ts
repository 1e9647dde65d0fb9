/** What a conversation remembers between turns: the intent waiting for a parameter. */
export interface SessionState {
  pending?: {
    intentId: string;
    /** Values gathered so far, by parameter name. */
    parameters: Record<string, string>;
    /** The parameter asked for. */
    parameter: string;
    /** Failed attempts to fill it so far. */
    attempts: number;
  };
  updatedAt: number;
}

/** Sessions keyed by sessionId. The server may supply its own (e.g. database-backed) implementation. */
export interface SessionStore {
  get(sessionId: string): SessionState | undefined | Promise<SessionState | undefined>;
  set(sessionId: string, state: SessionState): void | Promise<void>;
  delete(sessionId: string): void | Promise<void>;
}

/** An in-memory store; sessions idle longer than `ttlMs` (default 30 min) are forgotten. */
export function createSessionStore(options: { ttlMs?: number; maxSessions?: number; clock?: () => number } = {}): SessionStore {
  const ttl = options.ttlMs ?? 30 * 60_000;
  const max = options.maxSessions ?? 100_000;
  const clock = options.clock ?? Date.now;
  const map = new Map<string, SessionState>();
  return {
    get(id) {
      const s = map.get(id);
      if (s && clock() - s.updatedAt > ttl) {
        map.delete(id);
        return undefined;
      }
      return s;
    },
    set(id, state) {
      map.delete(id);
      // Idle time is measured on the store's clock, whatever message time the caller uses.
      map.set(id, { ...state, updatedAt: clock() });
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
    delete(id) {
      map.delete(id);
    },
  };
}
