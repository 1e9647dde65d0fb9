import { describe, expect, it } from 'vitest';
import {
  INTERACTIVE_LIMITS as L,
  MessageMessages,
  checkSend,
  directMessageContent,
  isSingleEmoji,
  reactionContent,
  simulatorReplyContent,
} from './messageRules.ts';
import type { SendMessageRequest } from './messageSchemas.ts';

const to = '+14155550123';
const refusal = (request: Omit<SendMessageRequest, 'to'>) => {
  const check = checkSend({ to, ...request });
  return check.ok ? null : { field: check.field, message: check.message };
};
const chars = (n: number) => 'x'.repeat(n);
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, title: `Row ${i}` }));

describe('checkSend', () => {
  it('takes exactly one kind', () => {
    expect(refusal({})).toEqual({ field: 'body', message: MessageMessages.oneKind });
    expect(refusal({ text: 'hi', location: { latitude: 1, longitude: 2 } })?.message).toBe(MessageMessages.oneKind);
    expect(checkSend({ to, location: { latitude: 1, longitude: 2 } })).toEqual({ ok: true, to, kind: 'location' });
  });

  it('holds reply buttons to WhatsApp’s limits: 1 to 3, titles of 20, distinct ids and titles', () => {
    const buttons = (list: { id: string; title: string }[]) =>
      refusal({ interactive: { body: 'Pick', buttons: list } });
    expect(buttons([])?.message).toBe(MessageMessages.buttonsCount);
    expect(buttons(rows(4).map((r) => ({ id: r.id, title: r.title })))?.message).toBe(MessageMessages.buttonsCount);
    expect(buttons([{ id: 'a', title: chars(L.buttonTitle) }])).toBeNull();
    expect(buttons([{ id: 'a', title: chars(L.buttonTitle + 1) }])).toEqual({
      field: 'interactive.buttons.0.title',
      message: MessageMessages.tooLong('button title', 20),
    });
    expect(
      buttons([
        { id: 'a', title: 'Yes' },
        { id: 'a', title: 'No' },
      ])?.message,
    ).toBe(MessageMessages.buttonIdsRepeat);
    expect(
      buttons([
        { id: 'a', title: 'Yes' },
        { id: 'b', title: 'yes' },
      ])?.message,
    ).toBe(MessageMessages.buttonTitlesRepeat);
  });

  it('bounds the header, body and footer of an interactive message', () => {
    const base = { body: 'Pick', buttons: [{ id: 'a', title: 'A' }] };
    expect(refusal({ interactive: { ...base, header: chars(L.header) } })).toBeNull();
    expect(refusal({ interactive: { ...base, header: chars(L.header + 1) } })?.field).toBe('interactive.header');
    expect(refusal({ interactive: { ...base, body: chars(L.body + 1) } })?.field).toBe('interactive.body');
    expect(refusal({ interactive: { ...base, body: '  ' } })?.message).toBe(MessageMessages.bodyRequired);
    expect(refusal({ interactive: { ...base, footer: chars(L.footer + 1) } })?.field).toBe('interactive.footer');
    // A list message carries a list, not buttons too.
    expect(refusal({ interactive: { ...base, type: 'list' } })?.message).toBe(MessageMessages.interactivePart('list'));
  });

  it('bounds lists: 10 sections, 10 rows in all, titled sections when several, row texts and distinct ids', () => {
    const list = (
      sections: { title?: string; rows: { id: string; title: string; description?: string }[] }[],
      button = 'Open',
    ) => refusal({ interactive: { type: 'list', body: 'Pick', list: { button, sections } } });
    expect(list([{ rows: rows(10) }])).toBeNull();
    expect(list([{ rows: rows(11) }])?.message).toBe(MessageMessages.listRowsCount);
    expect(
      list([
        { title: 'A', rows: rows(5) },
        { title: 'B', rows: rows(6).map((r) => ({ ...r, id: `b${r.id}` })) },
      ])?.message,
    ).toBe(MessageMessages.listRowsCount);
    expect(list([{ rows: [] }])?.message).toBe(MessageMessages.listRowsCount);
    expect(
      list(Array.from({ length: 11 }, (_, i) => ({ title: `S${i}`, rows: [{ id: `r${i}`, title: 'R' }] })))?.message,
    ).toBe(MessageMessages.listSectionsCount);
    expect(list([{ rows: rows(1) }, { rows: [{ id: 'x', title: 'X' }] }])?.message).toBe(
      MessageMessages.listSectionTitle,
    );
    expect(list([{ rows: [{ id: 'a', title: chars(L.rowTitle + 1) }] }])?.field).toBe(
      'interactive.list.sections.0.rows.0.title',
    );
    expect(list([{ rows: [{ id: 'a', title: 'A', description: chars(L.rowDescription + 1) }] }])?.field).toBe(
      'interactive.list.sections.0.rows.0.description',
    );
    expect(
      list([
        {
          rows: [
            { id: 'a', title: 'A' },
            { id: 'a', title: 'B' },
          ],
        },
      ])?.message,
    ).toBe(MessageMessages.listRowIdsRepeat);
    expect(list([{ rows: rows(1) }], chars(L.listButton + 1))?.field).toBe('interactive.list.button');
    expect(list([{ rows: rows(1) }], ' ')?.message).toBe(MessageMessages.listButtonRequired);
  });

  it('bounds a Flow’s button: 20 characters, no emoji; screen data not empty', () => {
    const flow = (extra: Partial<{ cta: string; flowId: string; data: Record<string, unknown> }>) =>
      refusal({ interactive: { type: 'flow', body: 'Go', flow: { flowId: '1', cta: 'Open', ...extra } } });
    expect(flow({})).toBeNull();
    expect(flow({ cta: chars(20) })).toBeNull();
    expect(flow({ cta: chars(21) })?.message).toBe(MessageMessages.tooLong("Flow's button", 20));
    expect(flow({ cta: 'Open 🚀' })?.message).toBe(MessageMessages.flowCtaEmoji);
    expect(flow({ flowId: '' })?.message).toBe(MessageMessages.flowIdRequired);
    expect(flow({ data: {} })?.message).toBe(MessageMessages.flowDataEmpty);
  });

  it('takes 1 to 10 contacts, each named and reachable, emails well formed', () => {
    const contact = { name: 'Asha', phones: [{ phone: '+919812345670' }] };
    expect(refusal({ contacts: [] })?.message).toBe(MessageMessages.contactsCount);
    expect(refusal({ contacts: Array(11).fill(contact) })?.message).toBe(MessageMessages.contactsCount);
    expect(refusal({ contacts: Array(10).fill(contact) })).toBeNull();
    expect(refusal({ contacts: [{ ...contact, name: ' ' }] })?.message).toBe(MessageMessages.contactNameRequired);
    expect(refusal({ contacts: [{ name: 'Asha', phones: [{ phone: ' ' }] }] })?.message).toBe(
      MessageMessages.contactReachable,
    );
    expect(refusal({ contacts: [{ name: 'Asha', emails: [{ email: 'not-an-address' }] }] })).toEqual({
      field: 'contacts.0.emails.0',
      message: MessageMessages.contactEmail,
    });
  });

  it('takes one emoji (or none) as a reaction', () => {
    for (const emoji of ['👍', '👍🏽', '❤️', '🇮🇳', '👨‍👩‍👧', ''])
      expect(refusal({ reaction: { messageId: 'm1', emoji } })).toBeNull();
    for (const emoji of ['ok', '👍👍', 'a👍', ' '])
      expect(refusal({ reaction: { messageId: 'm1', emoji } })?.message).toBe(MessageMessages.reactionEmoji);
    expect(isSingleEmoji('🙂')).toBe(true);
    expect(isSingleEmoji('1')).toBe(false);
  });
});

