import { Messages, NOTIFICATION_TYPES, type PickupAction } from '@parley/api-client/contract';
import type { ChannelConnection, ChannelHandler } from '../../../http/channels.ts';
import type { ServerServices } from '../../../http/context.ts';
import type { Channels } from '@parley/api-client/contract';
import { pickUp } from '../services/chatStore.ts';
import { tellAgents, tellWithdrawn } from './tellAgents.ts';

type ActionsHandler = ChannelHandler<Channels['actions']>;
type Connection = ChannelConnection<Channels['actions']>;

/**
 * One pickup of the live channel (platform-shell §4.3 "Pickup by type"): the database decides which of racing
 * agents wins (chatStore.pickUp). The winner hears `chatPickedUp`; every other agent the chat was offered to hears
 * `offerWithdrawn`, so their counters drop at once; a loser hears `pickupFailed` with the reason.
 */
function pickupHandler(pickup: PickupAction) {
  return async (connection: Connection, message: { chatId: string }, services: ServerServices) => {
    const { user } = connection;
    if (!user.permissions.includes('CHAT.HANDLE')) {
      connection.send({ action: 'pickupFailed', chatId: message.chatId, pickup, message: Messages.accessDenied });
      return;
    }
    const result = await pickUp(services.db, {
      enterpriseId: user.enterpriseId,
      chatId: message.chatId,
      agentId: user.id,
      action: pickup,
    });
    if (!result.ok) {
      connection.send({ action: 'pickupFailed', chatId: message.chatId, pickup, message: result.message });
      return;
    }
    // Every socket of the winner (other tabs too) hears of the win.
    tellAgents(services, user.enterpriseId, [user.id], { action: 'chatPickedUp', chatId: message.chatId, pickup });
    tellWithdrawn(services, user.enterpriseId, message.chatId, result.withdrawn);
  };
}

export const pickupMessages: ActionsHandler['messages'] = Object.fromEntries(
  NOTIFICATION_TYPES.map((t) => [t.pickup, pickupHandler(t.pickup)]),
) as unknown as ActionsHandler['messages'];
