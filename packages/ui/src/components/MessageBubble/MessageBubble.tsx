import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';
import {
  mediaKind,
  reactionNote,
  type MessageBubbleButton,
  type MessageBubbleContent,
  type MessageBubbleFlow as Flow,
  type MessageBubbleReaction,
  type MessageDeliveryStatus,
  type MessageDirection,
} from './messageBubbleContent.ts';
import { MessageBubbleButtons } from './internal/MessageBubbleButtons.tsx';
import { MessageBubbleCarousel } from './internal/MessageBubbleCarousel.tsx';
import { MessageBubbleContacts } from './internal/MessageBubbleContacts.tsx';
import { MessageBubbleFlow } from './internal/MessageBubbleFlow.tsx';
import { MessageBubbleList } from './internal/MessageBubbleList.tsx';
import { MessageBubbleLocation } from './internal/MessageBubbleLocation.tsx';
import { MessageBubbleMedia } from './internal/MessageBubbleMedia.tsx';
import { MessageBubbleReactions } from './internal/MessageBubbleReactions.tsx';
import { MessageBubbleStatus } from './internal/MessageBubbleStatus.tsx';
import { MessageBubbleText } from './internal/MessageBubbleText.tsx';

export interface MessageBubbleProps {
  content: MessageBubbleContent;
  /** `out`: the business's message, on the right with its delivery status; `in`: the customer's, on the left. */
  direction: MessageDirection;
  /** Delivery status of an outgoing message. */
  status?: MessageDeliveryStatus;
  /** A ready-to-show time label, e.g. "10:42 am". */
  time?: string;
  /** Why a failed message was not delivered. */
  errorText?: string;
  /**
   * A tap on a reply button (quick replies, interactive replies), or a list row chosen and sent (`type: 'list_reply'`,
   * the row's title and id as text and payload); without it they are shown but inert, and a list opens to read only.
   */
  onButtonClick?: (button: MessageBubbleButton) => void;
  /** Reply buttons and list rows show but cannot be tapped, e.g. while a reply is being sent. */
  buttonsDisabled?: boolean;
  /** Opens a Flow message's Flow; without it the call to action is inert (the Flow opens on the customer's phone). */
  onFlowOpen?: (flow: Flow) => void;
  /** Reactions on this message (see collectMessageReactions), shown as badges on the bubble's bottom corner. */
  reactions?: readonly MessageBubbleReaction[];
  /** Mark unfilled `{{1}}` placeholders (template previews). */
  highlightVariables?: boolean;
  /** Carousel auto-advance interval (default 4000 ms; 0 turns it off). */
  carouselIntervalMs?: number;
}

/** platform-shell §9: carousel cards advance every 4000 ms. */
export const MESSAGE_CAROUSEL_INTERVAL_MS = 4000;

export const MESSAGE_NOT_DELIVERED = 'Not delivered';

/**
 * One WhatsApp message: header (text, image, video or document), limited-time offer, formatted body, location or
 * contact cards, footer, time and delivery status, with its buttons, list or Flow button and carousel cards below,
 * and its reactions on the corner. A reaction message shown on its own (its message out of view) says what it did.
 */
