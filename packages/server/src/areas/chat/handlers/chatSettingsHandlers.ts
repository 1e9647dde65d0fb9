/** How the enterprise's chats reach people: the bot, what hands over, the pickup time. */
import {
  BusinessHoursMessages,
  ChatMessages,
  businessHoursProblems,
  chatSettingsProblems,
  type Endpoints,
} from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { loadChatSettings, storeChatSettings } from '../services/chatSettings.ts';

export const getChatSettings: Handler<Endpoints['getChatSettings']> = async (ctx) =>
  loadChatSettings(ctx.db, currentUser(ctx).enterpriseId);

export const saveChatSettings: Handler<Endpoints['saveChatSettings']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const settings = {
    ...ctx.body,
    handOverKeywords: ctx.body.handOverKeywords.map((k) => k.trim()),
    handOverIntent: ctx.body.handOverIntent?.trim() || null,
  };
  const problems = [...chatSettingsProblems(settings), ...businessHoursProblems(settings.businessHours ?? [])];
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  if (settings.botAgentId) {
    const [bot] = await ctx.db.query('SELECT id FROM agents WHERE id = $1 AND enterprise_id = $2', [
      settings.botAgentId,
      enterpriseId,
    ]);
    if (!bot) throw notFound(ChatMessages.botNotFound);
  }
  const departmentIds = [...new Set((settings.businessHours ?? []).flatMap((s) => s.departmentId ?? []))];
  if (departmentIds.length) {
    const [known] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM departments WHERE enterprise_id = $1 AND id = ANY($2::text[])',
      [enterpriseId, departmentIds],
    );
    // Another enterprise's department is as unknown as a made-up one.
    if (known!.n !== departmentIds.length) throw notFound(BusinessHoursMessages.departmentNotFound);
  }
  await storeChatSettings(ctx.db, enterpriseId, settings);
  return withMessage(settings, ChatMessages.settingsSaved);
};
