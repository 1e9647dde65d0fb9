import styled from 'styled-components';
import { theme } from '@parley/ui';

/** A rule about a whole list (the buttons, the cards), shown under it. */
export const StyledTemplateListError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.font.sizeSm};
`;
