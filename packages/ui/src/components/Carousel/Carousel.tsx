import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import { theme } from '../../theme/theme.ts';

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly ReactNode[];
  /** Auto-advance interval in ms; 0 turns it off (default 4000). */
  intervalMs?: number;
  /** Controlled index; without it the carousel keeps its own. */
  index?: number;
  onIndexChange?: (index: number) => void;
}

/** Slides that auto-advance, pause while hovered or focused, with previous/next and dot controls. */
export function Carousel({ label, slides, intervalMs = 4000, index: controlled, onIndexChange }: CarouselProps) {
  const id = useId();
  const [own, setOwn] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const index = Math.min(controlled ?? own, Math.max(0, count - 1));

  const go = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    setOwn(wrapped);
    onIndexChange?.(wrapped);
  };

  useEffect(() => {
    if (!intervalMs || paused || count < 2) return;
    const timer = setInterval(() => go(index + 1), intervalMs);
    return () => clearInterval(timer);
  });

  return (
    <StyledCarousel
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-paused={paused}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <StyledCarouselViewport id={`${id}-slides`} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, slideIndex) => (
          <StyledCarouselSlide
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            hidden={slideIndex !== index}
          >
            {slide}
          </StyledCarouselSlide>
        ))}
      </StyledCarouselViewport>
      {count > 1 ? (
        <StyledCarouselControls>
          <IconButton
            icon="chevronLeft"
            size="sm"
            label="Previous slide"
            aria-controls={`${id}-slides`}
            onClick={() => go(index - 1)}
          />
          {slides.map((_, dot) => (
            <StyledCarouselDot
              key={dot}
              type="button"
              aria-label={`Go to slide ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => go(dot)}
            />
          ))}
          <IconButton
            icon="chevronRight"
            size="sm"
            label="Next slide"
            aria-controls={`${id}-slides`}
            onClick={() => go(index + 1)}
          />
        </StyledCarouselControls>
      ) : null}
    </StyledCarousel>
  );
}

const StyledCarousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const StyledCarouselViewport = styled.div`
  position: relative;
`;

const StyledCarouselSlide = styled.div`
  &[hidden] {
    display: none;
  }
`;

const StyledCarouselControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
`;

const StyledCarouselDot = styled.button`
  width: 10px;
  height: 10px;
  padding: 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.full};
  background: transparent;
  cursor: pointer;
  &[aria-current='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
