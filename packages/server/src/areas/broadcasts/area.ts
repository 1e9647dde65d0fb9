import { defineServerArea } from '../../http/serverArea.ts';
import { broadcastReadHandlers } from './handlers/broadcasts.ts';
import { getMessageStatusReport } from './handlers/deliveryReport.ts';
import { estimateBroadcast } from './handlers/estimate.ts';
import { broadcastSendHandlers } from './handlers/send.ts';
import { registerBroadcastDispatch } from './services/dispatchPlugin.ts';

/**
 * Broadcasts: a template rendered for many recipients, queued in the database and sent by a dispatcher in every
 * server process at the channel's rate (decision 015); statuses come from the channel's webhooks.
 */
export const broadcastsArea = defineServerArea({
  id: 'broadcasts',
  handlers: { ...broadcastReadHandlers, ...broadcastSendHandlers, estimateBroadcast, getMessageStatusReport },
  register: registerBroadcastDispatch,
});
