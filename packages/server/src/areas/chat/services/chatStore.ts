import {
  CHAT_STATES,
  ChatMessages,
  NO_CHAT_COUNTS,
  PICKUP_MOVES,
  chatMove,
  chatMoveSources,
  notificationType,
  notificationTypeOfPickup,
  type ChatCounters,
  type ChatMove,
  type ChatState,
  type NotificationType,
  type PickupAction,
} from '@parley/api-client/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';

/** A chat as stored (decision 016). */
export interface ChatRow {
  id: string;
  enterprise_id: string;
  channel_id: string;
  customer_number: string;
  department_id: string | null;
  state: ChatState;
  agent_ids: string[];
  missed_reason: string | null;
  due_at: Date | string | null;
}

const CHAT_COLUMNS =
  'id, enterprise_id, channel_id, customer_number, department_id, state, agent_ids, missed_reason, due_at';

/**
 * The customer's open chat on the channel, created (CREATED, the bot answers first) when there is none; either way
 * it notes the customer's message time, which opens the 24-hour customer-service window again.
 */
export async function chatForInbound(
  db: Queryable,
  c: { enterpriseId: string; channelId: string; customerNumber: string; at: Date },
): Promise<ChatRow> {
  const [row] = await db.query<ChatRow>(
    `INSERT INTO chats (id, enterprise_id, channel_id, customer_number, state, last_inbound_at)
     VALUES ($1, $2, $3, $4, ${CHAT_STATES.CREATED}, $5)
     ON CONFLICT (channel_id, customer_number) WHERE state <> ${CHAT_STATES.CLOSED}
     DO UPDATE SET last_inbound_at = greatest(chats.last_inbound_at, excluded.last_inbound_at), updated_at = now()
     RETURNING ${CHAT_COLUMNS}`,
    [newId(), c.enterpriseId, c.channelId, c.customerNumber, c.at],
  );
  return row!;
}

export type MoveResult = { ok: true; chat: ChatRow } | { ok: false; message: string };

/** A withdrawn offer: whose, and of which kind (that agent's counter of the kind drops). */
export interface WithdrawnOffer {
  agentId: string;
  type: NotificationType;
}

/** A pickup's or a close's outcome: on success, the other agents' offers of the chat it withdrew. */
export type PickupResult = { ok: true; chat: ChatRow; withdrawn: WithdrawnOffer[] } | { ok: false; message: string };

/**
 * Hands a chat the bot was answering to the agents (CREATED → STARTED): offered to each as a new chat, missed when
 * nobody picks it up by `dueAt`.
 */
export async function handOver(
  db: Database,
  c: { enterpriseId: string; chatId: string; departmentId: string | null; agentIds: readonly string[]; dueAt: Date },
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const moved = await move(tx, c.enterpriseId, c.chatId, 'handOver', {
      set: 'department_id = $4::text, due_at = $5::timestamptz, handed_at = coalesce(handed_at, now())',
      params: [c.departmentId, c.dueAt],
    });
    if (!moved.ok) return moved;
    await offer(tx, c.enterpriseId, c.chatId, c.agentIds, 'Live', null);
    return moved;
  });
}

/**
 * An agent picks a chat up by one of the five kinds (platform-shell §4.3 "Pickup by type"). The offers it answers
 * are deleted first: all agents' offers of that kind (an invitation: only this agent's), and only an agent whose
 * own offer was among them goes on, so of agents racing for a chat, on any processes, exactly one wins; the
 * others' counters drop by the same deletion.
 */
export async function pickUp(
  db: Database,
  c: { enterpriseId: string; chatId: string; agentId: string; action: PickupAction },
): Promise<PickupResult> {
  const kind = notificationTypeOfPickup(c.action).type;
  const moveName = PICKUP_MOVES[c.action];
  return db
    .transaction<PickupResult>(async (tx) => {
      const answered = await tx.query<{ agent_id: string; by_agent_id: string | null }>(
        `DELETE FROM chat_offers WHERE chat_id = $1 AND enterprise_id = $2 AND kind = $3
         AND ($4::text IS NULL OR agent_id = $4)
       RETURNING agent_id, by_agent_id`,
        [c.chatId, c.enterpriseId, kind, kind === 'Invited' ? c.agentId : null],
      );
      const mine = answered.find((o) => o.agent_id === c.agentId);
      if (!mine) return { ok: false, message: ChatMessages.alreadyPicked };
      // A transfer hands the chat over: the transferring agent lets go of it.
      const moved = await (kind === 'Transferred'
        ? move(tx, c.enterpriseId, c.chatId, moveName, {
            set: 'agent_ids = array_append(array_remove(agent_ids, $5::text), $4::text)',
            params: [c.agentId, mine.by_agent_id],
          })
        : move(tx, c.enterpriseId, c.chatId, moveName, {
            set:
              'agent_ids = array_append(array_remove(agent_ids, $4::text), $4::text), due_at = NULL, ' +
              'missed_reason = NULL, picked_at = coalesce(picked_at, now())',
            params: [c.agentId],
          }));
      if (!moved.ok) throw new PickupRefused(moved.message);
      const others = answered.filter((o) => o.agent_id !== c.agentId);
      return { ...moved, withdrawn: others.map((o) => ({ agentId: o.agent_id, type: kind })) };
    })
    .catch((error: unknown) => {
      if (error instanceof PickupRefused) return { ok: false as const, message: error.message };
      throw error;
    });
}

/** A pickup whose offer was there but whose move was refused: thrown so that the deleted offers come back. */
class PickupRefused extends Error {}

