import { css } from 'styled-components';
import { focusRing } from '../../../internal/styles.ts';
import { theme } from '../../../theme/theme.ts';

/** How every message button looks, whether it can be tapped or not: a full-width row under the bubble. */
export const messageBubbleButtonFace = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  width: 100%;
  min-height: 36px;
  padding: ${theme.space[1]} ${theme.space[2]};
  border: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow[1]};
  color: ${theme.colors.primary};
  font: inherit;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightMedium};
  text-align: center;
  overflow-wrap: anywhere;
  ${focusRing}
`;
