import { describe, expect, it } from 'vitest';
import { CannedReplyMessages, cannedRepliesFor, checkCannedReply } from './cannedReplies.ts';

describe('canned replies', () => {
  it('keeps a shortcut lower-cased without its slash, the text trimmed, and refuses the rest', () => {
    expect(checkCannedReply({ shortcut: ' /Thanks ', text: ' Thank you! ' })).toEqual({
      ok: true,
      value: { shortcut: 'thanks', text: 'Thank you!' },
    });
    for (const shortcut of ['', '/', 'two words', 'x'.repeat(31), 'émoji'])
      expect(checkCannedReply({ shortcut, text: 'Hi' })).toEqual({
        ok: false,
        field: 'shortcut',
        message: CannedReplyMessages.shortcut,
      });
    expect(checkCannedReply({ shortcut: 'hi', text: '  ' })).toMatchObject({ field: 'text' });
  });

  it("offers the replies whose shortcut starts with what follows '/', shortest first; nothing without a slash", () => {
    const replies = [
      { id: '1', shortcut: 'thanks-long', text: 'a' },
      { id: '2', shortcut: 'thanks', text: 'b' },
      { id: '3', shortcut: 'hours', text: 'c' },
    ];
    expect(cannedRepliesFor(replies, '/th').map((r) => r.shortcut)).toEqual(['thanks', 'thanks-long']);
    expect(cannedRepliesFor(replies, '/').map((r) => r.shortcut)).toEqual(['hours', 'thanks', 'thanks-long']);
    expect(cannedRepliesFor(replies, '/TH')).toHaveLength(2);
    expect(cannedRepliesFor(replies, 'th')).toEqual([]);
    expect(cannedRepliesFor(replies, '/th more words')).toEqual([]);
  });
});
