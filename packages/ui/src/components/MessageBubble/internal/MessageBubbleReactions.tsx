import styled from 'styled-components';
import type { MessageBubbleReaction, MessageDirection } from '../messageBubbleContent.ts';
import { theme } from '../../../theme/theme.ts';

export interface MessageBubbleReactionsProps {
  reactions: readonly MessageBubbleReaction[];
  /** The message's direction: the badges sit on its bubble's outer bottom corner. */
  direction: MessageDirection;
}

/**
 * The reactions on a message, as small emoji badges overlapping the bottom of its bubble. The same emoji from both
 * sides shows once, with a count.
 */
export function MessageBubbleReactions({ reactions, direction }: MessageBubbleReactionsProps) {
  const counts = new Map<string, number>();
  for (const { emoji } of reactions) counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
  return (
    <StyledMessageBubbleReactions aria-label="Reactions" $direction={direction}>
      {[...counts].map(([emoji, count]) => (
        <li key={emoji}>
          <StyledMessageBubbleReaction
            role="img"
            aria-label={count > 1 ? `Reacted ${emoji} ×${count}` : `Reacted ${emoji}`}
          >
            {emoji}
            {count > 1 ? <StyledMessageBubbleReactionCount>{count}</StyledMessageBubbleReactionCount> : null}
          </StyledMessageBubbleReaction>
        </li>
      ))}
    </StyledMessageBubbleReactions>
  );
}

// A negative top margin pulls the badges up over the bottom edge of whatever the message ends with.
const StyledMessageBubbleReactions = styled.ul<{ $direction: MessageDirection }>`
  position: relative;
  display: flex;
  gap: 2px;
  align-self: ${({ $direction }) => ($direction === 'out' ? 'flex-end' : 'flex-start')};
  margin: -12px 0 0;
  padding: 0 ${theme.space[2]};
  list-style: none;
`;

const StyledMessageBubbleReaction = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 24px;
  padding: 0 6px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow[1]};
  color: ${theme.colors.text};
  font-size: ${theme.font.sizeMd};
  line-height: 1;
`;

const StyledMessageBubbleReactionCount = styled.span`
  font-size: ${theme.font.sizeSm};
`;
