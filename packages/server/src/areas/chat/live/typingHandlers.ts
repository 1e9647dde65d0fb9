import { CHAT_STATES, type Channels } from '@parley/api-client/contract';
import type { ChannelConnection } from '../../../http/channels.ts';
import type { ServerServices } from '../../../http/context.ts';
import { tellVisitor } from '../webchat/tellVisitor.ts';

const TYPING_EVERY_MS = 2_000;
const typedAt = new WeakMap<object, number>();

/** An agent typing in a chat they hold: its web-chat visitor sees it (other channels have no typing to show). */
export async function agentTyping(
  connection: ChannelConnection<Channels['actions']>,
  { chatId }: { chatId: string },
  services: ServerServices,
): Promise<void> {
  const { user } = connection;
  if (!user.permissions.includes('CHAT.HANDLE')) return;
  const now = Date.now();
  if (now - (typedAt.get(connection) ?? 0) < TYPING_EVERY_MS) return;
  typedAt.set(connection, now);
  const [chat] = await services.db.query<{ enterprise_id: string; customer_number: string }>(
    `SELECT enterprise_id, customer_number FROM chats
      WHERE id = $1 AND enterprise_id = $2 AND $3 = ANY(agent_ids) AND state = ${CHAT_STATES.ONGOING}`,
    [chatId, user.enterpriseId, user.id],
  );
  if (chat) tellVisitor(services.channels, chat, { action: 'typing' });
}
