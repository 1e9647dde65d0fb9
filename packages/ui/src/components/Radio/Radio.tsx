import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's legend. */
  label: string;
  name?: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Lay the options out in a row. */
  inline?: boolean;
  error?: string;
  disabled?: boolean;
}

/** Native radio buttons in a fieldset (arrow keys move between them). */
export function RadioGroup({
  label,
  name,
  options,
  value,
  onChange,
  inline = false,
  error,
  disabled,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  const errorId = `${generated}-error`;
  return (
    <StyledRadioGroup aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <StyledRadioLegend>{label}</StyledRadioLegend>
      <StyledRadioOptions $inline={inline}>
        {options.map((option) => (
          <StyledRadioLabel key={option.value}>
            <StyledRadioInput
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </StyledRadioLabel>
        ))}
      </StyledRadioOptions>
      {error ? (
        <StyledRadioError id={errorId} role="alert">
          {error}
        </StyledRadioError>
      ) : null}
    </StyledRadioGroup>
  );
}

const StyledRadioGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledRadioLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightMedium};
  color: ${theme.colors.text};
`;

const StyledRadioOptions = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $inline }) => ($inline ? theme.space[4] : theme.space[2])};
`;

const StyledRadioLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.sizeMd};
  color: ${theme.colors.text};
  cursor: pointer;
`;

const StyledRadioInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledRadioError = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;
