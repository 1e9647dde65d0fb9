import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

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

  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <StyledTooltipAnchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {open ? (
        <StyledTooltip role="tooltip" id={id} $placement={placement}>
          {content}
        </StyledTooltip>
      ) : null}
    </StyledTooltipAnchor>
  );
}

const StyledTooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledTooltip = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ $placement }) => ($placement === 'top' ? 'bottom: calc(100% + 6px);' : 'top: calc(100% + 6px);')}
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-width: 240px;
  width: max-content;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: ${({ theme }) => theme.font.lineHeight};
  pointer-events: none;
`;
