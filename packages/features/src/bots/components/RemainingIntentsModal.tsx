import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import type { Agent } from '@parley/api-client';
import { useAgentOutline } from '@parley/api-client/hooks';
import { Button, Modal, Spinner, theme } from '@parley/ui';

export interface RemainingIntentsModalProps {
  /** The agent whose delete was refused with code 101; null closes the view. */
  agent: Agent | null;
  onClose: () => void;
}

/** The remaining-intents view (bot-builder §2 Modal dialogs): what still holds an agent that cannot be deleted. */
export function RemainingIntentsModal({ agent, onClose }: RemainingIntentsModalProps) {
  const navigate = useConsoleNavigate();
  const outline = useAgentOutline(agent?.id);
  const rows = outline.data ?? [];
  const intentCount = rows.reduce((n, r) => n + r.intents.length, 0);
  return (
    <Modal
      open={agent !== null}
      title="Remaining intents"
      onClose={onClose}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => agent && navigate(`/bots/${agent.id}/intents`, { state: { agent } })}>
            Open intents
          </Button>
        </>
      }
    >
      {outline.isPending ? (
        <Spinner label="Loading stories and intents" />
      ) : outline.isError ? (
        <p role="alert">{outline.error.message}</p>
      ) : (
        <>
          <p id="remaining-intents-intro">
            Delete these {rows.length === 1 ? 'story' : `${rows.length} stories`} and{' '}
            {intentCount === 1 ? 'intent' : `${intentCount} intents`} of {agent?.name} first.
          </p>
          <StyledStories aria-labelledby="remaining-intents-intro">
            {rows.map((row) => (
              <li key={row.story.id} style={{ marginLeft: row.depth * 16 }}>
                <strong>{row.story.name}</strong>
                {row.intents.length > 0 ? (
                  <ul aria-label={`Intents of ${row.story.name}`}>
                    {row.intents.map((intent) => (
                      <li key={intent.id}>{intent.name}</li>
                    ))}
                  </ul>
                ) : (
                  <StyledMuted> (no intents)</StyledMuted>
                )}
              </li>
            ))}
          </StyledStories>
        </>
      )}
    </Modal>
  );
}

const StyledStories = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  max-height: 360px;
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  ul {
    margin: ${theme.space[1]} 0 0;
    padding-left: ${theme.space[5]};
  }
`;

const StyledMuted = styled.span`
  color: ${theme.colors.textMuted};
`;
