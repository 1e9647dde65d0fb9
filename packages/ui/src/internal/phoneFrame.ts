import styled from 'styled-components';
import { theme } from '../theme/theme.ts';

/*
 * A phone's outline shared by the template preview and the phone simulator: a bar on top, a chat screen
 * below. It takes its column's width up to a phone's, down to the narrowest column (360 px and less).
 */

export const StyledPhoneFrame = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 400px;
  min-width: 0;
  margin: 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceMuted};
  box-shadow: ${theme.shadow[2]};
  overflow: hidden;
`;

export const StyledPhoneFrameBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 52px;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
`;

export const StyledPhoneFrameScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
`;
