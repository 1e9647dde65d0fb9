import type { FastifyBaseLogger } from 'fastify';
import { CHAT_STATES, MISSED_REASONS } from '@parley/api-client/contract';
import type { Database } from '../../../db/database.ts';
import type { ServerServices } from '../../../http/context.ts';
import { WakeableDelay } from '../../../services/wakeableDelay.ts';
import { tellAgents } from '../live/tellAgents.ts';
import { agentsForChat } from './chatRouting.ts';

/** How often each process looks for chats whose pickup time passed (ours). */
export const MISSED_SWEEP_INTERVAL_MS = 5_000;
/** The most chats one sweep marks: the rest wait for the next one. */
const SWEEP_BATCH = 200;

export interface MissedChat {
  enterpriseId: string;
  chatId: string;
  /** The agents it is now offered to as missed. */
  agentIds: string[];
}

/**
 * Marks missed every chat nobody picked up by its due time (STARTED → MISSED, 'Timed Out'): its new-chat offers
 * become missed-chat offers, so the same agents see it under Missed and may still pick it up; a chat offered to
 * nobody (no agent was available) is offered to the agents available now. One conditional statement per sweep, so
 * processes sweeping at once never mark a chat twice.
 */
export async function sweepMissedChats(
  db: Database,
  featureFlags: Record<string, boolean>,
  now = new Date(),
): Promise<MissedChat[]> {
  return db.transaction(async (tx) => {
    const missed = await tx.query<{ id: string; enterprise_id: string; department_id: string | null }>(
      `UPDATE chats SET state = ${CHAT_STATES.MISSED}, missed_reason = $2, due_at = NULL, updated_at = now(),
             missed_at = coalesce(missed_at, now())
        WHERE id IN (SELECT id FROM chats WHERE state = ${CHAT_STATES.STARTED} AND due_at <= $1
                      ORDER BY due_at LIMIT ${SWEEP_BATCH})
          AND state = ${CHAT_STATES.STARTED}
        RETURNING id, enterprise_id, department_id`,
      [now, MISSED_REASONS.timedOut],
    );
    if (!missed.length) return [];
    const moved = await tx.query<{ chat_id: string; agent_id: string }>(
      `UPDATE chat_offers SET kind = 'Missed', created_at = now()
        WHERE chat_id = ANY($1::text[]) AND kind = 'Live' RETURNING chat_id, agent_id`,
      [missed.map((m) => m.id)],
    );
    const result: MissedChat[] = [];
    for (const chat of missed) {
      let agentIds = moved.filter((o) => o.chat_id === chat.id).map((o) => o.agent_id);
      if (!agentIds.length) {
        agentIds = await agentsForChat(tx, {
          enterpriseId: chat.enterprise_id,
          departmentId: chat.department_id,
          featureFlags,
        });
        if (agentIds.length)
          await tx.query(
            `INSERT INTO chat_offers (chat_id, agent_id, kind, enterprise_id)
             SELECT $1, unnest($2::text[]), 'Missed', $3 ON CONFLICT DO NOTHING`,
            [chat.id, agentIds, chat.enterprise_id],
          );
      }
      result.push({ enterpriseId: chat.enterprise_id, chatId: chat.id, agentIds });
    }
    return result;
  });
}

/**
 * Marks missed, at once, a chat just handed over outside its department's business hours ('Out Of Working Hours'):
 * its new-chat offers become missed-chat offers, as a sweep would make them. False when an agent took it first.
 */
export async function missOutOfHours(db: Database, chatId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [missed] = await tx.query(
      `UPDATE chats SET state = ${CHAT_STATES.MISSED}, missed_reason = $2, due_at = NULL, updated_at = now(),
             missed_at = coalesce(missed_at, now())
        WHERE id = $1 AND state = ${CHAT_STATES.STARTED} RETURNING id`,
      [chatId, MISSED_REASONS.outOfHours],
    );
    if (!missed) return false;
    await tx.query(`UPDATE chat_offers SET kind = 'Missed', created_at = now() WHERE chat_id = $1 AND kind = 'Live'`, [
      chatId,
    ]);
    return true;
  });
}

/** Each process's loop over sweepMissedChats, telling the agents of every chat it marks (they recount). */
export class MissedChatSweeper {
  private readonly delay = new WakeableDelay();
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly services: Pick<ServerServices, 'db' | 'channels' | 'settings'>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = MISSED_SWEEP_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.delay.wake();
    await this.running;
    this.running = null;
  }

  /** One sweep now (tests, and the loop). */
  async sweep(now = new Date()): Promise<MissedChat[]> {
    const missed = await sweepMissedChats(this.services.db, this.services.settings.featureFlags, now);
    for (const chat of missed)
      tellAgents(this.services, chat.enterpriseId, chat.agentIds, { action: 'chatMissedNotify', chatId: chat.chatId });
    return missed;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.sweep();
      } catch (error) {
        this.log.error({ reason: (error as Error).message }, 'missed chat sweep failed');
      }
      if (!this.stopping) await this.delay.wait(this.intervalMs);
    }
  }
}
