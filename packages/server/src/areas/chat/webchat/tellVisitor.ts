import { visitorIdOf, type Channels, type ServerMessageOf } from '@parley/api-client/contract';
import type { ChannelHub } from '../../../http/channels.ts';

/** Sends to every open widget of the visitor a chat or message belongs to, on every process; none for others. */
export function tellVisitor(
  hub: ChannelHub,
  of: { enterprise_id: string; customer_number: string },
  message: ServerMessageOf<Channels['webchat']>,
): void {
  const visitorId = visitorIdOf(of.customer_number);
  if (visitorId) hub.deliver('webchat', { enterpriseId: of.enterprise_id, userIds: [visitorId] }, message);
}
