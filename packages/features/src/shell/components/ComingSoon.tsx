import styled from 'styled-components';
import { Icon, theme } from '@parley/ui';

export interface ComingSoonProps {
  /** The page title, as the menu names it. */
  title: string;
}

/** Stands in for a shell page whose feature has not been built yet. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <StyledPage aria-labelledby="coming-soon-title">
      <StyledTitle id="coming-soon-title">{title}</StyledTitle>
      <StyledPanel>
        <StyledIcon>
          <Icon name="info" size={28} />
        </StyledIcon>
        <h2>Coming soon</h2>
        <p>{title} is not part of this release yet. It will appear here when its module lands.</p>
      </StyledPanel>
    </StyledPage>
  );
}

const StyledPage = styled.section`
  display: grid;
  gap: ${theme.space[6]};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.text};
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${() => `${theme.space[8]} ${theme.space[6]}`};
  text-align: center;
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.lg};
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
    font-weight: ${theme.font.weightBold};
  }
  p {
    margin: 0;
    max-width: 420px;
    color: ${theme.colors.textMuted};
  }
`;

const StyledIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primary};
`;
