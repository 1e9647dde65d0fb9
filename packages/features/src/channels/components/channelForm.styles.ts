import styled from 'styled-components';
import { theme } from '@parley/ui';

/** The column the channel forms (channel form, Waba Onboarding) lay their fields in. */
export const StyledChannelForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  width: 100%;
  max-width: 640px;
  min-width: 0;
`;
