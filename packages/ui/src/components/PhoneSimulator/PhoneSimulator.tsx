import { useLayoutEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { MessageBubble } from '../MessageBubble/MessageBubble.tsx';
import type {
  MessageBubbleButton,
  MessageBubbleContent,
  MessageDeliveryStatus,
  MessageDirection,
} from '../MessageBubble/messageBubbleContent.ts';
import { collectMessageReactions } from '../MessageBubble/messageReactions.ts';
import { StyledPhoneFrame, StyledPhoneFrameBar, StyledPhoneFrameScreen } from '../../internal/phoneFrame.ts';
import { theme } from '../../theme/theme.ts';
import { PhoneSimulatorComposer } from './internal/PhoneSimulatorComposer.tsx';

export interface PhoneSimulatorMessage {
  id: string;
  direction: MessageDirection;
  content: MessageBubbleContent;
  status?: MessageDeliveryStatus;
  /** A ready-to-show time label. */
  time?: string;
  /** Why a failed message was not delivered. */
  errorText?: string;
}

export interface PhoneSimulatorProps {
  contactName: string;
  contactNumber: string;
  /** Oldest first. Reactions show on the messages they react to (on their own when that message is not here). */
  messages: readonly PhoneSimulatorMessage[];
  /** The typed text, trimmed; a rejected promise puts the text back in the box. */
  onSend: (text: string) => void | Promise<unknown>;
  /** A tap on a reply button of a message, or a row chosen from its list (`type: 'list_reply'`). */
  onButtonClick?: (messageId: string, button: MessageBubbleButton) => void;
  /** A message is on its way: sending and tapping wait. */
  sending?: boolean;
  emptyText?: string;
  placeholder?: string;
  /** The phone's height in pixels (default 600); the message list scrolls inside it. */
  height?: number;
  /** Carousel auto-advance interval (default 4000 ms; 0 turns it off). */
  carouselIntervalMs?: number;
}

export const PHONE_SIMULATOR_EMPTY = 'No messages yet. Say hello!';

/**
 * A phone for trying a channel: the contact in the top bar, the conversation (newest at the bottom, kept in
 * view as messages arrive) and a box to type replies in.
 */
export function PhoneSimulator({
  contactName,
  contactNumber,
  messages,
  onSend,
  onButtonClick,
  sending = false,
  emptyText = PHONE_SIMULATOR_EMPTY,
  placeholder = 'Type a message',
  height = 600,
  carouselIntervalMs,
}: PhoneSimulatorProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => collectMessageReactions(messages), [messages]);

  // Before paint, so the list never flashes at its old position.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  return (
    <StyledPhoneFrame as="section" aria-label={`Chat with ${contactName}`} style={{ height }}>
      <StyledPhoneFrameBar>
        <StyledPhoneSimulatorAvatar aria-hidden="true">{initial(contactName)}</StyledPhoneSimulatorAvatar>
        <StyledPhoneSimulatorContact>
          <StyledPhoneSimulatorName>{contactName}</StyledPhoneSimulatorName>
          <StyledPhoneSimulatorNumber>{contactNumber}</StyledPhoneSimulatorNumber>
        </StyledPhoneSimulatorContact>
      </StyledPhoneFrameBar>
      <StyledPhoneSimulatorLog ref={listRef} role="log" aria-label="Messages" tabIndex={0}>
        {shown.messages.length === 0 ? (
          <StyledPhoneSimulatorEmpty>{emptyText}</StyledPhoneSimulatorEmpty>
        ) : (
          <StyledPhoneSimulatorList>
            {shown.messages.map((message) => (
              <li key={message.id}>
                <MessageBubble
                  content={message.content}
                  direction={message.direction}
                  status={message.status}
                  time={message.time}
                  errorText={message.errorText}
                  reactions={shown.reactions.get(message.id)}
                  onButtonClick={onButtonClick ? (button) => onButtonClick(message.id, button) : undefined}
                  buttonsDisabled={sending}
                  carouselIntervalMs={carouselIntervalMs}
                />
              </li>
            ))}
          </StyledPhoneSimulatorList>
        )}
      </StyledPhoneSimulatorLog>
      <PhoneSimulatorComposer onSend={onSend} sending={sending} placeholder={placeholder} />
    </StyledPhoneFrame>
  );
}

const initial = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '?';

const StyledPhoneSimulatorAvatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.primaryContrast};
  color: ${theme.colors.primary};
  font-weight: ${theme.font.weightBold};
`;

const StyledPhoneSimulatorContact = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  line-height: 1.25;
`;

const StyledPhoneSimulatorName = styled.span`
  font-weight: ${theme.font.weightBold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledPhoneSimulatorNumber = styled.span`
  font-size: ${theme.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

const StyledPhoneSimulatorLog = styled(StyledPhoneFrameScreen)`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

const StyledPhoneSimulatorList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPhoneSimulatorEmpty = styled.p`
  margin: auto;
  color: ${theme.colors.textMuted};
  text-align: center;
`;
