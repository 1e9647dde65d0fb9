import styled from 'styled-components';
import { theme } from '@parley/ui';

/** Styled parts shared by the editor's sections and dialogs. */

export const StyledButtons = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;
export const StyledSection = styled.div`
  display: grid;
  gap: ${theme.space[2]};
`;
export const StyledPhrases = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;
