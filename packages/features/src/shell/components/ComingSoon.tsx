import styled from 'styled-components';
import { EmptyState } from '@parley/ui';

export interface ComingSoonProps {
  /** The page title, as the menu names it. */
  title: string;
}

/** Stands in for a shell page whose feature has not been built yet. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <StyledPage>
      <StyledTitle>{title}</StyledTitle>
      <EmptyState
        icon="info"
        title="Coming soon"
        description={`${title} is not part of this release yet. It will appear here when its module lands.`}
      />
    </StyledPage>
  );
}

export const StyledPage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.text};
`;
