import { useLocation, useParams } from 'react-router';
import { ConsoleLink } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import type { Agent } from '@parley/api-client';
import { useAgent } from '@parley/api-client/hooks';
import { EmptyState, Icon, Spinner, theme } from '@parley/ui';

/**
 * Stands in for the agent details screen at /bots/:id (and /bots/:id/prompt) until the bot builder
 * lands: the agent's name and a way back.
 */
export function AgentDetailsPlaceholder() {
  const { id } = useParams();
  const location = useLocation();
  const carried = (location.state as { agent?: Agent } | null)?.agent;
  const query = useAgent(id);
  const agent = query.data ?? (carried?.id === id ? carried : undefined);
  return (
    <StyledScreen>
      <StyledBack to="/bots">
        <Icon name="chevron-left" /> Back to agents
      </StyledBack>
      {agent ? (
        <>
          <StyledTitle>{agent.name}</StyledTitle>
          <EmptyState
            icon="bot"
            title="Agent builder coming soon"
            description="Intents, entities, configuration and training for this agent arrive with the bot builder."
          />
        </>
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : (
        <Spinner label="Loading agent" />
      )}
    </StyledScreen>
  );
}

const StyledScreen = styled.section`
  display: grid;
  gap: ${theme.space[4]};
`;

const StyledBack = styled(ConsoleLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  width: fit-content;
  color: ${theme.colors.primary};
  text-decoration: none;
  font-weight: ${theme.font.weightMedium};
  &:hover {
    text-decoration: underline;
  }
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
`;
