import { css } from 'styled-components';
import { theme } from '../theme/theme.ts';

/** The keyboard focus ring every interactive part uses. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
