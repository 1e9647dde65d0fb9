import styled from 'styled-components';
import { theme } from '@parley/ui';

/** The frame of the bots area's list screens (agents, integrations): a title and subtitle over the content. */
export const StyledScreen = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
`;

/** The title block on the left, the screen's actions on the right; they wrap on a narrow screen. */
export const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[4]};
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.text};
`;

export const StyledSubtitle = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.textMuted};
`;
