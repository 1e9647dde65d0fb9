import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Markdown } from '../Markdown/Markdown.tsx';
import { SidePanel } from '../SidePanel/SidePanel.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { theme } from '../../theme/theme.ts';

export interface TryItAnswer {
  /** The bot's answer as markdown; empty shows 'No messages available'. */
  text: string;
  /** Where the answer came from; shows a 'View Source' link. */
  source?: string;
  /** A line under the answer saying how it was reached (the intent, its confidence, the runner-up). */
  caption?: string;
}

/** Why a question got no answer, and what cures it when something does (Train, say). */
export interface TryItFailure {
  message: string;
  action?: { label: string; onSelect: () => void };
}

export interface TryItMessage extends TryItAnswer {
  id: string;
  from: 'user' | 'bot';
  /** The question failed: the bubble shows why instead of an answer. */
  failure?: TryItFailure;
}

export interface TryItPanelProps {
  open: boolean;
  onClose: () => void;
  /** Sends the user's text and resolves with the bot's answer; a rejection shows why in the conversation. */
  onAsk: (text: string) => Promise<TryItAnswer>;
  /** Words a rejection of `onAsk` (and offers its cure); by default the error's own message. */
  describeFailure?: (error: unknown) => TryItFailure;
  /** Messages shown before any are sent (e.g. a restored session). */
  initialMessages?: TryItMessage[];
  title?: string;
}

export const TRY_IT_PANEL_WIDTH = 480;
export const TRY_IT_PAGE_OPACITY = 0.2;
export const TRY_IT_PLACEHOLDER = 'Start Typing.....';
export const TRY_IT_EMPTY_ANSWER = 'No messages available';

/** The bot builder's 'Try it' chat: a 480 px side panel over a page faded to 0.2. */
export function TryItPanel({
  open,
  onClose,
  onAsk,
  describeFailure = defaultFailure,
  initialMessages = [],
  title = 'Try it',
}: TryItPanelProps) {
  const [messages, setMessages] = useState<TryItMessage[]>(initialMessages);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const counter = useRef(0);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting]);

  const nextId = () => `m${(counter.current += 1)}`;

  const send = async () => {
    const text = draft.trim();
    if (!text || waiting) return;
    setDraft('');
    setMessages((list) => [...list, { id: nextId(), from: 'user', text }]);
    setWaiting(true);
    try {
      const answer = await onAsk(text);
      setMessages((list) => [...list, { id: nextId(), from: 'bot', ...answer }]);
    } catch (error) {
      // Never a silent failure: the conversation says why the question got no answer.
      setMessages((list) => [...list, { id: nextId(), from: 'bot', text: '', failure: describeFailure(error) }]);
    } finally {
      setWaiting(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <SidePanel open={open} onClose={onClose} title={title} width={TRY_IT_PANEL_WIDTH} pageOpacity={TRY_IT_PAGE_OPACITY}>
      <StyledTryItLog ref={logRef} role="log" aria-label="Conversation" aria-live="polite" tabIndex={0}>
        {messages.map((message) => (
          <StyledTryItBubble
            key={message.id}
            $from={message.from}
            data-from={message.from}
            data-failed={message.failure ? '' : undefined}
          >
            {message.failure ? (
              <StyledTryItFailure role="alert">
                {message.failure.message}
                {message.failure.action ? (
                  <Button size="sm" variant="secondary" onClick={message.failure.action.onSelect}>
                    {message.failure.action.label}
                  </Button>
                ) : null}
              </StyledTryItFailure>
            ) : message.from === 'user' ? (
              message.text
            ) : message.text.trim() ? (
              <Markdown>{message.text}</Markdown>
            ) : (
              <StyledTryItEmpty>{TRY_IT_EMPTY_ANSWER}</StyledTryItEmpty>
            )}
            {message.caption ? <StyledTryItCaption>{message.caption}</StyledTryItCaption> : null}
            {message.from === 'bot' && message.source ? (
              <StyledTryItSource href={message.source} target="_blank" rel="noopener noreferrer">
                View Source
              </StyledTryItSource>
            ) : null}
          </StyledTryItBubble>
        ))}
        {waiting ? (
          <StyledTryItWaiting>
            <Spinner label="Waiting for the answer" size={18} />
          </StyledTryItWaiting>
        ) : null}
      </StyledTryItLog>
      <StyledTryItForm onSubmit={handleSubmit}>
        <StyledTryItInput
          aria-label="Message"
          placeholder={TRY_IT_PLACEHOLDER}
          value={draft}
          autoComplete="off"
          data-autofocus=""
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <IconButton type="submit" icon="send" label="Send" variant="primary" disabled={waiting} />
      </StyledTryItForm>
    </SidePanel>
  );
}

const defaultFailure = (error: unknown): TryItFailure => ({
  message: error instanceof Error && error.message ? error.message : 'Something went wrong',
});

const StyledTryItLog = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  background: ${theme.colors.surfaceMuted};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

const StyledTryItBubble = styled.div<{ $from: 'user' | 'bot' }>`
  max-width: 80%;
  align-self: ${({ $from }) => ($from === 'user' ? 'flex-end' : 'flex-start')};
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${theme.radius.lg};
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeight};
  white-space: ${({ $from }) => ($from === 'user' ? 'pre-wrap' : 'normal')};
  overflow-wrap: anywhere;
  color: ${({ $from }) => ($from === 'user' ? theme.colors.primaryContrast : theme.colors.text)};
  background: ${({ $from }) => ($from === 'user' ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid ${({ $from }) => ($from === 'user' ? theme.colors.primary : theme.colors.border)};
`;

const StyledTryItEmpty = styled.span`
  color: ${theme.colors.textMuted};
  font-style: italic;
`;

const StyledTryItSource = styled.a`
  display: inline-block;
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.primary};
`;

const StyledTryItWaiting = styled.div`
  align-self: flex-start;
`;

const StyledTryItForm = styled.form`
  display: flex;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-top: 1px solid ${theme.colors.border};
`;

const StyledTryItInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.sizeMd};
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.primarySubtle};
  }
`;

const StyledTryItFailure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[2]};
  color: ${theme.colors.danger};
`;

const StyledTryItCaption = styled.div`
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