describe('message content', () => {
  it('keeps what a message shows, trimmed, without empty contact details', () => {
    expect(
      directMessageContent(
        {
          to,
          contacts: [{ name: ' Ben ', phones: [{ phone: ' +1415 ' }, { phone: '' }], emails: [], organization: ' ' }],
        },
        'contacts',
      ),
    ).toEqual({ body: '', contacts: [{ name: 'Ben', phones: [{ phone: '+1415' }] }] });
    expect(
      directMessageContent(
        {
          to,
          interactive: {
            type: 'flow',
            header: ' Visit ',
            body: 'Book',
            flow: { flowId: '9', cta: 'Go', token: 'secret' },
          },
        },
        'interactive',
      ),
    ).toEqual({ body: 'Book', header: { format: 'TEXT', text: 'Visit' }, flow: { flowId: '9', cta: 'Go' } });
  });

  it('records a simulated customer’s taps as the webhook would', () => {
    expect(simulatorReplyContent({ text: ' hi ' })).toEqual({ kind: 'text', content: { body: 'hi' } });
    expect(simulatorReplyContent({ button: { text: 'Yes' } })).toEqual({
      kind: 'button',
      content: { body: 'Yes', buttons: [{ type: 'QUICK_REPLY', text: 'Yes', payload: 'Yes' }] },
    });
    expect(simulatorReplyContent({ button: { text: 'Tea', payload: 'tea', kind: 'list_reply' } })).toEqual({
      kind: 'interactive',
      content: { body: 'Tea', buttons: [{ type: 'list_reply', text: 'Tea', payload: 'tea' }] },
    });
    expect(simulatorReplyContent({ text: '  ' })).toBeNull();
  });

  it('reacts only to a sent message of the same conversation', () => {
    const target = { id: 'm1', customerNumber: to, transId: 'wamid.1' };
    expect(reactionContent(target, to, { messageId: 'm1', emoji: '👍' })).toEqual({
      ok: true,
      transId: 'wamid.1',
      content: { body: '', reaction: { emoji: '👍', messageId: 'm1' } },
    });
    expect(reactionContent(target, '+14155550999', { messageId: 'm1', emoji: '👍' })).toMatchObject({
      message: MessageMessages.reactionTarget,
    });
    expect(reactionContent(null, to, { messageId: 'm1', emoji: '👍' })).toMatchObject({ ok: false });
    expect(reactionContent({ ...target, transId: null }, to, { messageId: 'm1', emoji: '👍' })).toMatchObject({
      message: MessageMessages.reactionNotSent,
    });
  });
});
