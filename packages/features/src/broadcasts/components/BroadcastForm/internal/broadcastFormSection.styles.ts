import { css } from 'styled-components';
import { theme } from '@parley/ui';

/** A framed part of the broadcast form (attachments, variable mapping) with its legend. */
export const formSectionCss = css`
  display: grid;
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  legend {
    padding: 0 ${theme.space[1]};
    font-weight: ${theme.font.weightMedium};
  }
`;
