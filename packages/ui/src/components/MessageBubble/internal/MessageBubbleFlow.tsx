import styled from 'styled-components';
import { Icon } from '../../Icon/Icon.tsx';
import type { MessageBubbleFlow as Flow } from '../messageBubbleContent.ts';
import { theme } from '../../../theme/theme.ts';
import { messageBubbleButtonFace } from './messageBubbleButtonFace.ts';

export interface MessageBubbleFlowProps {
  flow: Flow;
  /** Opens the Flow; without it the button is shown but inert (a Flow opens on the customer's phone). */
  onFlowOpen?: (flow: Flow) => void;
  disabled?: boolean;
}

export const MESSAGE_FLOW_OPENS_ON_PHONE = "Opens the Flow on the customer's phone";

/** A Flow message's call to action: the full-width button that opens the Flow's form. */
export function MessageBubbleFlow({ flow, onFlowOpen, disabled = false }: MessageBubbleFlowProps) {
  const inert = !onFlowOpen || disabled;
  return (
    <StyledMessageBubbleFlowButton
      type="button"
      // aria-disabled rather than disabled: the button stays focusable, so its explanation can be read.
      aria-disabled={inert || undefined}
      title={onFlowOpen ? undefined : MESSAGE_FLOW_OPENS_ON_PHONE}
      data-flow-id={flow.flowId}
      onClick={() => {
        if (onFlowOpen && !disabled) onFlowOpen(flow);
      }}
    >
      <Icon name="form" size={16} />
      {flow.cta}
    </StyledMessageBubbleFlowButton>
  );
}

const StyledMessageBubbleFlowButton = styled.button`
  ${messageBubbleButtonFace}
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${theme.colors.surfaceHover};
  }
  &[aria-disabled='true'] {
    cursor: default;
  }
`;
