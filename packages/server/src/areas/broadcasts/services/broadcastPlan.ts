import {
  BROADCAST_LIMITS,
  BROADCAST_TO_MANY,
  BroadcastMessages,
  TemplateMessages,
  broadcastMediaProblem,
  mappingProblems,
  mobileNumbersError,
  renderRecipient,
  templateMediaKind,
  templateParts,
  templateVariableDefinitions,
  type BroadcastCheck,
  type BroadcastRequest,
  type MessageContent,
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
import { recipientChunks } from './recipients.ts';

/** What a broadcast sends: checked once, before any recipient. */
export interface BroadcastPlan {
  channel: ChannelRow;
  template: TemplateRow;
  definitions: VariableDefinition[];
  request: BroadcastRequest;
  customer: CustomerColumns;
}

/** A recipient's message, rendered and ready to queue. */
export interface AcceptedMessage {
  to: string;
  values: TemplateValues;
  content: MessageContent;
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
  const { template, definitions, request } = plan;
  const check: BroadcastCheck = { recipients: 0, accepted: 0, rejectedCount: 0, rejected: [], preview: null };
  for await (const chunk of recipientChunks(db, enterpriseId, request, plan.customer.fieldNames)) {
    const accepted: AcceptedMessage[] = [];
    const rejected: RejectedRecipient[] = [];
    // In the order given, so the message table lists recipients as they were entered.
    const ordered: (AcceptedMessage | RejectedRecipient)[] = [];
    for (const recipient of chunk) {
      if ('invalid' in recipient) {
        const r = { to: recipient.to, reason: BroadcastMessages.numberInvalid };
        rejected.push(r);
        ordered.push(r);
        continue;
      }
      const rendered = renderRecipient(
        template,
        definitions,
        request.columnMapping,
        request.message.template,
        recipient.fields,
      );
      if (rendered.ok) {
        const entry: AcceptedMessage = { to: recipient.to, values: rendered.values, content: rendered.content };
        accepted.push(entry);
        ordered.push(entry);
      } else {
        const entry: RejectedRecipient = { to: recipient.to, reason: rendered.reason };
        rejected.push(entry);
        ordered.push(entry);
      }
    }
    check.recipients += chunk.length;
    check.accepted += accepted.length;
    check.rejectedCount += rejected.length;
    check.preview ??= accepted[0]?.content ?? null;
    for (const r of rejected) if (check.rejected.length < BROADCAST_LIMITS.rejectedShown) check.rejected.push(r);
    await sink(ordered);
  }
  return check;
}
