import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children?: ReactNode;
}

/** A small status label. */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
}

const toneTokens = {
  neutral: { fg: 'text', bg: 'surfaceHover' },
  success: { fg: 'success', bg: 'successSubtle' },
  warning: { fg: 'warning', bg: 'warningSubtle' },
  danger: { fg: 'danger', bg: 'dangerSubtle' },
  info: { fg: 'info', bg: 'infoSubtle' },
} as const;

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  height: 22px;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.full};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  white-space: nowrap;
  color: ${({ $tone }) => theme.colors[toneTokens[$tone].fg]};
  background: ${({ $tone }) => theme.colors[toneTokens[$tone].bg]};
`;
