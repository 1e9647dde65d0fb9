import { BROADCAST_LIMITS } from './broadcastLimits.ts';
import { BroadcastPermissions } from './broadcastPermissions.ts';
import { BroadcastRequest } from './broadcastSchemas.ts';
import { BroadcastEstimate } from '../billing/rateCardSchemas.ts';
import { endpoint } from '../../contract/endpoint.ts';

// The campaign estimate (broadcast-and-customer-master §3 "Estimate request", §7 "Campaign estimation"): the spec
// asks with a campaign's counts; the sender asks with the broadcast itself, so the count is the check's own.

export const estimateBroadcast = endpoint({
  service: 'api',
  auth: 'session',
  tag: 'Broadcasts',
  id: 'estimateBroadcast',
  summary: "What a broadcast would cost at the enterprise's rate card, per country; nothing is sent",
  method: 'POST',
  path: 'e/broadcasts/estimate',
  encoding: 'json',
  permissions: BroadcastPermissions.send,
  maxBodyBytes: BROADCAST_LIMITS.requestBytes,
  body: BroadcastRequest,
  data: BroadcastEstimate,
});
