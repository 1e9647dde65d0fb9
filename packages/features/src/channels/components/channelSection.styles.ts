import styled from 'styled-components';
import { theme } from '@parley/ui';

/** A titled section of a channel's details (the webhook's steps, the web chat's embed code). */
export const StyledChannelSection = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
  p {
    margin: 0;
  }
`;

export const StyledChannelSectionHeading = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;
