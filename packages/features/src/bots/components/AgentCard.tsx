import type { MouseEvent } from 'react';
import { ConsoleLink, useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import type { Agent, TrainingStatus } from '@parley/api-client';
import { Badge, Card, Icon, Menu, formatDayMonthYearTime, type BadgeTone, theme } from '@parley/ui';
import { agentPath, agentTypeLabel } from './agentPaths.ts';

export interface AgentCardProps {
  agent: Agent;
  onEdit: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
}

const STATUS_TONES: Record<TrainingStatus, BadgeTone> = {
  Trained: 'success',
  'Not Trained': 'neutral',
  'Training Inprogress': 'warning',
};

/** One agent of the list (bot-builder §2): opens on click, or on Enter through its title link. */
export function AgentCard({ agent, onEdit, onDelete }: AgentCardProps) {
  const navigate = useConsoleNavigate();
  const to = agentPath(agent);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // The title link and the actions menu handle their own clicks.
    if ((event.target as Element).closest('a, button, [role="menu"]')) return;
    navigate(to, { state: { agent } });
  };
  return (
    <StyledCard forwardedAs="article" interactive onClick={handleClick} aria-labelledby={`agent-${agent.id}-name`}>
      <StyledHeader>
        <StyledTitle id={`agent-${agent.id}-name`}>
          <ConsoleLink to={to} state={{ agent }}>
            {agent.name}
          </ConsoleLink>
        </StyledTitle>
        <Menu
          label={`Actions for ${agent.name}`}
          buttonContent={<Icon name="more" />}
          align="end"
          items={[
            { id: 'edit', label: 'Edit', icon: 'edit', onSelect: () => onEdit(agent) },
            { id: 'delete', label: 'Delete', icon: 'trash', onSelect: () => onDelete(agent) },
          ]}
        />
      </StyledHeader>
      <StyledDescription>{agent.description}</StyledDescription>
      <StyledMeta>
        <Badge tone="info">{agentTypeLabel(agent)}</Badge>
        <Badge tone={STATUS_TONES[agent.trainingStatus]}>{agent.trainingStatus}</Badge>
      </StyledMeta>
      <StyledDates>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={agent.createdAt}>{formatDayMonthYearTime(agent.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <time dateTime={agent.updatedAt}>{formatDayMonthYearTime(agent.updatedAt)}</time>
          </dd>
        </div>
      </StyledDates>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  cursor: pointer;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const StyledTitle = styled.h3`
  margin: 0;
  min-width: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radius.sm};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  flex: 1;
  color: ${theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const StyledDates = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[2]};
  margin: 0;
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.font.sizeSm};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${theme.colors.text};
  }
`;
