import styled from 'styled-components';
import { mediaKind, type MessageBubbleButton, type MessageBubbleCard as Card } from '../messageBubbleContent.ts';
import { theme } from '../../../theme/theme.ts';
import { MessageBubbleButtons } from './MessageBubbleButtons.tsx';
import { MessageBubbleMedia } from './MessageBubbleMedia.tsx';
import { MessageBubbleText } from './MessageBubbleText.tsx';

export interface MessageBubbleCardProps {
  card: Card;
  /** The card's position, from 1, for its image's text alternative. */
  position: number;
  onButtonClick?: (button: MessageBubbleButton) => void;
  buttonsDisabled?: boolean;
  highlightVariables?: boolean;
}

/** One carousel card: its image or video, its text and its buttons. */
export function MessageBubbleCard({
  card,
  position,
  onButtonClick,
  buttonsDisabled,
  highlightVariables,
}: MessageBubbleCardProps) {
  return (
    <StyledMessageBubbleCard>
      <MessageBubbleMedia
        kind={mediaKind(card.header?.format ?? 'IMAGE') ?? 'image'}
        url={card.header?.url}
        alt={`Card ${position} image`}
      />
      {card.body ? (
        <StyledMessageBubbleCardBody>
          <MessageBubbleText text={card.body} highlightVariables={highlightVariables} />
        </StyledMessageBubbleCardBody>
      ) : null}
      {card.buttons && card.buttons.length > 0 ? (
        <MessageBubbleButtons buttons={card.buttons} onButtonClick={onButtonClick} disabled={buttonsDisabled} />
      ) : null}
    </StyledMessageBubbleCard>
  );
}

const StyledMessageBubbleCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  height: 100%;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow[1]};
`;

const StyledMessageBubbleCardBody = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;
