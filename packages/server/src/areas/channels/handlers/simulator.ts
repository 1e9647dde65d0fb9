/** The sandbox channel's customer simulator: its virtual customers, what their phones show, their replies. */
import {
  ChannelAdminMessages,
  MessageMessages,
  SIMULATOR_PAGE,
  VENDOR_IDS,
  normaliseNumber,
  simulatorReplyContent,
  type Endpoints,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { conflict, fieldError, notFound } from '../../../http/errors.ts';
import type { ChannelRow } from '../services/channelRows.ts';
import { chatTurn } from '../../chat/services/chatTurn.ts';
import { MESSAGE_COLUMNS, insertInboundMessage, toMessage, type MessageRow } from '../services/messageRows.ts';
import { settleSandboxDeliveries } from '../services/sandboxSettlement.ts';
import { addSimulatorCustomer, findSimulatorCustomer, simulatorCustomers } from '../services/simulatorRows.ts';
import { ownChannel } from './shared.ts';

/** The enterprise's sandbox channel, its due deliveries settled; 404 for another's, 400 for another vendor's. */
async function sandboxChannel(db: Queryable, enterpriseId: string, id: string): Promise<ChannelRow> {
  const channel = await ownChannel(db, enterpriseId, id);
  if (channel.vendor !== VENDOR_IDS.sandbox) throw fieldError('id', ChannelAdminMessages.notSandbox);
  await settleSandboxDeliveries(db, enterpriseId, channel.id);
  return channel;
}

async function customerOf(db: Queryable, channel: ChannelRow, customerId: string) {
  const customer = await findSimulatorCustomer(db, channel.enterprise_id, channel.id, customerId);
  if (!customer) throw notFound(MessageMessages.customerNotFound);
  return customer;
}

async function customerView(db: Queryable, channel: ChannelRow, customerId: string) {
  const [view] = await simulatorCustomers(db, channel.enterprise_id, channel.id, customerId);
  if (!view) throw notFound(MessageMessages.customerNotFound);
  return view;
}

export const listSimulatorCustomers: Handler<Endpoints['listSimulatorCustomers']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await sandboxChannel(ctx.db, enterpriseId, ctx.params.id);
  return simulatorCustomers(ctx.db, enterpriseId, channel.id);
};

export const createSimulatorCustomer: Handler<Endpoints['createSimulatorCustomer']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await sandboxChannel(ctx.db, enterpriseId, ctx.params.id);
  const name = ctx.body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('name', MessageMessages.customerNameRequired);
  const number = normaliseNumber(ctx.body.number);
  if (!number) throw fieldError('number', MessageMessages.numberInvalid);
  const [exists] = await ctx.db.query(
    'SELECT id FROM simulator_customers WHERE channel_id = $1 AND enterprise_id = $2 AND number = $3',
    [channel.id, enterpriseId, number],
  );
  if (exists) throw conflict(MessageMessages.customerExists);
  const id = await addSimulatorCustomer(ctx.db, enterpriseId, channel.id, { name, number });
  // The number was free a moment ago: no id now means the simulator is full (or the same number won a race).
  if (!id) throw fieldError('number', MessageMessages.simulatorFull);
  return customerView(ctx.db, channel, id);
};

export const getSimulatorConversation: Handler<Endpoints['getSimulatorConversation']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await sandboxChannel(ctx.db, enterpriseId, ctx.params.id);
  const customer = await customerOf(ctx.db, channel, ctx.params.customerId);
  const latest = await ctx.db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM channel_messages
      WHERE channel_id = $1 AND enterprise_id = $2 AND customer_number = $3
      ORDER BY created_at DESC, id DESC LIMIT ${SIMULATOR_PAGE}`,
    [channel.id, enterpriseId, customer.number],
  );
  return { customer: await customerView(ctx.db, channel, customer.id), messages: latest.reverse().map(toMessage) };
};

/** The customer opened the conversation: every delivered message to them becomes read, its status recorded. */
export const markSimulatorRead: Handler<Endpoints['markSimulatorRead']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await sandboxChannel(ctx.db, enterpriseId, ctx.params.id);
  const customer = await customerOf(ctx.db, channel, ctx.params.customerId);
  const read = await ctx.db.query(
    `UPDATE channel_messages SET status = 'read',
       statuses = statuses || jsonb_build_array(jsonb_build_object('status', 'read', 'messageStatusTime',
         to_char(greatest(now(), created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
     WHERE channel_id = $1 AND enterprise_id = $2 AND customer_number = $3 AND direction = 'out' AND status = 'delivered'
     RETURNING id`,
    [channel.id, enterpriseId, customer.number],
  );
  await ctx.db.query('UPDATE simulator_customers SET read_at = now() WHERE id = $1 AND enterprise_id = $2', [
    customer.id,
    enterpriseId,
  ]);
  return { read: read.length };
};

/** The customer's reply: typed text, or the tapped button's text; `replyTo` must be a message of this conversation. */
export const replyAsSimulatorCustomer: Handler<Endpoints['replyAsSimulatorCustomer']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await sandboxChannel(ctx.db, enterpriseId, ctx.params.id);
  const customer = await customerOf(ctx.db, channel, ctx.params.customerId);
  const { replyTo } = ctx.body;
  const reply = simulatorReplyContent(ctx.body);
  if (!reply) throw fieldError('text', MessageMessages.replyRequired);
  if (replyTo) {
    const [target] = await ctx.db.query(
      'SELECT id FROM channel_messages WHERE id = $1 AND channel_id = $2 AND enterprise_id = $3 AND customer_number = $4',
      [replyTo, channel.id, enterpriseId, customer.number],
    );
    if (!target) throw notFound(MessageMessages.messageNotFound);
  }
  const row = await insertInboundMessage(ctx.db, {
    enterpriseId,
    channelId: channel.id,
    customerNumber: customer.number,
    kind: reply.kind,
    content: reply.content,
    replyTo: replyTo ?? null,
    transId: null,
    at: new Date(),
  });
  // The customer's chat answers (the bot, or the hand-over) before the simulator shows the conversation again.
  await chatTurn(ctx, ctx.request.log, row!);
  return toMessage(row!);
};

type SimulatorIds =
  | 'listSimulatorCustomers'
  | 'createSimulatorCustomer'
  | 'getSimulatorConversation'
  | 'markSimulatorRead'
  | 'replyAsSimulatorCustomer';

export const simulatorHandlers: Pick<Handlers, SimulatorIds> = {
  listSimulatorCustomers,
  createSimulatorCustomer,
  getSimulatorConversation,
  markSimulatorRead,
  replyAsSimulatorCustomer,
};
