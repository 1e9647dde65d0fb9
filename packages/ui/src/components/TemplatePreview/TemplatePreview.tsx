import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { MessageBubble, MESSAGE_CAROUSEL_INTERVAL_MS } from '../MessageBubble/MessageBubble.tsx';
import type {
  MessageBubbleButton,
  MessageBubbleCard,
  MessageBubbleHeader,
} from '../MessageBubble/messageBubbleContent.ts';
import { StyledPhoneFrame, StyledPhoneFrameBar, StyledPhoneFrameScreen } from '../../internal/phoneFrame.ts';
import { theme } from '../../theme/theme.ts';
import { isEmptyTemplate, templatePreviewContent } from './internal/templatePreviewContent.ts';

/**
 * Example values for the placeholders, `{{1}}` first. A template numbers its header's, its body's and each card's
 * placeholders separately, so each has its own list.
 */
export interface TemplatePreviewExamples {
  header?: readonly string[];
  body?: readonly string[];
  /** Per card, in card order, the examples of its body. */
  cards?: readonly (readonly string[] | undefined)[];
}

export interface TemplatePreviewProps {
  /** Names the preview; shown in the phone's top bar (e.g. the template's name). */
  title?: string;
  header?: MessageBubbleHeader;
  body: string;
  footer?: string;
  buttons?: readonly MessageBubbleButton[];
  cards?: readonly MessageBubbleCard[];
  /** A limited-time offer's text. */
  offer?: { text: string };
  /** Placeholders with an example show it; the others stay as `{{n}}`, highlighted. */
  examples?: TemplatePreviewExamples;
  /** Shown while the template is still blank. */
  emptyText?: string;
  /** Carousel auto-advance interval (default 4000 ms; 0 turns it off). */
  carouselIntervalMs?: number;
}

export const TEMPLATE_PREVIEW_EMPTY = 'Your message will appear here as you write it.';

/** A phone showing a template as the customer will get it, updated as the template is edited. */
export function TemplatePreview({
  title = 'Template preview',
  header,
  body,
  footer,
  buttons,
  cards,
  offer,
  examples,
  emptyText = TEMPLATE_PREVIEW_EMPTY,
  carouselIntervalMs = MESSAGE_CAROUSEL_INTERVAL_MS,
}: TemplatePreviewProps) {
  const titleId = useId();
  const content = useMemo(
    () => templatePreviewContent({ header, body, footer, buttons, cards, offer }, examples),
    [header, body, footer, buttons, cards, offer, examples],
  );

  return (
    // Named explicitly: not every browser and assistive technology names a figure from its caption.
    <StyledPhoneFrame as="figure" aria-labelledby={titleId}>
      <StyledPhoneFrameBar as="figcaption" id={titleId}>
        <Icon name="template" size={18} />
        <StyledTemplatePreviewTitle>{title}</StyledTemplatePreviewTitle>
      </StyledPhoneFrameBar>
      <StyledTemplatePreviewScreen>
        {isEmptyTemplate(content) ? (
          <StyledTemplatePreviewEmpty>{emptyText}</StyledTemplatePreviewEmpty>
        ) : (
          <MessageBubble content={content} direction="out" highlightVariables carouselIntervalMs={carouselIntervalMs} />
        )}
      </StyledTemplatePreviewScreen>
    </StyledPhoneFrame>
  );
}

const StyledTemplatePreviewTitle = styled.span`
  min-width: 0;
  font-weight: ${theme.font.weightMedium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledTemplatePreviewScreen = styled(StyledPhoneFrameScreen)`
  min-height: 240px;
`;

const StyledTemplatePreviewEmpty = styled.p`
  margin: auto;
  max-width: 24ch;
  color: ${theme.colors.textMuted};
  text-align: center;
`;
