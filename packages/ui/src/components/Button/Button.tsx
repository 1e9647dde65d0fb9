import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { SpinnerCircle } from '../Spinner/Spinner.tsx';
import { theme } from '../../theme/theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner (aria-busy). */
  loading?: boolean;
  /** Leading icon. */
  icon?: IconName;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, icon, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      {...rest}
    >
      {loading ? (
        <SpinnerCircle size={size === 'sm' ? 12 : 14} />
      ) : icon ? (
        <Icon name={icon} size={size === 'sm' ? 14 : 16} />
      ) : null}
      {children}
    </StyledButton>
  );
});

export const buttonVariantStyles = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryContrast};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    box-shadow: ${theme.shadow[1]};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
      border-color: ${theme.colors.borderStrong};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.primaryContrast};
    border-color: ${theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
      border-color: ${theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  height: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-family: inherit;
  font-size: ${({ $size }) => ($size === 'sm' ? theme.font.sizeSm : theme.font.sizeMd)};
  font-weight: ${theme.font.weightMedium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} ease,
    border-color ${theme.motion.fast} ease;
  ${({ $variant }) => buttonVariantStyles[$variant]}
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
