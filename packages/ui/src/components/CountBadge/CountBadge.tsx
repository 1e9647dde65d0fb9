import styled, { css, keyframes } from 'styled-components';
import { theme } from '../../theme/theme.ts';

export interface CountBadgeProps {
  count: number;
  /** What is counted, for the accessible name: '3 unread chats'. */
  label: string;
  /** Larger counts show as `max+` (default 99). */
  max?: number;
  /** Blink while the count is above 0 (default true; never under prefers-reduced-motion). */
  blink?: boolean;
}

/** A small count bubble that blinks while above 0 to draw attention. */
export function CountBadge({ count, label, max = 99, blink = true }: CountBadgeProps) {
  const shown = count > max ? `${max}+` : String(Math.max(0, count));
  const blinking = blink && count > 0;
  return (
    <StyledCountBadge
      role="status"
      aria-label={`${count} ${label}`}
      $active={count > 0}
      $blinking={blinking}
      data-blinking={blinking}
    >
      {shown}
    </StyledCountBadge>
  );
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const StyledCountBadge = styled.span<{ $active: boolean; $blinking: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.full};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  color: ${({ $active }) => ($active ? theme.colors.primaryContrast : theme.colors.text)};
  background: ${({ $active }) => ($active ? theme.colors.danger : theme.colors.surfaceHover)};
  ${({ $blinking }) =>
    $blinking
      ? css`
          animation: ${pulse} 1.2s ease-in-out infinite;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `
      : ''}
`;