export function MessageBubble({
  content,
  direction,
  status,
  time,
  errorText,
  onButtonClick,
  buttonsDisabled = false,
  onFlowOpen,
  reactions,
  highlightVariables = false,
  carouselIntervalMs = MESSAGE_CAROUSEL_INTERVAL_MS,
}: MessageBubbleProps) {
  const { header, footer, buttons, cards, offer, media, list, flow, location, contacts, reaction } = content;
  // A location's record repeats its name as the body; a reaction's body is not its text.
  const body = reaction || (location && content.body === location.name) ? '' : content.body;
  const headerMedia = header ? mediaKind(header.format) : undefined;
  const caption = media?.caption && media.caption !== body ? media.caption : undefined;
  const shownStatus = direction === 'out' ? status : undefined;
  const hasCards = Boolean(cards && cards.length > 0);
  // A customer's message never carries buttons of its own: on a reply, they name the button that was tapped.
  const shownButtons = direction === 'out' && buttons && buttons.length > 0 ? buttons : undefined;

  return (
    <StyledMessageBubble
      role="group"
      aria-label={direction === 'out' ? 'Sent message' : 'Received message'}
      data-direction={direction}
      $direction={direction}
    >
      <StyledMessageBubbleStack $wide={hasCards} $direction={direction}>
        <StyledMessageBubbleBox $direction={direction} $failed={shownStatus === 'failed'}>
          {header && headerMedia ? (
            <MessageBubbleMedia
              kind={headerMedia}
              url={header.url}
              fileName={header.fileName}
              alt={header.fileName ?? 'Header image'}
            />
          ) : null}
          {header && !headerMedia && header.text ? (
            <StyledMessageBubbleHeaderText>
              <MessageBubbleText text={header.text} formatted={false} highlightVariables={highlightVariables} />
            </StyledMessageBubbleHeaderText>
          ) : null}
          {media ? (
            <MessageBubbleMedia
              kind={mediaKind(media.type) ?? 'document'}
              url={media.url}
              fileName={media.fileName}
              alt={media.caption ?? media.fileName ?? 'Image'}
            />
          ) : null}
          {offer ? (
            <StyledMessageBubbleOffer>
              <Icon name="gift" size={18} />
              <span>{offer.text}</span>
            </StyledMessageBubbleOffer>
          ) : null}
          {body ? (
            <StyledMessageBubbleBody data-testid="message-body">
              <MessageBubbleText text={body} highlightVariables={highlightVariables} />
            </StyledMessageBubbleBody>
          ) : null}
          {caption ? (
            <StyledMessageBubbleBody>
              <MessageBubbleText text={caption} />
            </StyledMessageBubbleBody>
          ) : null}
          {location ? <MessageBubbleLocation location={location} /> : null}
          {contacts && contacts.length > 0 ? <MessageBubbleContacts contacts={contacts} /> : null}
          {reaction ? (
            <StyledMessageBubbleReactionNote>{reactionNote(reaction)}</StyledMessageBubbleReactionNote>
          ) : null}
          {footer ? <StyledMessageBubbleFooter>{footer}</StyledMessageBubbleFooter> : null}
          {time || shownStatus ? (
            <StyledMessageBubbleMeta>
              {time ? <span>{time}</span> : null}
              {shownStatus ? <MessageBubbleStatus status={shownStatus} /> : null}
            </StyledMessageBubbleMeta>
          ) : null}
        </StyledMessageBubbleBox>
        {shownButtons ? (
          <MessageBubbleButtons buttons={shownButtons} onButtonClick={onButtonClick} disabled={buttonsDisabled} />
        ) : null}
        {list ? (
          <MessageBubbleList
            list={list}
            onButtonClick={direction === 'out' ? onButtonClick : undefined}
            disabled={buttonsDisabled}
          />
        ) : null}
        {flow ? <MessageBubbleFlow flow={flow} onFlowOpen={onFlowOpen} disabled={buttonsDisabled} /> : null}
        {cards && hasCards ? (
          <MessageBubbleCarousel
            cards={cards}
            intervalMs={carouselIntervalMs}
            onButtonClick={direction === 'out' ? onButtonClick : undefined}
            buttonsDisabled={buttonsDisabled}
            highlightVariables={highlightVariables}
          />
        ) : null}
        {reactions && reactions.length > 0 ? (
          <MessageBubbleReactions reactions={reactions} direction={direction} />
        ) : null}
        {shownStatus === 'failed' ? (
          <StyledMessageBubbleError>
            <Icon name="alert" size={14} />
            <span>{errorText ? `${MESSAGE_NOT_DELIVERED}: ${errorText}` : MESSAGE_NOT_DELIVERED}</span>
          </StyledMessageBubbleError>
        ) : null}
      </StyledMessageBubbleStack>
    </StyledMessageBubble>
  );
}

const StyledMessageBubble = styled.div<{ $direction: MessageDirection }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $direction }) => ($direction === 'out' ? 'flex-end' : 'flex-start')};
  width: 100%;
  min-width: 0;
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeight};
`;

// Bubbles leave a margin on the far side, as chat apps do; a carousel takes the whole width for its cards.
const StyledMessageBubbleStack = styled.div<{ $wide: boolean; $direction: MessageDirection }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  max-width: 85%;
  ${({ $wide, $direction }) =>
    $wide
      ? css`
          width: 100%;
          max-width: 100%;
          & > :first-child {
            align-self: ${$direction === 'out' ? 'flex-end' : 'flex-start'};
            max-width: 85%;
          }
        `
      : ''}
`;

const StyledMessageBubbleBox = styled.div<{ $direction: MessageDirection; $failed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 96px;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.lg};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow[1]};
  ${({ $direction }) =>
    $direction === 'out'
      ? css`
          border-top-right-radius: ${theme.radius.sm};
          background: ${theme.colors.primarySubtle};
        `
      : css`
          border-top-left-radius: ${theme.radius.sm};
          background: ${theme.colors.surface};
        `}
  ${({ $failed }) => ($failed ? `outline: 1px solid ${theme.colors.danger};` : '')}
`;

const StyledMessageBubbleHeaderText = styled.p`
  margin: 0;
  font-weight: ${theme.font.weightBold};
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleOffer = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  font-weight: ${theme.font.weightBold};
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleBody = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;

const StyledMessageBubbleReactionNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-style: italic;
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleFooter = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleMeta = styled.p`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[1]};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  line-height: 1;
`;

const StyledMessageBubbleError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
  svg {
    margin-top: 2px;
  }
`;
