import { css } from 'styled-components';
import { focusRing } from '../../../internal/styles.ts';
import { theme } from '../../../theme/theme.ts';

/** A card inside the bubble (a location, a contact): its icon beside its lines, framed on the bubble's colour. */
export const messageBubbleCardFace = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  min-width: 0;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
`;

/**
 * A link in a card. The hover shade of the accent: the accent itself is too light for text on an outgoing bubble's
 * tint (as the Table's links).
 */
export const messageBubbleCardLink = css`
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.primaryHover};
  font-weight: ${theme.font.weightMedium};
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
  ${focusRing}
`;
