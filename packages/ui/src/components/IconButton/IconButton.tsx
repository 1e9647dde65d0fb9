import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { buttonVariantStyles, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name, also shown as the native tooltip. */
  label: string;
  icon: IconName;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button showing only an icon; `label` names it. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', type = 'button', title, ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 18} />
    </StyledIconButton>
  );
});

const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  height: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  cursor: pointer;
  transition: background-color ${theme.motion.fast} ease;
  ${({ $variant }) => buttonVariantStyles[$variant]}
  ${({ $variant }) => ($variant === 'ghost' ? `color: ${theme.colors.textMuted};` : '')}
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
