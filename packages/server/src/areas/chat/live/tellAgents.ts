import type { Channels, ServerMessageOf } from '@parley/api-client/contract';
import type { ServerServices } from '../../../http/context.ts';
import type { WithdrawnOffer } from '../services/chatStore.ts';

/** Sends a live-channel message to every open socket of these agents of the enterprise, on every process. */
export function tellAgents(
  services: Pick<ServerServices, 'channels'>,
  enterpriseId: string,
  agentIds: readonly string[],
  message: ServerMessageOf<Channels['actions']>,
): void {
  if (!agentIds.length) return;
  services.channels.deliver('actions', { enterpriseId, userIds: agentIds }, message);
}

/** Tells each agent whose offer of the chat was withdrawn (another agent took it, or it closed). */
export function tellWithdrawn(
  services: Pick<ServerServices, 'channels'>,
  enterpriseId: string,
  chatId: string,
  withdrawn: readonly WithdrawnOffer[],
): void {
  for (const offer of withdrawn)
    tellAgents(services, enterpriseId, [offer.agentId], { action: 'offerWithdrawn', chatId, type: offer.type });
}
