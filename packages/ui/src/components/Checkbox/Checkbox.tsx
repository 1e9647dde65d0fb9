import { forwardRef, useEffect, useId, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Hides the label visually (it still names the box). */
  hideLabel?: boolean;
  /** The mixed state, e.g. a select-all box when some rows are chosen. */
  indeterminate?: boolean;
}

/** A native checkbox with a label; supports the indeterminate state. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hideLabel = false, indeterminate = false, id, ...rest },
  ref,
) {
  const generated = useId();
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const inputId = id ?? generated;
  return (
    <StyledCheckboxLabel htmlFor={inputId}>
      <StyledCheckboxInput ref={inner} id={inputId} type="checkbox" {...rest} />
      <StyledCheckboxText $hidden={hideLabel}>{label}</StyledCheckboxText>
    </StyledCheckboxLabel>
  );
});

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.sizeMd};
  color: ${theme.colors.text};
  cursor: pointer;
`;

const StyledCheckboxInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: inherit;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const StyledCheckboxText = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
