/** Canned replies in the fake, as the server's cannedReplyHandlers keep them. */
import { ErrorCodes } from '../../../contract/envelopeCodes.ts';
import type { Impl } from '../../../fake/context.ts';
import { FakeHttpError, fieldRefusal } from '../../../fake/errors.ts';
import { nextId } from '../../../fake/store.ts';
import { me } from '../../accounts/fake/accountsShared.ts';
import { CANNED_REPLIES_MAX, CannedReplyMessages, checkCannedReply, type CannedReplySave } from '../cannedReplies.ts';
import { chatData } from './chatState.ts';

type CannedIds = 'listCannedReplies' | 'createCannedReply' | 'updateCannedReply' | 'deleteCannedReply';

const repliesOf = (store: Parameters<Impl['listCannedReplies']>[0]['store'], eId: string) => {
  const all = chatData(store).cannedReplies;
  let list = all.get(eId);
  if (!list) all.set(eId, (list = []));
  return list;
};

const checked = (body: CannedReplySave) => {
  const check = checkCannedReply(body);
  if (!check.ok) throw fieldRefusal(check.field, check.message);
  return check.value;
};

const taken = (list: { id: string; shortcut: string }[], shortcut: string, except?: string) => {
  if (list.some((r) => r.shortcut === shortcut && r.id !== except))
    throw new FakeHttpError(409, ErrorCodes.conflict, CannedReplyMessages.exists);
};

export const cannedRepliesFake: Pick<Impl, CannedIds> = {
  listCannedReplies(ctx) {
    const list = repliesOf(ctx.store, me(ctx).eId);
    return { replies: [...list].sort((a, b) => a.shortcut.localeCompare(b.shortcut)).map((r) => ({ ...r })) };
  },
  createCannedReply(ctx) {
    const list = repliesOf(ctx.store, me(ctx).eId);
    const value = checked(ctx.body as CannedReplySave);
    taken(list, value.shortcut);
    if (list.length >= CANNED_REPLIES_MAX) throw fieldRefusal('shortcut', CannedReplyMessages.full);
    const reply = { id: nextId(ctx.store, 'canned'), ...value };
    list.push(reply);
    ctx.setMessage(CannedReplyMessages.saved);
    return { ...reply };
  },
  updateCannedReply(ctx) {
    const list = repliesOf(ctx.store, me(ctx).eId);
    const value = checked(ctx.body as CannedReplySave);
    const reply = list.find((r) => r.id === ctx.params.id);
    if (!reply) throw new FakeHttpError(404, ErrorCodes.notFound, CannedReplyMessages.notFound);
    taken(list, value.shortcut, reply.id);
    Object.assign(reply, value);
    ctx.setMessage(CannedReplyMessages.saved);
    return { ...reply };
  },
  deleteCannedReply(ctx) {
    const list = repliesOf(ctx.store, me(ctx).eId);
    const index = list.findIndex((r) => r.id === ctx.params.id);
    if (index < 0) throw new FakeHttpError(404, ErrorCodes.notFound, CannedReplyMessages.notFound);
    list.splice(index, 1);
    ctx.setMessage(CannedReplyMessages.deleted);
    return { id: ctx.params.id as string };
  },
};
