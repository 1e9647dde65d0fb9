import {
  BROADCAST_LIMITS,
  BROADCAST_TO_MANY,
  BroadcastMessages,
  TemplateMessages,
  broadcastMediaProblem,
  mappingProblems,
  mobileNumbersError,
  recipientValuesRenderer,
  templateMessageContent,
  templateMediaKind,
  templateParts,
  templateVariableDefinitions,
  type BroadcastCheck,
  type BroadcastRequest,
  type RejectedRecipient,
  type TemplateValues,
  type VariableDefinition,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { ownChannel } from '../../channels/handlers/shared.ts';
import type { ChannelRow } from '../../channels/services/channelRows.ts';
import { settleTemplateReviews } from '../../channels/services/sandboxSettlement.ts';
import { findTemplate, type TemplateRow } from '../../channels/services/templateRows.ts';
import { customerColumns, type CustomerColumns } from './customerColumns.ts';
import { recipientChunks, type Recipient } from './recipients.ts';

/** What a broadcast sends: checked once, before any recipient. */
export interface BroadcastPlan {
  channel: ChannelRow;
  template: TemplateRow;
  definitions: VariableDefinition[];
  request: BroadcastRequest;
  customer: CustomerColumns;
}

/**
 * A recipient's message, rendered and ready to queue: its values, which with the broadcast's template (kept with
 * the broadcast as it was accepted) are the message; the dispatcher fills the template in again when it sends.
 */
export interface AcceptedMessage {
  to: string;
  values: TemplateValues;
}

/**
 * The checks that do not depend on a recipient: the channel and template are the enterprise's, the template is
 * APPROVED and of that channel, media is attached where the template needs it, and the mapping is complete. A
 * user who may only message from a chat (CHAT.HANDLE) sends to one typed number of that chat.
 */
export async function prepareBroadcast(
  db: Queryable,
  user: { enterpriseId: string; permissions: readonly string[] },
  request: BroadcastRequest,
): Promise<BroadcastPlan> {
  const { enterpriseId } = user;
  if (!BROADCAST_TO_MANY.some((p) => user.permissions.includes(p))) {
    const oneChatNumber =
      request.resourceType === 'CHAT' &&
      request.phoneNumber.length === 1 &&
      !request.customerIds?.length &&
      !request.segmentId;
    if (!oneChatNumber) throw fieldError('phoneNumber', BroadcastMessages.chatOnly);
  }
  const channel = await ownChannel(db, enterpriseId, request.channelId);
  const ref = request.message.template;
  await settleTemplateReviews(db, enterpriseId, channel.id);
  const template = await findTemplate(db, enterpriseId, ref.templateUId);
  if (!template) throw notFound(TemplateMessages.notFound);
  if (template.channel_id !== channel.id) throw fieldError('message.template', BroadcastMessages.templateChannel);
  if (template.status !== 'APPROVED') throw fieldError('message.template', BroadcastMessages.templateNotApproved);
  const media = broadcastMediaProblem(
    templateMediaKind(template.components),
    ref,
    templateParts(template.components).cards?.length ?? 0,
  );
  if (media) throw fieldError(`message.template.${media.field}`, media.message);
  const definitions = templateVariableDefinitions(template.components);
  const customer = await customerColumns(db, enterpriseId);
  const problems = Object.entries(mappingProblems(definitions, request.columnMapping, customer.columns));
  const [key, message] = problems.find(([k]) => k !== 'cards') ?? problems[0] ?? [];
  if (key && message) throw fieldError(`columnMapping.${key}`, message);
  if (!request.phoneNumber.length && !request.customerIds?.length && !request.segmentId)
    throw fieldError('phoneNumber', BroadcastMessages.noRecipients);
  const typedError = mobileNumbersError(request.phoneNumber);
  if (typedError) throw fieldError('phoneNumber', typedError);
  return { channel, template, definitions, request, customer };
}

/**
 * Renders every recipient's message, a chunk at a time, handing each chunk's accepted and rejected recipients to
 * `sink` (which queues them, or does nothing for a check), and answers the check. Nothing accepted is refused.
 */
export async function renderBroadcast(
  db: Queryable,
  enterpriseId: string,
  plan: BroadcastPlan,
  sink: (recipients: (AcceptedMessage | RejectedRecipient)[]) => Promise<void>,
): Promise<BroadcastCheck> {
  const check: BroadcastCheck = { recipients: 0, accepted: 0, rejectedCount: 0, rejected: [], preview: null };
  // Pipelined: the next chunk's read is asked for, and this chunk's rows are written, while the one after renders.
  // On PostgreSQL the database works while this process renders; each promise is awaited before the next like it
  // starts, and a failure of either is the one reported (a query after a failed one only says the transaction is
  // aborted).
  const chunks = recipientChunks(db, enterpriseId, plan.request, plan.customer.fieldNames);
  let reading = settledLater(chunks.next());
  let writing: Promise<void> = Promise.resolve();
  const render = recipientRenderer(plan, check);
  try {
    for (let next = await reading; !next.done; next = await reading) {
      reading = settledLater(chunks.next());
      const ordered = renderChunk(render, next.value, check);
      await writing;
      writing = settledLater(sink(ordered));
    }
  } catch (error) {
    await writing;
    throw error;
  }
  await writing;
  return check;
}

/**
 * Renders a chunk of recipients in the order given (so the message table lists them as they were entered) and
 * counts them into `check`.
 */
function renderChunk(
  render: (recipient: Recipient) => AcceptedMessage | RejectedRecipient,
  chunk: readonly Recipient[],
  check: BroadcastCheck,
): (AcceptedMessage | RejectedRecipient)[] {
  const ordered: (AcceptedMessage | RejectedRecipient)[] = [];
  for (const recipient of chunk) {
    const entry = render(recipient);
    ordered.push(entry);
    if ('reason' in entry) {
      check.rejectedCount += 1;
      if (check.rejected.length < BROADCAST_LIMITS.rejectedShown) check.rejected.push(entry);
    } else check.accepted += 1;
  }
  check.recipients += chunk.length;
  return ordered;
}

/**
 * Renders one recipient after another. A recipient's message depends on the recipient only through its values,
 * which the values renderer checks (every required variable filled); what else filling the template in checks
 * (media attached, a card per carousel card) is the broadcast's. So the first accepted recipient's message is
 * filled in, becomes the preview, and its verdict stands for every recipient.
 */
function recipientRenderer(
  plan: BroadcastPlan,
  check: BroadcastCheck,
): (recipient: Recipient) => AcceptedMessage | RejectedRecipient {
  const { template, definitions, request } = plan;
  const valuesOf = recipientValuesRenderer(template, definitions, request.columnMapping, request.message.template);
  let contentProblem: string | null = null;
  return (recipient) => {
    if ('invalid' in recipient) return { to: recipient.to, reason: BroadcastMessages.numberInvalid };
    if (contentProblem) return { to: recipient.to, reason: contentProblem };
    const rendered = valuesOf(recipient.fields);
    if (!rendered.ok) return { to: recipient.to, reason: rendered.reason };
    if (!check.preview) {
      const filled = templateMessageContent(template, rendered.values);
      if (!filled.ok) {
        contentProblem = filled.message;
        return { to: recipient.to, reason: contentProblem };
      }
      check.preview = filled.content;
    }
    return { to: recipient.to, values: rendered.values };
  };
}

/** A promise that may reject before it is awaited without counting as unhandled (it is awaited later). */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
