/** Message templates in the fake: the shared rules decide; the sandbox reviews on the wall clock, as on the server. */
import type * as templateEndpoints from '../templates.ts';
import { VENDOR_IDS, vendorById } from '../channelCatalog.ts';
import { sandboxSettings } from '../channelRules.ts';
import { TEMPLATE_PAGE_SIZE, TemplateMessages, checkTemplate, templateParts } from '../templateRules.ts';
import type { MessageTemplate, TemplateSaveRequest } from '../templateSchemas.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { FakeContext, Impl } from '../../../fake/context.ts';
import { nextId, tick, type FakeStore } from '../../../fake/store.ts';
import { lower, me, page } from '../../accounts/fake/accountsShared.ts';
import { findChannel } from './channelsFake.ts';
import { channelsData, type FakeChannel, type FakeTemplate } from './channelsState.ts';

/** The sandbox's review: a pending template whose time has come is approved, or rejected for its channel's word. */
export function settleTemplates(store: FakeStore, now = Date.now()): void {
  const state = channelsData(store);
  for (const template of state.templates) {
    if (template.status !== 'PENDING' || template.reviewAt > now) continue;
    const channel = state.channels.find((c) => c.id === template.channelId);
    const word = channel ? sandboxSettings(channel.data).rejectWord : '';
    const body = templateParts(template.components).body?.text ?? '';
    const rejected = channel?.vendor === VENDOR_IDS.sandbox && word && lower(body).includes(lower(word));
    template.status = rejected ? 'REJECTED' : 'APPROVED';
    template.rejectedReason = rejected ? `The body contains the word “${word}”` : null;
  }
}

export function publicTemplate(template: FakeTemplate): MessageTemplate {
  const { eId: _eId, reviewAt: _reviewAt, ...rest } = template;
  return structuredClone(rest);
}

export function findTemplate(ctx: FakeContext, id: string): FakeTemplate {
  settleTemplates(ctx.store);
  const template = channelsData(ctx.store).templates.find((t) => t.id === id && t.eId === me(ctx).eId);
  if (!template) throw new FakeHttpError(404, 404, TemplateMessages.notFound);
  return template;
}

function checked(ctx: FakeContext): TemplateSaveRequest {
  const body = ctx.body as unknown as TemplateSaveRequest;
  const issues = checkTemplate(body);
  if (issues.length) throw new FakeHttpError(400, 400, issues[0]!.message, { errors: issues });
  return { ...body, name: body.name.trim(), language: body.language.trim() };
}

const reviewEnds = (channel: FakeChannel) =>
  Date.now() + (channel.vendor === VENDOR_IDS.sandbox ? sandboxSettings(channel.data).reviewSeconds * 1000 : 5000);

export const templatesFake: Pick<Impl, keyof typeof templateEndpoints> = {
  listTemplates(ctx) {
    settleTemplates(ctx.store);
    const name = lower(ctx.query.name);
    const { channelId, status } = ctx.query as { channelId?: string; status?: string };
    const matching = channelsData(ctx.store)
      .templates.filter((t) => t.eId === me(ctx).eId)
      .filter((t) => (!channelId || t.channelId === channelId) && (!status || t.status === status))
      .filter((t) => !name || lower(t.name).includes(name))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    return { templates: page(matching, ctx.query, TEMPLATE_PAGE_SIZE).map(publicTemplate), total: matching.length };
  },

  getTemplate(ctx) {
    return publicTemplate(findTemplate(ctx, ctx.params.id!));
  },

  createTemplate(ctx) {
    const channel = findChannel(ctx, String(ctx.body.channelId));
    const value = checked(ctx);
    const state = channelsData(ctx.store);
    if (
      state.templates.some((t) => t.channelId === channel.id && t.name === value.name && t.language === value.language)
    )
      throw new FakeHttpError(409, 409, TemplateMessages.duplicate);
    const id = nextId(ctx.store, 'tpl');
    const at = tick(ctx.store);
    const template: FakeTemplate = {
      _id: id,
      id,
      templateId: value.name,
      eId: me(ctx).eId,
      channelId: channel.id,
      name: value.name,
      language: value.language,
      category: value.category as FakeTemplate['category'],
      type: value.type as FakeTemplate['type'],
      status: 'PENDING',
      rejectedReason: null,
      providerTemplateId: vendorById(channel.vendor)?.managesTemplates ? `pt_${id}` : null,
      components: structuredClone(value.components),
      createdAt: at,
      updatedAt: at,
      reviewAt: reviewEnds(channel),
    };
    state.templates.push(template);
    ctx.setMessage(TemplateMessages.created);
    return publicTemplate(template);
  },

  updateTemplate(ctx) {
    const template = findTemplate(ctx, ctx.params.id!);
    const value = checked(ctx);
    if (value.channelId !== template.channelId || value.name !== template.name || value.language !== template.language)
      throw new FakeHttpError(400, 400, TemplateMessages.keepsIdentity);
    const channel = findChannel(ctx, template.channelId);
    Object.assign(template, {
      category: value.category,
      type: value.type,
      components: structuredClone(value.components),
      status: 'PENDING',
      rejectedReason: null,
      updatedAt: tick(ctx.store),
      reviewAt: reviewEnds(channel),
    });
    ctx.setMessage(TemplateMessages.updated);
    return publicTemplate(template);
  },

  deleteTemplate(ctx) {
    const template = findTemplate(ctx, ctx.params.id!);
    const state = channelsData(ctx.store);
    state.templates = state.templates.filter((t) => t !== template);
    ctx.setMessage(TemplateMessages.deleted);
    return { id: template.id };
  },

  /** The fake's providers hold exactly what it stores: a sync settles reviews and changes nothing else. */
  syncTemplates(ctx) {
    const channel = findChannel(ctx, String(ctx.body.channelId));
    const before = channelsData(ctx.store).templates.filter(
      (t) => t.channelId === channel.id && t.status === 'PENDING',
    );
    settleTemplates(ctx.store);
    ctx.setMessage(TemplateMessages.synced);
    return { added: 0, updated: before.filter((t) => t.status !== 'PENDING').length, removed: 0 };
  },
};
