import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../Button/Button.tsx';
import { Icon } from '../../Icon/Icon.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import type { MessageBubbleButton, MessageBubbleList as List, MessageBubbleListRow } from '../messageBubbleContent.ts';
import { theme } from '../../../theme/theme.ts';
import { messageBubbleButtonFace } from './messageBubbleButtonFace.ts';

export interface MessageBubbleListProps {
  list: List;
  /** Sends the chosen row as `{ type: 'list_reply', text: row.title, payload: row.id }`; without it the list is read-only. */
  onButtonClick?: (button: MessageBubbleButton) => void;
  /** The rows show but cannot be chosen, e.g. while a reply is being sent. */
  disabled?: boolean;
}

/**
 * An interactive list message's button, and the sheet it opens: the sections with their rows to choose one of, and
 * Send, as WhatsApp shows it. The list can always be opened to read.
 */
export function MessageBubbleList({ list, onButtonClick, disabled = false }: MessageBubbleListProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledMessageBubbleListButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="listBullet" size={16} />
        {list.button}
      </StyledMessageBubbleListButton>
      {open ? (
        <MessageBubbleListDialog
          list={list}
          onSend={onButtonClick}
          disabled={disabled}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function MessageBubbleListDialog({
  list,
  onSend,
  disabled,
  onClose,
}: {
  list: List;
  onSend?: (button: MessageBubbleButton) => void;
  disabled: boolean;
  onClose: () => void;
}) {
  const id = useId();
  // The chosen row by position, so a list re-rendered from fresh data keeps the choice.
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = chosenKey ? rowAt(list, chosenKey) : undefined;

  const handleSend = () => {
    if (!onSend || !chosen || disabled) return;
    onSend({ type: 'list_reply', text: chosen.title, payload: chosen.id });
    onClose();
  };

  return (
    <Modal
      open
      title={list.button}
      onClose={onClose}
      width={400}
      footer={
        onSend ? (
          <Button icon="send" disabled={disabled || !chosen} onClick={handleSend}>
            Send
          </Button>
        ) : null
      }
    >
      <StyledMessageBubbleListSections>
        {list.sections.map((section, sectionIndex) => {
          const sectionKey = `${sectionIndex}-${section.title ?? ''}`;
          if (!onSend)
            // Read-only: nothing to choose, so a plain list under the section's heading.
            return (
              <div key={sectionKey}>
                {section.title ? (
                  <StyledMessageBubbleListHeading>{section.title}</StyledMessageBubbleListHeading>
                ) : null}
                <StyledMessageBubbleListRows>
                  {section.rows.map((row, rowIndex) => (
                    <StyledMessageBubbleListRow key={rowIndex}>
                      <StyledMessageBubbleListRowTitle>{row.title}</StyledMessageBubbleListRowTitle>
                      {row.description ? (
                        <StyledMessageBubbleListRowDescription>{row.description}</StyledMessageBubbleListRowDescription>
                      ) : null}
                    </StyledMessageBubbleListRow>
                  ))}
                </StyledMessageBubbleListRows>
              </div>
            );
          return (
            <StyledMessageBubbleListFieldset key={sectionKey}>
              {section.title ? <StyledMessageBubbleListLegend>{section.title}</StyledMessageBubbleListLegend> : null}
              {section.rows.map((row, rowIndex) => {
                const key = `${sectionIndex}-${rowIndex}`;
                const titleId = `${id}-${key}-title`;
                const descriptionId = `${id}-${key}-description`;
                return (
                  <StyledMessageBubbleListChoice key={key} $disabled={disabled}>
                    <StyledMessageBubbleListRowText>
                      <StyledMessageBubbleListRowTitle id={titleId}>{row.title}</StyledMessageBubbleListRowTitle>
                      {row.description ? (
                        <StyledMessageBubbleListRowDescription id={descriptionId}>
                          {row.description}
                        </StyledMessageBubbleListRowDescription>
                      ) : null}
                    </StyledMessageBubbleListRowText>
                    <StyledMessageBubbleListRadio
                      type="radio"
                      name={id}
                      value={key}
                      checked={chosenKey === key}
                      disabled={disabled}
                      aria-labelledby={titleId}
                      aria-describedby={row.description ? descriptionId : undefined}
                      onChange={() => setChosenKey(key)}
                    />
                  </StyledMessageBubbleListChoice>
                );
              })}
            </StyledMessageBubbleListFieldset>
          );
        })}
      </StyledMessageBubbleListSections>
    </Modal>
  );
}

function rowAt(list: List, key: string): MessageBubbleListRow | undefined {
  const [section, row] = key.split('-').map(Number);
  return list.sections[section ?? -1]?.rows[row ?? -1];
}

const StyledMessageBubbleListButton = styled.button`
  ${messageBubbleButtonFace}
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

const StyledMessageBubbleListSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const StyledMessageBubbleListFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const sectionTitle = css`
  margin: 0 0 ${theme.space[1]};
  padding: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
`;

const StyledMessageBubbleListLegend = styled.legend`
  ${sectionTitle}
`;

const StyledMessageBubbleListHeading = styled.h3`
  ${sectionTitle}
`;

const StyledMessageBubbleListRows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMessageBubbleListRow = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[2]} 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledMessageBubbleListChoice = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} 0;
  border-bottom: 1px solid ${theme.colors.border};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const StyledMessageBubbleListRowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const StyledMessageBubbleListRowTitle = styled.span`
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleListRowDescription = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleListRadio = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
