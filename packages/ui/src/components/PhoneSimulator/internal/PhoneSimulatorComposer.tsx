import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { theme } from '../../../theme/theme.ts';

export interface PhoneSimulatorComposerProps {
  /** Sends the text; a rejected promise puts the text back in the box so it is not lost. */
  onSend: (text: string) => void | Promise<unknown>;
  sending: boolean;
  placeholder: string;
}

/** The text box and Send button: Enter sends, Shift+Enter starts a new line. */
export function PhoneSimulatorComposer({ onSend, sending, placeholder }: PhoneSimulatorComposerProps) {
  const [draft, setDraft] = useState('');
  const canSend = !sending && draft.trim() !== '';

  const send = () => {
    const text = draft.trim();
    if (!text || sending) return;
    setDraft('');
    const result = onSend(text);
    if (result instanceof Promise) {
      // Only restore when the box is still empty: the person may have started the next message.
      result.catch(() => setDraft((current) => (current === '' ? text : current)));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character confirms the character, not the message.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <StyledPhoneSimulatorComposer onSubmit={handleSubmit} aria-busy={sending || undefined}>
      <StyledPhoneSimulatorInput
        aria-label="Message"
        placeholder={placeholder}
        rows={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <IconButton type="submit" icon="send" label="Send" variant="primary" disabled={!canSend} />
    </StyledPhoneSimulatorComposer>
  );
}

const StyledPhoneSimulatorComposer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

// Grows with its text up to a few lines, then scrolls.
const StyledPhoneSimulatorInput = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 36px;
  max-height: 120px;
  field-sizing: content;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.sizeMd};
  line-height: 1.3;
  resize: none;
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
`;
