import { Type, type Static } from '@sinclair/typebox';

/**
 * Canned replies (ours; issue "Live chat": "the reply box, canned replies"): the enterprise's ready answers, each
 * under a shortcut an agent types after '/' in the reply box. Those who configure chat keep them; agents use them.
 */
export const CANNED_REPLIES_MAX = 200;
export const CANNED_SHORTCUT_MAX = 30;
export const CANNED_TEXT_MAX = 4096;

export const CannedReply = Type.Object({
  id: Type.String(),
  shortcut: Type.String(),
  text: Type.String(),
});
export type CannedReply = Static<typeof CannedReply>;

export const CannedReplySave = Type.Object({
  shortcut: Type.String({ maxLength: CANNED_SHORTCUT_MAX * 2 }),
  text: Type.String({ maxLength: CANNED_TEXT_MAX }),
});
export type CannedReplySave = Static<typeof CannedReplySave>;

export const CannedReplies = Type.Object({ replies: Type.Array(CannedReply) });
export type CannedReplies = Static<typeof CannedReplies>;

export const CannedReplyMessages = {
  shortcut: `A shortcut is 1 to ${CANNED_SHORTCUT_MAX} letters, digits, - or _`,
  textRequired: 'Write the reply',
  exists: 'Another canned reply has this shortcut',
  notFound: 'Canned reply not found',
  full: `At most ${CANNED_REPLIES_MAX} canned replies`,
  saved: 'Canned reply saved',
  deleted: 'Canned reply deleted',
} as const;

/** A canned reply as kept: the shortcut lower-cased without a leading '/', the text trimmed; or what is wrong. */
export function checkCannedReply(
  body: CannedReplySave,
): { ok: true; value: CannedReplySave } | { ok: false; field: 'shortcut' | 'text'; message: string } {
  const shortcut = body.shortcut.trim().replace(/^\//, '').toLowerCase();
  if (!new RegExp(`^[a-z0-9_-]{1,${CANNED_SHORTCUT_MAX}}$`).test(shortcut))
    return { ok: false, field: 'shortcut', message: CannedReplyMessages.shortcut };
  const text = body.text.trim();
  if (!text) return { ok: false, field: 'text', message: CannedReplyMessages.textRequired };
  return { ok: true, value: { shortcut, text } };
}

/**
 * The canned replies a reply box offers for what is typed: when it is '/' and the start of a shortcut, those whose
 * shortcut starts with it (all of them for '/' alone), shortest first; none otherwise.
 */
export function cannedRepliesFor(replies: readonly CannedReply[], typed: string): CannedReply[] {
  const match = /^\/([a-z0-9_-]*)$/i.exec(typed.trim());
  if (!match) return [];
  const prefix = match[1]!.toLowerCase();
  return replies
    .filter((r) => r.shortcut.startsWith(prefix))
    .sort((a, b) => a.shortcut.length - b.shortcut.length || a.shortcut.localeCompare(b.shortcut));
}
