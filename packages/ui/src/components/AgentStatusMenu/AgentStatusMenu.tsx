import styled from 'styled-components';
import { Menu } from '../Menu/Menu.tsx';
import { theme } from '../../theme/theme.ts';

export interface AgentStatusOption {
  /** The status's value, handed back on select. */
  value: number;
  label: string;
  /** How the dot shows it: online green, away amber, offline grey. */
  tone: 'online' | 'away' | 'offline';
}

export interface AgentStatusMenuProps {
  options: readonly AgentStatusOption[];
  /** The current status's value; undefined while it is not known yet. */
  value: number | undefined;
  onChange: (value: number) => void;
}

const DOT_COLOURS = {
  online: theme.colors.success,
  away: theme.colors.warning,
  offline: theme.colors.textMuted,
} as const;

/**
 * An agent's availability in the top bar: a dot in the status's colour with its name, opening the statuses to
 * choose from (the current one ticked). The words carry the status, so colour is never the only sign.
 */
export function AgentStatusMenu({ options, value, onChange }: AgentStatusMenuProps) {
  const current = options.find((option) => option.value === value);
  return (
    <Menu
      label={`Your status: ${current?.label ?? 'loading'}`}
      buttonContent={
        <StyledStatus>
          <StyledDot aria-hidden $tone={current?.tone ?? 'offline'} />
          {current?.label ?? '…'}
        </StyledStatus>
      }
      items={options.map((option) => ({
        id: String(option.value),
        label: option.value === value ? `${option.label} (current)` : option.label,
        ...(option.value === value ? { icon: 'check' as const } : {}),
        onSelect: () => {
          if (option.value !== value) onChange(option.value);
        },
      }))}
      align="end"
    />
  );
}

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.sizeSm};
`;

const StyledDot = styled.span<{ $tone: AgentStatusOption['tone'] }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $tone }) => DOT_COLOURS[$tone]};
`;
