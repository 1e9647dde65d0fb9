import { useId } from 'react';
import styled from 'styled-components';
import { IconButton, Tooltip, visuallyHidden, theme } from '@parley/ui';

export interface LockedActionsProps {
  /** The accessible name the actions menu would have, e.g. "Actions for Dana". */
  label: string;
  /** Why there are no actions; the button's description, and its tooltip on hover and focus. */
  reason: string;
}

/**
 * Stands where an actions menu would be when the signed-in user may take none of them: a focusable but
 * inert button, so keyboard and screen-reader users reach the reason as well as pointer users.
 */
export function LockedActions({ label, reason }: LockedActionsProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip content={reason}>
        {/* aria-disabled rather than disabled: a disabled button cannot take focus, so its reason would be lost. */}
        <StyledLockedButton label={label} icon="shield" title="" aria-disabled="true" aria-describedby={reasonId} />
      </Tooltip>
      <StyledLockedReason id={reasonId}>{reason}</StyledLockedReason>
    </>
  );
}

const StyledLockedButton = styled(IconButton)`
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const StyledLockedReason = styled.span`
  ${visuallyHidden}
`;
