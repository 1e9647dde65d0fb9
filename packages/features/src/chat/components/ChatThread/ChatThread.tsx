import { useMemo } from 'react';
import styled from 'styled-components';
import type { ChatThreadMessage } from '@parley/api-client/contract';
import { useMessageMediaUrl } from '@parley/api-client/hooks';
import { MessageBubble, collectMessageReactions, formatShortDayMonthYearTime, theme } from '@parley/ui';

export interface ChatThreadProps {
  messages: readonly ChatThreadMessage[];
}

/** Who wrote a message the business sent: the bot with what it understood and how sure it was, an agent, or the system. */
export function authorLine(message: ChatThreadMessage): string | null {
  const author = message.author;
  if (!author) return null;
  if (author.type === 'bot')
    return `Bot · ${author.intent ?? 'not understood'} (${Math.round(author.confidence * 100)}%)`;
  if (author.type === 'agent') return author.name || 'Agent';
  return 'Automatic message';
}

/** A customer's message with its media's address: received media opens from the provider, by the message's id. */
function withReceivedMedia(
  message: ChatThreadMessage,
  mediaUrl: ((messageId: string) => string) | undefined,
): ChatThreadMessage['content'] {
  const media = message.content.media;
  if (message.direction !== 'in' || !media?.providerId || !mediaUrl) return message.content;
  return { ...message.content, media: { ...media, url: mediaUrl(message.id) } };
}

/**
 * A chat's messages, oldest first, each with its delivery status, its reactions and, for the business's, who wrote
 * it. A reaction shows on the message it reacts to; on its own only when that message is not in the thread. The
 * photos, voice notes and documents customers send open from their provider.
 */
export function ChatThread({ messages }: ChatThreadProps) {
  const shown = useMemo(() => collectMessageReactions(messages), [messages]);
  const mediaUrl = useMessageMediaUrl();
  return (
    <StyledThread aria-label="Conversation">
      {shown.messages.map((message) => {
        const by = authorLine(message);
        return (
          <StyledTurn key={message.id} $out={message.direction === 'out'}>
            {by ? <StyledAuthor>{by}</StyledAuthor> : null}
            <MessageBubble
              direction={message.direction}
              content={withReceivedMedia(message, mediaUrl)}
              status={message.direction === 'out' ? message.currentDeliveryStatus : undefined}
              time={formatShortDayMonthYearTime(message.createdAt)}
              reactions={shown.reactions.get(message.id)}
              errorText={
                message.channelErrorDesc ? `${message.channelErrorDesc} (${message.channelErrorCode})` : undefined
              }
            />
          </StyledTurn>
        );
      })}
    </StyledThread>
  );
}

const StyledThread = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${theme.space[3]};
  display: grid;
  gap: ${theme.space[3]};
  overflow-y: auto;
  background: ${theme.colors.surfaceMuted};
  border-radius: ${theme.radius.md};
`;

const StyledTurn = styled.li<{ $out: boolean }>`
  display: grid;
  justify-items: ${({ $out }) => ($out ? 'end' : 'start')};
  gap: ${theme.space[1]};
`;

const StyledAuthor = styled.span`
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
