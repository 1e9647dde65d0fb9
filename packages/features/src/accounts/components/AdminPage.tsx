import styled from 'styled-components';
import { theme } from '@parley/ui';

/**
 * The frame the administration screens share: a column of sections under a title row. The column never grows
 * wider than the page: a wide table scrolls inside itself instead of pushing the page sideways.
 */
export const AdminPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
`;

/** Title on the left, the screen's actions on the right; wraps on narrow windows. */
export const AdminPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${theme.font.sizeXl};
  }
`;
