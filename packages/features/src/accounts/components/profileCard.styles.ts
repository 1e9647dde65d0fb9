import styled, { css } from 'styled-components';
import { theme } from '@parley/ui';

/** The parts every card of My Profile shares (details, sound alerts, password, two-factor, API keys). */

const cardBody = css`
  display: grid;
  /* As wide as the card: a wide table inside (API keys) scrolls in its own region. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[3]};
  p {
    margin: 0;
  }
`;

export const StyledCardBody = styled.section`
  ${cardBody}
`;

export const StyledCardForm = styled.form`
  ${cardBody}
`;

/** A card's title, with room for a badge beside it. */
export const StyledCardHeading = styled.h2`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.sizeLg};
`;

export const StyledCardActions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  justify-content: flex-end;
  width: 100%;
`;

export const StyledCardError = styled.div`
  color: ${theme.colors.danger};
`;
