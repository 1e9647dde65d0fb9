import type { Prediction } from '@parley/nlu';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';

/**
 * One user message and the bot's answer, as the conversation reports read them: from Try it, and from live chats
 * the bot answers first.
 */
export async function recordConversationTurn(
  db: Queryable,
  t: { enterpriseId: string; agentId: string; sessionId: string; text: string; prediction: Prediction },
): Promise<void> {
  const p = t.prediction;
  await db.query(
    `INSERT INTO conversation_messages (id, enterprise_id, agent_id, session_id, user_message, intent_identified, intent,
       confidence, utterance, bot_response, emotion, other_intent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
    [
      newId(),
      t.enterpriseId,
      t.agentId,
      t.sessionId,
      t.text,
      p.intent !== null,
      p.intent?.name ?? null,
      p.confidence,
      p.utterance || null,
      p.reply,
      p.emotion.label,
      JSON.stringify(
        p.otherIntents.map((o) => ({ intent: o.intent.name, confidence: o.confidence, utterance: o.utterance })),
      ),
    ],
  );
}
