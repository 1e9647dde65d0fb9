import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface ConversationListItem {
  id: string;
  /** Who the conversation is with. */
  name: string;
  /** A second line under the name (the number, when the name is a person's). */
  detail?: string;
  /** Messages not seen yet ('N new'). */
  unread: number;
  lastMessage?: string;
  /** A word before the last message ('Suspended'). */
  note?: string;
  /** Kept at the top of the list, with a star. */
  pinned?: boolean;
  /** Short labels shown under the name. */
  tags?: readonly string[];
}

export interface ConversationListProps {
  /** Accessible name of the list. */
  label: string;
  items: readonly ConversationListItem[];
  selectedId: string | null | undefined;
  onSelect: (id: string) => void;
}

/**
 * A list of conversations to choose one from (the simulator's customers, an agent's chats): who, what is new, the
 * last message; the chosen one is marked (aria-current).
 */
export function ConversationList({ label, items, selectedId, onSelect }: ConversationListProps) {
  return (
    <StyledList aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <StyledItem
            type="button"
            aria-current={item.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(item.id)}
          >
            <StyledName>
              <strong>
                {item.pinned ? <Icon name="star" size={14} title="Pinned" /> : null}
                {item.name}
              </strong>
              {item.unread ? <Badge tone="info">{item.unread} new</Badge> : null}
            </StyledName>
            {item.detail ? <small>{item.detail}</small> : null}
            {item.tags?.length ? (
              <StyledTags role="group" aria-label="Tags">
                {item.tags.map((tag) => (
                  <Badge key={tag} tone="neutral">
                    {tag}
                  </Badge>
                ))}
              </StyledTags>
            ) : null}
            {item.lastMessage || item.note ? (
              <StyledLast>
                {item.note ? `${item.note} · ` : ''}
                {item.lastMessage}
              </StyledLast>
            ) : null}
          </StyledItem>
        </li>
      ))}
    </StyledList>
  );
}

const StyledTags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
`;

const StyledItem = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[3]};
  text-align: start;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceHover};
  }

  &[aria-current='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceHover};
  }

  small {
    color: ${theme.colors.textMuted};
  }
`;

const StyledName = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;

const StyledLast = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;
