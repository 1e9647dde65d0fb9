import styled from 'styled-components';
import { theme } from '@parley/ui';

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
