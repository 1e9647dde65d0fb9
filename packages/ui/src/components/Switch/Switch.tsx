import { useId, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (role switch) with its label to the right. */
export function Switch({ label, checked, onChange, disabled, id, ...rest }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <StyledSwitchRoot>
      <StyledSwitch
        {...rest}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <StyledSwitchThumb aria-hidden="true" />
      </StyledSwitch>
      <StyledSwitchLabel htmlFor={switchId}>{label}</StyledSwitchLabel>
    </StyledSwitchRoot>
  );
}

const StyledSwitchRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const StyledSwitch = styled.button`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${theme.motion.fast} ease;
  &[aria-checked='true'] {
    background: ${theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${focusRing}
`;

const StyledSwitchThumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow[1]};
  transition: transform ${theme.motion.fast} ease;
  [aria-checked='true'] > & {
    transform: translateX(16px);
  }
`;

const StyledSwitchLabel = styled.label`
  font-size: ${theme.font.sizeMd};
  color: ${theme.colors.text};
`;
