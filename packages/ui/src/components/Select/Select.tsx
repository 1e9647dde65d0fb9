import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../internal/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: SelectOption[];
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  /** A first, empty option (value ""). */
  placeholder?: string;
}

/** A labelled native <select>; the ref reaches the element. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hint, hideLabel, placeholder, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      required={rest.required}
    >
      {(ids) => (
        <StyledSelectControl>
          <StyledSelect
            ref={ref}
            id={ids.inputId}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <StyledSelectChevron>
            <Icon name="chevron-down" size={16} />
          </StyledSelectChevron>
        </StyledSelectControl>
      )}
    </Field>
  );
});

const StyledSelectControl = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const StyledSelect = styled.select`
  ${controlStyles}
  height: 36px;
  padding-right: 36px;
  appearance: none;
  cursor: pointer;
`;

const StyledSelectChevron = styled.span`
  position: absolute;
  right: ${theme.space[3]};
  pointer-events: none;
  display: flex;
  color: ${theme.colors.textMuted};
`;
