import styled from 'styled-components';
import { COST_DECIMALS, type BroadcastEstimate } from '@parley/api-client';
import { theme } from '@parley/ui';
import type { BroadcastEstimateState } from '../../../hooks/useBroadcastEstimate.ts';

const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** "Estimated cost: Rs. 12.50 for 250 messages", and how many have no rate, when some have none. */
export function estimateText(estimate: BroadcastEstimate): string {
  const cost = `${estimate.currencySymbol} ${estimate.estimatedRate.toFixed(COST_DECIMALS)}`;
  const unpriced = estimate.unpriced ? ` (${estimate.unpriced.toLocaleString('en-US')} unpriced)` : '';
  return `Estimated cost: ${cost} for ${count(estimate.messages, 'message')}${unpriced}`;
}

/**
 * The start-campaign cost estimate (broadcast-and-customer-master §9), under the form when the campaign-estimate
 * flag is on. A refused estimate says nothing here: the recipient check beside the form gives the reason.
 */
export function BroadcastFormEstimate({ state }: { state: BroadcastEstimateState }) {
  if (state.state === 'idle' || state.state === 'failed') return null;
  return (
    <StyledEstimate role="status" aria-label="Cost estimate">
      {state.state === 'asking' ? 'Estimating cost…' : estimateText(state.data)}
    </StyledEstimate>
  );
}

const StyledEstimate = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.text};
`;
