import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';

export type AlertTone = 'danger' | 'info';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** danger: something failed or was refused; info: something the reader should know (a link was sent). */
  tone?: AlertTone;
  /**
   * Announced to assistive technology as it appears (default): danger as an alert, info as a status. Off where
   * something else, such as a toast, already says it.
   */
  announce?: boolean;
  children: ReactNode;
}

/** A message in a tinted box: a failure, a refusal, or a notice. */
export function Alert({ tone = 'danger', announce = true, children, ...rest }: AlertProps) {
  const role = announce ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <StyledAlert $tone={tone} role={role} {...rest}>
      {children}
    </StyledAlert>
  );
}

const StyledAlert = styled.div<{ $tone: AlertTone }>`
  padding: ${() => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${theme.radius.md};
  ${({ $tone }) =>
    $tone === 'danger'
      ? css`
          background: ${theme.colors.dangerSubtle};
          color: ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.primarySubtle};
          color: ${theme.colors.text};
        `}
  p {
    margin: 0;
  }
  ul {
    margin: ${theme.space[1]} 0 0;
    padding-left: ${theme.space[5]};
  }
`;
