import {
  ChannelCloseCodes,
  ChannelMessages,
  VENDOR_IDS,
  WEBCHAT_LIMITS,
  WebchatMessages,
  originAllowed,
  visitorNumber,
  webchatSettings,
} from '@parley/api-client/contract';
import { newSessionToken, sha256 } from '../../../auth/tokens.ts';
import type { Queryable } from '../../../db/database.ts';
import { orderedId } from '../../../db/ids.ts';
import type { SocketAuthentication } from '../../../http/channels.ts';
import type { ServerServices } from '../../../http/context.ts';
import type { ChannelRow } from '../../channels/services/channelRows.ts';

interface VisitorRequest {
  channelId: string;
  /** The visitor's token, when the widget has one. */
  token: string | null;
  /** The page's origin (browsers always send it on a websocket). */
  origin: string | undefined;
  /** The client's address, for the budget of new visitors. */
  address: string;
}

const refuse = (code: number, reason: string): SocketAuthentication => ({ code, reason });

/**
 * Who a web-chat socket is (decision 017): the visitor its token names on this channel, or a new visitor when it
 * brings none. A channel that is not a Web channel is unavailable; a page of a website the channel does not allow
 * is refused; a token unknown on this channel is invalid (the widget then starts afresh); new visitors from one
 * address are bounded per channel and window.
 */
export async function visitorForSocket(
  services: Pick<ServerServices, 'db'>,
  request: VisitorRequest,
): Promise<SocketAuthentication> {
  const { db } = services;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(request.channelId))
    return refuse(ChannelCloseCodes.forbidden, WebchatMessages.unavailable);
  const [channel] = await db.query<Pick<ChannelRow, 'id' | 'enterprise_id' | 'config'>>(
    'SELECT id, enterprise_id, config FROM channels WHERE id = $1 AND vendor = $2',
    [request.channelId, VENDOR_IDS.webChat],
  );
  if (!channel) return refuse(ChannelCloseCodes.forbidden, WebchatMessages.unavailable);
  if (!originAllowed(webchatSettings(channel.config), request.origin))
    return refuse(ChannelCloseCodes.forbidden, WebchatMessages.originRefused);

  if (request.token) {
    const [visitor] = await db.query<{ id: string }>(
      `UPDATE webchat_visitors SET last_seen_at = now() WHERE token_hash = $1 AND channel_id = $2 RETURNING id`,
      [sha256(request.token), channel.id],
    );
    if (!visitor) return refuse(ChannelCloseCodes.invalidToken, ChannelMessages.invalidToken);
    return { user: visitorUser(channel, visitor.id, null) };
  }
  if (!(await withinNewVisitorBudget(db, channel.id, request.address)))
    return refuse(ChannelCloseCodes.tooMany, WebchatMessages.tooManyVisitors);
  const id = orderedId();
  const token = newSessionToken();
  await db.query('INSERT INTO webchat_visitors (id, enterprise_id, channel_id, token_hash) VALUES ($1, $2, $3, $4)', [
    id,
    channel.enterprise_id,
    channel.id,
    sha256(token),
  ]);
  return { user: visitorUser(channel, id, token) };
}

function visitorUser(channel: { id: string; enterprise_id: string }, id: string, newToken: string | null) {
  return {
    id,
    enterpriseId: channel.enterprise_id,
    roles: [],
    permissions: [],
    token: '',
    visitor: { channelId: channel.id, customerNumber: visitorNumber(id), newToken },
  };
}

/** Counts a new visitor against the address's budget on the channel, in one atomic statement. */
async function withinNewVisitorBudget(db: Queryable, channelId: string, address: string): Promise<boolean> {
  const window = WEBCHAT_LIMITS.newVisitorWindowSeconds;
  // Addresses whose window passed long ago are forgotten, so the table holds the recent ones only.
  await db.query(
    'DELETE FROM webchat_visitor_budget WHERE channel_id = $1 AND window_start < now() - make_interval(secs => $2)',
    [channelId, window * 2],
  );
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO webchat_visitor_budget AS b (channel_id, address_hash, window_start, count)
     VALUES ($1, $2, now(), 1)
     ON CONFLICT (channel_id, address_hash) DO UPDATE SET
       count = CASE WHEN b.window_start < now() - make_interval(secs => $3) THEN 1 ELSE b.count + 1 END,
       window_start = CASE WHEN b.window_start < now() - make_interval(secs => $3) THEN now() ELSE b.window_start END
     RETURNING count`,
    [channelId, sha256(`${channelId}:${address}`), window],
  );
  return (row?.count ?? 0) <= WEBCHAT_LIMITS.newVisitorsPerAddress;
}
