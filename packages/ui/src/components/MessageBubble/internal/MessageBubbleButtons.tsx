import styled from 'styled-components';
import { Icon, type IconName } from '../../Icon/Icon.tsx';
import { messageButtonKind, safeLinkUrl, type MessageBubbleButton } from '../messageBubbleContent.ts';
import { visuallyHidden } from '../../../internal/styles.ts';
import { theme } from '../../../theme/theme.ts';
import { MessageBubbleCopyButton } from './MessageBubbleCopyButton.tsx';
import { messageBubbleButtonFace } from './messageBubbleButtonFace.ts';

export interface MessageBubbleButtonsProps {
  buttons: readonly MessageBubbleButton[];
  /** Without it reply buttons are shown but cannot be tapped (a preview). */
  onButtonClick?: (button: MessageBubbleButton) => void;
  disabled?: boolean;
}

/** The buttons under a message: replies to tap, links that open a new tab, a phone number, a code to copy. */
export function MessageBubbleButtons({ buttons, onButtonClick, disabled = false }: MessageBubbleButtonsProps) {
  return (
    <StyledMessageBubbleButtons aria-label="Message buttons">
      {buttons.map((button, index) => (
        <li key={`${index}-${button.text}`}>
          <MessageBubbleButtonItem button={button} onButtonClick={onButtonClick} disabled={disabled} />
        </li>
      ))}
    </StyledMessageBubbleButtons>
  );
}

function MessageBubbleButtonItem({
  button,
  onButtonClick,
  disabled,
}: {
  button: MessageBubbleButton;
  onButtonClick?: (button: MessageBubbleButton) => void;
  disabled: boolean;
}) {
  const kind = messageButtonKind(button);
  if (kind === 'link') {
    const href = safeLinkUrl(button.url);
    if (!href) return <MessageBubbleButtonLabel icon="externalLink" text={button.text} />;
    return (
      <StyledMessageBubbleButtonLink href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="externalLink" size={16} />
        {button.text}
        <StyledMessageBubbleHidden> (opens in a new tab)</StyledMessageBubbleHidden>
      </StyledMessageBubbleButtonLink>
    );
  }
  if (kind === 'phone') return <MessageBubbleButtonLabel icon="phone" text={button.text} />;
  if (kind === 'copy') {
    if (!button.payload) return <MessageBubbleButtonLabel icon="copy" text={button.text} />;
    return <MessageBubbleCopyButton text={button.text} code={button.payload} />;
  }
  if (!onButtonClick) return <MessageBubbleButtonLabel text={button.text} />;
  return (
    <StyledMessageBubbleButton type="button" disabled={disabled} onClick={() => onButtonClick(button)}>
      {button.text}
    </StyledMessageBubbleButton>
  );
}

/** A button as the customer sees it, without an action here (a preview, or a phone number). */
function MessageBubbleButtonLabel({ icon, text }: { icon?: IconName; text: string }) {
  return (
    <StyledMessageBubbleButtonLabel>
      {icon ? <Icon name={icon} size={16} /> : null}
      {text}
    </StyledMessageBubbleButtonLabel>
  );
}

const StyledMessageBubbleButtons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMessageBubbleHidden = styled.span`
  ${visuallyHidden}
`;

const StyledMessageBubbleButtonLabel = styled.span`
  ${messageBubbleButtonFace}
`;

const StyledMessageBubbleButtonLink = styled.a`
  ${messageBubbleButtonFace}
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

const StyledMessageBubbleButton = styled.button`
  ${messageBubbleButtonFace}
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.surfaceHover};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
  }
`;
