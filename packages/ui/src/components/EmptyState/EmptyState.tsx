import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  icon?: IconName;
  /** The title's heading level, so the page's outline stays unbroken where it sits (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or panel shows when it has nothing yet. */
export function EmptyState({ title, description, action, icon = 'info', headingLevel = 3 }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      <StyledEmptyStateIcon>
        <Icon name={icon} size={28} />
      </StyledEmptyStateIcon>
      <StyledEmptyStateTitle as={`h${headingLevel}`}>{title}</StyledEmptyStateTitle>
      {description ? <StyledEmptyStateDescription>{description}</StyledEmptyStateDescription> : null}
      {action ? <StyledEmptyStateAction>{action}</StyledEmptyStateAction> : null}
    </StyledEmptyState>
  );
}

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${theme.space[2]};
  padding: ${() => `${theme.space[8]} ${theme.space[6]}`};
  color: ${theme.colors.text};
`;

const StyledEmptyStateIcon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primary};
`;

const StyledEmptyStateTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
`;

const StyledEmptyStateDescription = styled.p`
  margin: 0;
  max-width: 420px;
  color: ${theme.colors.textMuted};
`;

const StyledEmptyStateAction = styled.div`
  margin-top: ${theme.space[3]};
`;
