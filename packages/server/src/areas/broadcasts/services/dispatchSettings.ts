import { DEFAULT_CHANNEL_RATE_PER_SECOND } from '@parley/api-client/contract';

/** How the broadcast dispatcher of one server process works (decision 015). */
export interface DispatchSettings {
  /** Off: this process queues broadcasts but sends none (another process does). */
  enabled: boolean;
  /** Messages a channel sends per second, across every process (WhatsApp's default is 80 per number). */
  ratePerSecond: number;
  /** Sends to providers in flight at once from this process. */
  concurrency: number;
  /** How long a claimed message is this process's; after that another process may take it over. */
  leaseMs: number;
  /** The first retry's delay after a temporary failure; it doubles each time (with jitter), at most 5 minutes. */
  retryBaseMs: number;
  /** Attempts before a temporary failure is given up as failed. */
  maxAttempts: number;
  /** The pause when nothing is due. */
  idleMs: number;
  /**
   * How long a send left unfinished by a process that stopped waits for the provider's status report (which names
   * the message) before it is sent again: the report proves it went; none in this time means it did not.
   */
  inDoubtMs: number;
}

export const DEFAULT_DISPATCH_SETTINGS: DispatchSettings = {
  enabled: true,
  ratePerSecond: DEFAULT_CHANNEL_RATE_PER_SECOND,
  concurrency: 32,
  leaseMs: 30_000,
  retryBaseMs: 2_000,
  maxAttempts: 5,
  idleMs: 200,
  inDoubtMs: 60_000,
};

const positive = (raw: string | undefined, name: string): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return n;
};

/**
 * PARLEY_BROADCAST_DISPATCH=off (this process sends nothing), PARLEY_BROADCAST_RATE (messages per second per
 * channel), PARLEY_BROADCAST_CONCURRENCY, PARLEY_BROADCAST_LEASE_MS, PARLEY_BROADCAST_RETRY_MS,
 * PARLEY_BROADCAST_MAX_ATTEMPTS, PARLEY_BROADCAST_INDOUBT_MS; options given to the server win.
 */
export function dispatchSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<DispatchSettings> = {},
): DispatchSettings {
  const fromEnv: Partial<DispatchSettings> = {
    enabled: env.PARLEY_BROADCAST_DISPATCH === 'off' ? false : undefined,
    ratePerSecond: positive(env.PARLEY_BROADCAST_RATE, 'PARLEY_BROADCAST_RATE'),
    concurrency: positive(env.PARLEY_BROADCAST_CONCURRENCY, 'PARLEY_BROADCAST_CONCURRENCY'),
    leaseMs: positive(env.PARLEY_BROADCAST_LEASE_MS, 'PARLEY_BROADCAST_LEASE_MS'),
    retryBaseMs: positive(env.PARLEY_BROADCAST_RETRY_MS, 'PARLEY_BROADCAST_RETRY_MS'),
    maxAttempts: positive(env.PARLEY_BROADCAST_MAX_ATTEMPTS, 'PARLEY_BROADCAST_MAX_ATTEMPTS'),
    inDoubtMs: positive(env.PARLEY_BROADCAST_INDOUBT_MS, 'PARLEY_BROADCAST_INDOUBT_MS'),
  };
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return { ...DEFAULT_DISPATCH_SETTINGS, ...defined(fromEnv), ...defined(overrides) };
}
