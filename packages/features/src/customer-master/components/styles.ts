import styled from 'styled-components';
import { theme } from '@parley/ui';
import { ConsoleLink } from '../../provider/basePath.tsx';

export const StyledScreen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;

export const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const StyledCard = styled.div`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

/** A link in the console's accent (as the bots' back link); underlined, so it stands out in a sentence too. */
export const StyledLink = styled(ConsoleLink)`
  color: ${theme.colors.primary};
  font-weight: ${theme.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radius.sm};
  }
`;
