import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMessageText } from '../../../format/formatMessageText.tsx';
import { theme } from '../../../theme/theme.ts';

export interface MessageBubbleTextProps {
  text: string;
  /** Apply WhatsApp formatting (*bold* …); headers and footers show their text as typed. Default true. */
  formatted?: boolean;
  /** Mark `{{1}}`-style placeholders that are still unfilled (template previews). */
  highlightVariables?: boolean;
}

const PLACEHOLDER = /(\{\{\s*\d+\s*\}\})/;

/** A message text with its WhatsApp formatting, and optionally its unfilled placeholders marked. */
export function MessageBubbleText({ text, formatted = true, highlightVariables = false }: MessageBubbleTextProps) {
  const renderText = highlightVariables ? markPlaceholders : undefined;
  if (formatted) return <>{formatMessageText(text, { renderText })}</>;
  return <>{renderText ? renderText(text, 'plain') : text}</>;
}

function markPlaceholders(line: string, key: string): ReactNode {
  // split() with a capturing group puts the placeholders at the odd positions.
  const parts = line.split(PLACEHOLDER);
  if (parts.length === 1) return line;
  return (
    <Fragment key={key}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <StyledMessageBubblePlaceholder key={index} data-placeholder="">
            {part}
          </StyledMessageBubblePlaceholder>
        ) : (
          part
        ),
      )}
    </Fragment>
  );
}

const StyledMessageBubblePlaceholder = styled.mark`
  padding: 0 2px;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.warningSubtle};
  color: ${theme.colors.warning};
  font-weight: ${theme.font.weightMedium};
`;
