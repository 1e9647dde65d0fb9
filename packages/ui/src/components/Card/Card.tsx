import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** The element to render (default div; e.g. 'section', 'article', 'li'). */
  as?: ElementType;
  /** Adds hover elevation and a pointer for clickable cards. */
  interactive?: boolean;
}

/** A bordered surface for grouping content. */
export function Card({ children, as = 'div', interactive = false, ...rest }: CardProps) {
  return (
    <StyledCard as={as} $interactive={interactive} {...rest}>
      {children}
    </StyledCard>
  );
}

const StyledCard = styled.div<{ $interactive: boolean }>`
  display: block;
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[1]};
  ${({ $interactive }) =>
    $interactive &&
    css`
      cursor: pointer;
      transition:
        box-shadow ${theme.motion.fast} ease,
        border-color ${theme.motion.fast} ease;
      &:hover {
        border-color: ${theme.colors.borderStrong};
        box-shadow: ${theme.shadow[2]};
      }
      &:focus-visible {
        outline: 2px solid ${theme.colors.focus};
        outline-offset: 2px;
      }
    `}
`;
