import type { MessageBubbleContent, MessageBubbleReaction, MessageDirection } from './messageBubbleContent.ts';

/** What the reactions helper needs of a message: its id, who sent it and its content. */
export interface ReactableMessage {
  id: string;
  direction: MessageDirection;
  content: Pick<MessageBubbleContent, 'body' | 'reaction'>;
}

export interface MessageReactions<M> {
  /** The messages to show, in order: reaction messages whose message is in the list are left out. */
  messages: M[];
  /** Each message's current reactions by id (messages without any are absent), oldest first. */
  reactions: ReadonlyMap<string, readonly MessageBubbleReaction[]>;
}

/**
 * Folds reaction messages into the messages they react to, as WhatsApp shows them: each side (customer, business)
 * has at most one reaction per message, the latest wins, and an empty emoji takes that side's reaction back. A
 * reaction to a message not in the list stays in the list, to be shown on its own.
 */
export function collectMessageReactions<M extends ReactableMessage>(messages: readonly M[]): MessageReactions<M> {
  const ids = new Set(messages.map((message) => message.id));
  const shown: M[] = [];
  // Per message, per side, the emoji; a Map keeps the order reactions were (last) made in.
  const bySide = new Map<string, Map<MessageDirection, string>>();
  for (const message of messages) {
    const reaction = message.content.reaction;
    const target = reaction?.messageId;
    if (!reaction || !target || target === message.id || !ids.has(target)) {
      shown.push(message);
      continue;
    }
    let sides = bySide.get(target);
    if (!sides) bySide.set(target, (sides = new Map()));
    sides.delete(message.direction);
    if (reaction.emoji) sides.set(message.direction, reaction.emoji);
  }
  const reactions = new Map<string, MessageBubbleReaction[]>();
  for (const [id, sides] of bySide) {
    if (sides.size > 0)
      reactions.set(
        id,
        [...sides].map(([from, emoji]) => ({ emoji, from })),
      );
  }
  return { messages: shown, reactions };
}
