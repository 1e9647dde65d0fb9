import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Popover } from '../../internal/Popover.tsx';
import { theme } from '../../theme/theme.ts';

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable element; the tooltip describes it. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
}

/** Shows a description on hover and keyboard focus; Esc hides it. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [open]);

  const describedBy =
    [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <StyledTooltipAnchor
      ref={anchorRef}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {open ? (
        <Popover anchorRef={anchorRef} placement={placement} offset={6} style={{ pointerEvents: 'none' }}>
          <StyledTooltip role="tooltip" id={id}>
            {content}
          </StyledTooltip>
        </Popover>
      ) : null}
    </StyledTooltipAnchor>
  );
}

const StyledTooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledTooltip = styled.span`
  display: block;
  max-width: 240px;
  width: max-content;
  padding: ${() => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.text};
  color: ${theme.colors.surface};
  font-size: ${theme.font.sizeSm};
  line-height: ${theme.font.lineHeight};
  pointer-events: none;
`;
