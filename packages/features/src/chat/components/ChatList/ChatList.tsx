import styled from 'styled-components';
import { CHAT_STATES, type ChatSummaryRow } from '@parley/api-client/contract';
import { Icon, theme } from '@parley/ui';

export interface ChatListProps {
  chats: readonly ChatSummaryRow[];
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}

/** The agent's chats, pinned first: who, the last message, and how many of the customer's are new. */
export function ChatList({ chats, selectedId, onSelect }: ChatListProps) {
  return (
    <StyledList aria-label="My chats">
      {chats.map((chat) => {
        const who = chat.customerName || chat.customerNumber;
        const suspended = chat.state === CHAT_STATES.SUSPEND;
        return (
          <li key={chat.chatId}>
            <StyledChat
              type="button"
              aria-current={chat.chatId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(chat.chatId)}
            >
              <StyledWho>
                {chat.pinned ? <Icon name="star" size={14} title="Pinned" /> : null}
                <span>{who}</span>
                {chat.newMsgCount > 0 ? (
                  <StyledNew>
                    {chat.newMsgCount}
                    <StyledHidden> new</StyledHidden>
                  </StyledNew>
                ) : null}
              </StyledWho>
              <StyledLast>
                {suspended ? 'Suspended · ' : ''}
                {chat.lastMessage}
              </StyledLast>
            </StyledChat>
          </li>
        );
      })}
    </StyledList>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
`;

const StyledChat = styled.button`
  display: grid;
  gap: ${theme.space[1]};
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;

const StyledWho = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-weight: ${theme.font.weightMedium};
`;

const StyledNew = styled.span`
  margin-left: auto;
  min-width: 20px;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.full};
  text-align: center;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.primaryContrast};
  background: ${theme.colors.danger};
`;

const StyledLast = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
