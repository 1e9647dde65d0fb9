import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyUnderPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { ErrorCodes, Messages } from '@parley/api-client/contract';

export interface LoadSheddingOptions {
  /** Event-loop delay (ms) past which API calls are refused with 503; 0 turns the check off. */
  maxEventLoopDelayMs?: number;
  /** Event-loop utilisation (0..1) past which API calls are refused; 0 turns the check off. */
  maxEventLoopUtilization?: number;
  /** How often the loop is sampled (ms). */
  sampleIntervalMs?: number;
}

// Measured on this machine's embedded database: at 300 connections answers queued for 3.6 s (p99). Past half a
// second of event-loop delay a request is better refused at once than served late. Utilisation is off by default:
// a long import keeps the loop busy (yielding between batches) without making anyone wait.
const DEFAULTS: Required<LoadSheddingOptions> = {
  maxEventLoopDelayMs: 500,
  maxEventLoopUtilization: 0,
  sampleIntervalMs: 250,
};

/**
 * Under pressure: an API call is answered 503 at once (the plugin sends what this returns and stops the request);
 * anything else (the probes, the console's files) goes on as usual. The plugin's types say `void`, its code sends
 * a returned value (index.js handlePressure), hence the cast.
 */
const busyAnswer = ((request: FastifyRequest, reply: FastifyReply) => {
  if (!request.url.startsWith('/api/')) return undefined;
  reply.status(503).header('retry-after', '1');
  return { status: false, code: ErrorCodes.serviceUnavailable, message: Messages.serverBusy };
}) as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * Refuses API calls with 503 and Retry-After while the process is overloaded (the embedded database answers in
 * the server's own thread, so a saturated database shows as event-loop delay), instead of queueing them for
 * seconds. The probes and the console's files are always served: a busy server is not a dead one.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions = {}): Promise<void> {
  const settings = { ...DEFAULTS, ...options };
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    sampleInterval: settings.sampleIntervalMs,
    pressureHandler: busyAnswer,
  });
}

/** LoadSheddingOptions from the environment (PARLEY_MAX_EVENT_LOOP_DELAY_MS, PARLEY_MAX_EVENT_LOOP_UTILIZATION). */
export function loadSheddingFromEnv(env: NodeJS.ProcessEnv): LoadSheddingOptions {
  const number = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));
  const delay = number(env.PARLEY_MAX_EVENT_LOOP_DELAY_MS);
  const utilization = number(env.PARLEY_MAX_EVENT_LOOP_UTILIZATION);
  return {
    ...(delay !== undefined && Number.isFinite(delay) ? { maxEventLoopDelayMs: delay } : {}),
    ...(utilization !== undefined && Number.isFinite(utilization) ? { maxEventLoopUtilization: utilization } : {}),
  };
}