/**
 * An agent holding a chat transfers it, or invites others to it: offered to them (the chat stays ONGOING); a
 * transfer is taken by the first who accepts (pickUp with acceptTransfer), an invitation by each who accepts.
 */
export async function offerOnward(
  db: Database,
  c: {
    enterpriseId: string;
    chatId: string;
    fromAgentId: string;
    toAgentIds: readonly string[];
    kind: 'Transferred' | 'Invited';
  },
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const moved = await move(tx, c.enterpriseId, c.chatId, c.kind === 'Transferred' ? 'transfer' : 'invite', {
      set: 'agent_ids = agent_ids',
      where: '$4::text = ANY(agent_ids)',
      params: [c.fromAgentId],
      refused: ChatMessages.notYours,
    });
    if (!moved.ok) return moved;
    const others = c.toAgentIds.filter((id) => id !== c.fromAgentId);
    await offer(tx, c.enterpriseId, c.chatId, others, c.kind, c.fromAgentId);
    return moved;
  });
}

/**
 * An agent leaves a chat another agent holds too. The last holder may not: the chat would have nobody (they
 * transfer or close it instead).
 */
export async function leave(
  db: Database,
  c: { enterpriseId: string; chatId: string; agentId: string },
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const [held] = await tx.query<{ agent_ids: string[] }>(
      'SELECT agent_ids FROM chats WHERE id = $1 AND enterprise_id = $2 FOR UPDATE',
      [c.chatId, c.enterpriseId],
    );
    if (held && !held.agent_ids.includes(c.agentId)) return { ok: false, message: ChatMessages.notYours };
    return move(tx, c.enterpriseId, c.chatId, 'leave', {
      set: 'agent_ids = array_remove(agent_ids, $4::text)',
      where: '$4::text = ANY(agent_ids) AND cardinality(agent_ids) > 1',
      params: [c.agentId],
      refused: ChatMessages.lastHolder,
    });
  });
}

/**
 * A move by an agent holding the chat (close, suspend, resume). Closing withdraws every offer of the chat still
 * waiting (invitations, a transfer), and answers whose they were, so those agents' counters drop.
 */
export async function agentMove(
  db: Database,
  c: { enterpriseId: string; chatId: string; agentId: string; move: 'close' | 'suspend' | 'resume' },
): Promise<PickupResult> {
  return db.transaction<PickupResult>(async (tx) => {
    const moved = await move(tx, c.enterpriseId, c.chatId, c.move, {
      set: c.move === 'close' ? 'closed_at = now(), due_at = NULL' : 'agent_ids = agent_ids',
      where: '$4::text = ANY(agent_ids)',
      params: [c.agentId],
      refused: ChatMessages.notYours,
    });
    if (!moved.ok || c.move !== 'close') return moved.ok ? { ...moved, withdrawn: [] } : moved;
    const withdrawn = await tx.query<{ agent_id: string; kind: NotificationType }>(
      'DELETE FROM chat_offers WHERE chat_id = $1 AND enterprise_id = $2 RETURNING agent_id, kind',
      [c.chatId, c.enterpriseId],
    );
    return { ...moved, withdrawn: withdrawn.map((o) => ({ agentId: o.agent_id, type: o.kind })) };
  });
}

/** The agent's counters, counted from its offers. */
export async function chatCounters(db: Queryable, enterpriseId: string, agentId: string): Promise<ChatCounters> {
  const rows = await db.query<{ kind: NotificationType; n: number }>(
    'SELECT kind, count(*)::int AS n FROM chat_offers WHERE enterprise_id = $1 AND agent_id = $2 GROUP BY kind',
    [enterpriseId, agentId],
  );
  const counters = { ...NO_CHAT_COUNTS };
  for (const row of rows) counters[notificationType(row.kind).counter] = row.n;
  return counters;
}

async function offer(
  tx: Queryable,
  enterpriseId: string,
  chatId: string,
  agentIds: readonly string[],
  kind: NotificationType,
  byAgentId: string | null,
): Promise<void> {
  if (!agentIds.length) return;
  await tx.query(
    `INSERT INTO chat_offers (chat_id, agent_id, kind, enterprise_id, by_agent_id)
     SELECT $1, u.id, $3, $4, $5 FROM users u WHERE u.id = ANY($2::text[]) AND u.enterprise_id = $4
     ON CONFLICT DO NOTHING`,
    [chatId, agentIds, kind, enterpriseId, byAgentId],
  );
}

/**
 * A move of the contract (CHAT_MOVES) as one conditional statement: the chat changes only from a state the move
 * starts from, so a move that lost a race, or came too late, changes nothing and says why.
 */
async function move(
  tx: Queryable,
  enterpriseId: string,
  chatId: string,
  name: ChatMove,
  extra: { set: string; params: readonly unknown[]; where?: string; refused?: string },
): Promise<MoveResult> {
  const [current] = await tx.query<{ state: ChatState }>(
    'SELECT state FROM chats WHERE id = $1 AND enterprise_id = $2',
    [chatId, enterpriseId],
  );
  if (!current) return { ok: false, message: ChatMessages.notFound };
  const next = chatMove(current.state, name);
  if (!next.ok) return next;
  const [row] = await tx.query<ChatRow>(
    `UPDATE chats SET state = ${next.state}, updated_at = now(), ${extra.set}
      WHERE id = $1 AND enterprise_id = $2 AND state = ANY($3::smallint[]) ${extra.where ? `AND ${extra.where}` : ''}
      RETURNING ${CHAT_COLUMNS}`,
    [chatId, enterpriseId, chatMoveSources(name), ...extra.params],
  );
  return row ? { ok: true, chat: row } : { ok: false, message: extra.refused ?? ChatMessages.alreadyPicked };
}
