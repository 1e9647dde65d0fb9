/** Message templates: list, read, create, change and delete, and the sync from the channel's provider (§7.4). */
import {
  TEMPLATE_PAGE_SIZE,
  TemplateMessages,
  checkTemplate,
  type Endpoints,
  type TemplateCategory,
  type TemplateSaveRequest,
  type TemplateType,
} from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { badRequest, conflict, fieldError, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import type { TemplateDraft } from '../services/adapters/types.ts';
import { adapterChannel } from '../services/channelAccess.ts';
import { containsPattern } from '../../../db/likePattern.ts';
import { settleTemplateReviews } from '../services/sandboxSettlement.ts';
import { syncChannelTemplates } from '../services/templateSync.ts';
import {
  TEMPLATE_COLUMNS,
  findTemplate,
  insertTemplate,
  toTemplate,
  type TemplateRow,
} from '../services/templateRows.ts';
import { adapterOf, ownChannel, withProvider } from './shared.ts';
import { uniquely } from '../../../http/uniquely.ts';

/** The template the editor sent, after every rule of checkTemplate; the first issue is the message. */
function checkedDraft(body: TemplateSaveRequest): TemplateDraft {
  const issues = checkTemplate(body);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return {
    name: body.name.trim(),
    language: body.language.trim(),
    category: body.category as TemplateCategory,
    type: body.type as TemplateType,
    components: body.components,
  };
}

export const listTemplates: Handler<Endpoints['listTemplates']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { channelId, status } = ctx.query;
  await settleTemplateReviews(ctx.db, enterpriseId, channelId);
  const name = ctx.query.name?.trim() ?? '';
  const filters = [enterpriseId, channelId ?? null, status ?? null, name ? containsPattern(name) : null];
  const where = `enterprise_id = $1 AND ($2::text IS NULL OR channel_id = $2) AND ($3::text IS NULL OR status = $3)
    AND ($4::text IS NULL OR lower(name) LIKE $4 ESCAPE '\\')`;
  const rows = await ctx.db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM message_templates WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...filters, ctx.query.perPage ?? TEMPLATE_PAGE_SIZE, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM message_templates WHERE ${where}`,
    filters,
  );
  return { templates: rows.map(toTemplate), total: count?.total ?? 0 };
};

/** The enterprise's template, its sandbox review settled first; 404 for another enterprise's. */
async function ownTemplate(ctx: { db: Parameters<typeof findTemplate>[0] }, enterpriseId: string, id: string) {
  await settleTemplateReviews(ctx.db, enterpriseId);
  const row = await findTemplate(ctx.db, enterpriseId, id);
  if (!row) throw notFound(TemplateMessages.notFound);
  return row;
}

export const getTemplate: Handler<Endpoints['getTemplate']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  return toTemplate(await ownTemplate(ctx, enterpriseId, ctx.params.id));
};

export const createTemplate: Handler<Endpoints['createTemplate']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await ownChannel(ctx.db, enterpriseId, ctx.body.channelId);
  const draft = checkedDraft(ctx.body);
  const adapter = adapterOf(channel, ctx);
  // Refused here before the provider hears of it: Meta would refuse the same name and language too.
  const [taken] = await ctx.db.query(
    'SELECT id FROM message_templates WHERE channel_id = $1 AND enterprise_id = $2 AND name = $3 AND language = $4',
    [channel.id, enterpriseId, draft.name, draft.language],
  );
  if (taken) throw conflict(TemplateMessages.duplicate);
  const submitted = await withProvider(ctx.request.log, channel.id, 'createTemplate', () =>
    adapter.createTemplate(adapterChannel(ctx.secrets, channel, ctx.request.log), draft),
  );
  const row = await uniquely(TemplateMessages.duplicate, () =>
    insertTemplate(ctx.db, {
      id: newId(),
      enterpriseId,
      channelId: channel.id,
      ...draft,
      status: submitted.status,
      rejectedReason: null,
      providerTemplateId: submitted.providerTemplateId,
      reviewAt: submitted.reviewAt,
    }),
  );
  return withMessage(toTemplate(row), TemplateMessages.created);
};

export const updateTemplate: Handler<Endpoints['updateTemplate']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const row = await ownTemplate(ctx, enterpriseId, ctx.params.id);
  const draft = checkedDraft(ctx.body);
  // Meta edits a template's content only; a new name, language or channel is a new template.
  if (ctx.body.channelId !== row.channel_id || draft.name !== row.name || draft.language !== row.language)
    throw fieldError('name', TemplateMessages.keepsIdentity);
  const channel = await ownChannel(ctx.db, enterpriseId, row.channel_id);
  const adapter = adapterOf(channel, ctx);
  const submitted = await withProvider(ctx.request.log, channel.id, 'updateTemplate', () =>
    adapter.updateTemplate(adapterChannel(ctx.secrets, channel, ctx.request.log), {
      ...draft,
      providerTemplateId: row.provider_template_id,
    }),
  );
  const [updated] = await ctx.db.query<TemplateRow>(
    `UPDATE message_templates SET category = $3, type = $4, components = $5::jsonb, status = $6, rejected_reason = NULL,
       provider_template_id = $7, review_at = $8, updated_at = now()
     WHERE id = $1 AND enterprise_id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
    [
      row.id,
      enterpriseId,
      draft.category,
      draft.type,
      JSON.stringify(draft.components),
      submitted.status,
      submitted.providerTemplateId,
      submitted.reviewAt,
    ],
  );
  if (!updated) throw notFound(TemplateMessages.notFound);
  return withMessage(toTemplate(updated), TemplateMessages.updated);
};

export const deleteTemplate: Handler<Endpoints['deleteTemplate']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const row = await findTemplate(ctx.db, enterpriseId, ctx.params.id);
  if (!row) throw notFound(TemplateMessages.notFound);
  const channel = await ownChannel(ctx.db, enterpriseId, row.channel_id);
  const adapter = adapterOf(channel, ctx);
  await withProvider(ctx.request.log, channel.id, 'deleteTemplate', () =>
    adapter.deleteTemplate(adapterChannel(ctx.secrets, channel, ctx.request.log), {
      name: row.name,
      language: row.language,
      providerTemplateId: row.provider_template_id,
    }),
  );
  await ctx.db.query('DELETE FROM message_templates WHERE id = $1 AND enterprise_id = $2', [row.id, enterpriseId]);
  return withMessage({ id: row.id }, TemplateMessages.deleted);
};

export const syncTemplates: Handler<Endpoints['syncTemplates']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const channel = await ownChannel(ctx.db, enterpriseId, ctx.body.channelId);
  const adapter = adapterOf(channel, ctx);
  const settled = await settleTemplateReviews(ctx.db, enterpriseId, channel.id);
  const remote = await withProvider(ctx.request.log, channel.id, 'syncTemplates', () =>
    adapter.listTemplates(adapterChannel(ctx.secrets, channel, ctx.request.log)),
  );
  const result = remote
    ? await syncChannelTemplates(ctx.db, enterpriseId, channel.id, remote)
    : { added: 0, updated: settled, removed: 0 };
  return withMessage(result, TemplateMessages.synced);
};

type TemplateIds =
  'listTemplates' | 'getTemplate' | 'createTemplate' | 'updateTemplate' | 'deleteTemplate' | 'syncTemplates';

export const templateHandlers: Pick<Handlers, TemplateIds> = {
  listTemplates,
  getTemplate,
  createTemplate,
  updateTemplate,
  deleteTemplate,
  syncTemplates,
};
