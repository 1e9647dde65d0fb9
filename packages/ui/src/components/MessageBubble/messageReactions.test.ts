import { describe, expect, it } from 'vitest';
import type { MessageDirection } from './messageBubbleContent.ts';
import { collectMessageReactions } from './messageReactions.ts';

const text = (id: string, direction: MessageDirection = 'out') => ({ id, direction, content: { body: id } });
const react = (id: string, direction: MessageDirection, emoji: string, messageId: string | null) => ({
  id,
  direction,
  content: { body: '', reaction: { emoji, messageId } },
});

describe('collectMessageReactions', () => {
  it('leaves a conversation without reactions as it is', () => {
    const messages = [text('m1', 'in'), text('m2')];
    const result = collectMessageReactions(messages);
    expect(result.messages).toEqual(messages);
    expect(result.reactions.size).toBe(0);
  });

  it('moves a reaction onto the message it reacts to', () => {
    const result = collectMessageReactions([text('m1'), text('m2', 'in'), react('r1', 'in', '👍', 'm1')]);
    expect(result.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(result.reactions.get('m1')).toEqual([{ emoji: '👍', from: 'in' }]);
    expect(result.reactions.has('m2')).toBe(false);
  });

  it('keeps the latest reaction of each side', () => {
    const result = collectMessageReactions([
      text('m1', 'in'),
      react('r1', 'in', '👍', 'm1'),
      react('r2', 'out', '🙏', 'm1'),
      react('r3', 'in', '❤️', 'm1'),
    ]);
    expect(result.messages.map((m) => m.id)).toEqual(['m1']);
    // Oldest first: the business's reaction stands from before the customer changed theirs.
    expect(result.reactions.get('m1')).toEqual([
      { emoji: '🙏', from: 'out' },
      { emoji: '❤️', from: 'in' },
    ]);
  });

  it('takes a side’s reaction back on an empty emoji, leaving the other side’s', () => {
    const result = collectMessageReactions([
      text('m1'),
      react('r1', 'in', '👍', 'm1'),
      react('r2', 'out', '😂', 'm1'),
      react('r3', 'in', '', 'm1'),
    ]);
    expect(result.messages.map((m) => m.id)).toEqual(['m1']);
    expect(result.reactions.get('m1')).toEqual([{ emoji: '😂', from: 'out' }]);
  });

  it('forgets a message whose every reaction was taken back', () => {
    const result = collectMessageReactions([text('m1'), react('r1', 'in', '👍', 'm1'), react('r2', 'in', '', 'm1')]);
    expect(result.messages.map((m) => m.id)).toEqual(['m1']);
    expect(result.reactions.has('m1')).toBe(false);
  });

  it('keeps reactions to messages out of view, or to no known message, to be shown on their own', () => {
    const result = collectMessageReactions([
      react('r1', 'in', '👍', 'older'),
      text('m1'),
      react('r2', 'in', '', 'older'),
      react('r3', 'in', '🔥', null),
    ]);
    expect(result.messages.map((m) => m.id)).toEqual(['r1', 'm1', 'r2', 'r3']);
    expect(result.reactions.size).toBe(0);
  });

  it('applies a reaction that arrives before its message in the list', () => {
    const result = collectMessageReactions([react('r1', 'out', '👍', 'm1'), text('m1', 'in')]);
    expect(result.messages.map((m) => m.id)).toEqual(['m1']);
    expect(result.reactions.get('m1')).toEqual([{ emoji: '👍', from: 'out' }]);
  });

  it('keeps the messages’ own type', () => {
    const messages = [{ ...text('m1'), time: '10:41 am' }];
    const result = collectMessageReactions(messages);
    expect(result.messages[0]!.time).toBe('10:41 am');
  });
});
