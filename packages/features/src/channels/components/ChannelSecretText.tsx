import styled from 'styled-components';
import { visuallyHidden } from '@parley/ui';

export interface ChannelSecretTextProps {
  /** The secret as the server answers it: bullets and at most its last four characters. */
  masked: string;
}

/**
 * A stored secret as the console may show it: only masked. The bullets are not read out; assistive technology
 * hears which secret it is by its last characters.
 */
export function ChannelSecretText({ masked }: ChannelSecretTextProps) {
  const lastFour = masked.replace(/^•+/, '');
  return (
    <>
      <StyledMasked aria-hidden="true">{masked}</StyledMasked>
      <StyledHidden>{lastFour ? `Hidden, ending in ${lastFour}` : 'Hidden'}</StyledHidden>
    </>
  );
}

const StyledMasked = styled.span`
  white-space: nowrap;
  letter-spacing: 0.05em;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;
