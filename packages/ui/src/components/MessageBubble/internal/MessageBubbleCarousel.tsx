import { useEffect, useId, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { useMediaQuery } from '../../../internal/useMediaQuery.ts';
import { theme } from '../../../theme/theme.ts';
import type { MessageBubbleButton, MessageBubbleCard as Card } from '../messageBubbleContent.ts';
import { MessageBubbleCard } from './MessageBubbleCard.tsx';

export interface MessageBubbleCarouselProps {
  cards: readonly Card[];
  /** Auto-advance interval; 0 turns it off. */
  intervalMs: number;
  onButtonClick?: (button: MessageBubbleButton) => void;
  buttonsDisabled?: boolean;
  highlightVariables?: boolean;
}

/** Cards take this share of the row, so the next one peeks in and says there is more. */
const CARD_WIDTH = '85%';

/**
 * Carousel cards in a row, one in view. They advance on their own, pause while hovered or focused, can be
 * stopped, and stay still for people who ask for reduced motion. Cards out of view are inert, and the
 * position ("Card 2 of 3") is announced when it changes while the carousel is not advancing on its own.
 */
export function MessageBubbleCarousel({
  cards,
  intervalMs,
  onButtonClick,
  buttonsDisabled,
  highlightVariables,
}: MessageBubbleCarouselProps) {
  const trackId = useId();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = cards.length;
  const index = Math.min(current, count - 1);
  const canAdvance = count > 1 && intervalMs > 0 && !reducedMotion;
  const advancing = canAdvance && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    // A timeout per card (not an interval) restarts the wait whenever someone moves the carousel by hand.
    const timer = setTimeout(() => setCurrent((shown) => (shown + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [advancing, intervalMs, count, index]);

  const show = (next: number) => setCurrent(((next % count) + count) % count);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // A group, not a region: a conversation may hold several carousels and each would be one more landmark.
    <StyledMessageBubbleCarousel
      role="group"
      aria-roledescription="carousel"
      aria-label="Cards"
      data-advancing={advancing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <StyledMessageBubbleCarouselViewport>
        <StyledMessageBubbleCarouselTrack
          id={trackId}
          style={{ transform: `translateX(calc(${-index} * (${CARD_WIDTH} + ${theme.space[2]})))` }}
        >
          {cards.map((card, position) => (
            <StyledMessageBubbleCarouselSlide
              key={position}
              role="group"
              aria-label={`Card ${position + 1} of ${count}`}
              inert={position !== index}
            >
              <MessageBubbleCard
                card={card}
                position={position + 1}
                onButtonClick={onButtonClick}
                buttonsDisabled={buttonsDisabled}
                highlightVariables={highlightVariables}
              />
            </StyledMessageBubbleCarouselSlide>
          ))}
        </StyledMessageBubbleCarouselTrack>
      </StyledMessageBubbleCarouselViewport>
      {count > 1 ? (
        <StyledMessageBubbleCarouselControls>
          {canAdvance ? (
            <IconButton
              icon={stopped ? 'play' : 'pause'}
              size="sm"
              label={stopped ? 'Start advancing cards' : 'Stop advancing cards'}
              onClick={() => setStopped((value) => !value)}
            />
          ) : null}
          <IconButton
            icon="chevronLeft"
            size="sm"
            label="Previous card"
            aria-controls={trackId}
            onClick={() => show(index - 1)}
          />
          <StyledMessageBubbleCarouselPosition aria-live={advancing ? 'off' : 'polite'} aria-atomic="true">
            Card {index + 1} of {count}
          </StyledMessageBubbleCarouselPosition>
          <IconButton
            icon="chevronRight"
            size="sm"
            label="Next card"
            aria-controls={trackId}
            onClick={() => show(index + 1)}
          />
        </StyledMessageBubbleCarouselControls>
      ) : null}
    </StyledMessageBubbleCarousel>
  );
}

const StyledMessageBubbleCarousel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const StyledMessageBubbleCarouselViewport = styled.div`
  overflow: hidden;
`;

const StyledMessageBubbleCarouselTrack = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${theme.space[2]};
  transition: transform 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledMessageBubbleCarouselSlide = styled.div`
  flex: 0 0 ${CARD_WIDTH};
  min-width: 0;
`;

const StyledMessageBubbleCarouselControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
`;

const StyledMessageBubbleCarouselPosition = styled.span`
  min-width: 8ch;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
