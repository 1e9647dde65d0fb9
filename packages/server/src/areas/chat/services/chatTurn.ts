import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_STATES,
  asksForPerson,
  openAt,
  scheduleFor,
  type ChatSettings,
  type ChatState,
} from '@parley/api-client/contract';
import type { ServerServices } from '../../../http/context.ts';
import { agentOf, servingModel } from '../../bots/services/botBuilder.ts';
import { recordConversationTurn } from '../../bots/services/conversationTurns.ts';
import { findChannel, type ChannelRow } from '../../channels/services/channelRows.ts';
import type { MessageRow } from '../../channels/services/messageRows.ts';
import { tellAgents } from '../live/tellAgents.ts';
import { agentsForChat } from './chatRouting.ts';
import { sendChatText } from './chatSend.ts';
import { loadChatSettings } from './chatSettings.ts';
import { missOutOfHours } from './missedChats.ts';
import { handOver } from './chatStore.ts';
import { toThreadMessage } from './chatThread.ts';

interface TurnChat {
  id: string;
  enterprise_id: string;
  channel_id: string;
  customer_number: string;
  state: ChatState;
  agent_ids: string[];
  out_of_scope_turns: number;
}

/**
 * What a customer's message sets going in its chat (decision 016): in a chat the bot answers (CREATED), the bot's
 * answer or the hand-over to agents; in a chat agents hold, the message reaches their sockets. A chat waiting for
 * an agent only gathers messages (the notification table shows the last). Runs after the message is stored; a
 * failure here is logged and leaves the message recorded (the customer's next message tries again).
 */
export async function chatTurn(services: ServerServices, log: FastifyBaseLogger, message: MessageRow): Promise<void> {
  if (!message.chat_id || message.direction !== 'in') return;
  try {
    const [chat] = await services.db.query<TurnChat>(
      `SELECT id, enterprise_id, channel_id, customer_number, state, agent_ids, out_of_scope_turns
         FROM chats WHERE id = $1`,
      [message.chat_id],
    );
    if (!chat) return;
    if (chat.state === CHAT_STATES.ONGOING || chat.state === CHAT_STATES.SUSPEND) {
      tellAgents(services, chat.enterprise_id, chat.agent_ids, {
        action: 'chatMessage',
        chatId: chat.id,
        message: toThreadMessage(message),
      });
      return;
    }
    // A reaction is no turn for the bot to answer (its agents see it, above, once people hold the chat).
    if (chat.state === CHAT_STATES.CREATED && message.kind !== 'reaction') await botTurn(services, log, chat, message);
  } catch (error) {
    log.error({ chatId: message.chat_id, reason: (error as Error).message }, 'chat turn failed');
  }
}

async function botTurn(services: ServerServices, log: FastifyBaseLogger, chat: TurnChat, message: MessageRow) {
  const settings = await loadChatSettings(services.db, chat.enterprise_id);
  const channel = await findChannel(services.db, chat.enterprise_id, chat.channel_id);
  if (!channel) return;
  const text = message.content.body ?? '';
  const botId = settings.botAgentId;
  if (!botId || asksForPerson(text, settings.handOverKeywords))
    return handOverToAgents(services, log, chat, channel, settings);
  // A bot deleted or never trained since the settings were saved: people answer instead.
  const agent = await agentOf(services.db, chat.enterprise_id, botId).catch(() => null);
  const model = agent && agent.type !== 'prompt' ? await servingModel(services.nlu, services.db, botId) : undefined;
  if (!model) return handOverToAgents(services, log, chat, channel, settings);

  const prediction = await services.nlu.predict(botId, text, { sessionId: `${botId}:chat:${chat.id}` });
  await recordConversationTurn(services.db, {
    enterpriseId: chat.enterprise_id,
    agentId: botId,
    sessionId: `chat:${chat.id}`,
    text,
    prediction,
  });
  const outOfScope = prediction.outOfScope ? chat.out_of_scope_turns + 1 : 0;
  await services.db.query('UPDATE chats SET out_of_scope_turns = $2, bot_agent_id = $3 WHERE id = $1', [
    chat.id,
    outOfScope,
    botId,
  ]);
  const askedByIntent = settings.handOverIntent !== null && prediction.intent?.name === settings.handOverIntent;
  if (askedByIntent || outOfScope >= settings.outOfScopeLimit)
    return handOverToAgents(services, log, chat, channel, settings);
  if (!prediction.reply.trim()) return;
  await sendChatText(services, log, {
    channel,
    chatId: chat.id,
    to: chat.customer_number,
    text: prediction.reply,
    author: { type: 'bot', intent: prediction.intent?.name ?? null, confidence: prediction.confidence },
  });
}

/** Offers the chat to the channel department's agents, tells the customer, and tells each agent's sockets. */
async function handOverToAgents(
  services: ServerServices,
  log: FastifyBaseLogger,
  chat: TurnChat,
  channel: ChannelRow,
  settings: ChatSettings,
): Promise<void> {
  const agentIds = await agentsForChat(services.db, {
    enterpriseId: chat.enterprise_id,
    departmentId: channel.dept_id,
    featureFlags: services.settings.featureFlags,
  });
  const handed = await handOver(services.db, {
    enterpriseId: chat.enterprise_id,
    chatId: chat.id,
    departmentId: channel.dept_id,
    agentIds,
    dueAt: new Date(Date.now() + settings.pickupTimeoutSeconds * 1000),
  });
  // Another message of the same customer handed it over first.
  if (!handed.ok) return;
  // Outside the department's business hours nobody is there: the chat is missed at once, the customer told so.
  const schedule = scheduleFor(settings.businessHours, channel.dept_id);
  const closed = schedule !== undefined && !openAt(schedule, new Date());
  const missed = closed && (await missOutOfHours(services.db, chat.id));
  tellAgents(services, chat.enterprise_id, agentIds, {
    action: missed ? 'chatMissedNotify' : 'customerStartChat',
    chatId: chat.id,
  });
  const notice = missed ? schedule.closedMessage : settings.handOverMessage;
  if (notice.trim())
    await sendChatText(services, log, {
      channel,
      chatId: chat.id,
      to: chat.customer_number,
      text: notice,
      author: { type: 'system' },
    });
}
