import { useState } from 'react';
import styled from 'styled-components';
import { isApiError, Messages, type Agent } from '@parley/api-client';
import { useAgentList, useDeleteAgent } from '@parley/api-client/hooks';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  SearchBox,
  Spinner,
  useToast,
  visuallyHidden,
  theme,
} from '@parley/ui';
import { AgentCard } from '../components/AgentCard.tsx';
import { AgentFormModal } from '../components/AgentFormModal.tsx';
import { ImportAgentModal } from '../components/ImportAgentModal.tsx';
import { RemainingIntentsModal } from '../components/RemainingIntentsModal.tsx';
import { StyledHeader, StyledScreen, StyledSubtitle, StyledTitle } from '../components/screenHeader.styles.ts';

/** Search waits this long after typing stops on the agents list (bot-builder §9). */
export const AGENT_SEARCH_DEBOUNCE_MS = 100;

/** Code of a delete refused because the agent still has stories and intents (bot-builder §8, §9). */
export const AGENT_HAS_CHILDREN_CODE = 101;

type FormState = { open: false } | { open: true; agent?: Agent };

/** Agents list at /bots (bot-builder §2): search, create and edit, delete, Show More paging. */
export function AgentsListScreen() {
  const toast = useToast();
  const [term, setTerm] = useState('');
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Agent | null>(null);
  const [importing, setImporting] = useState(false);
  const [remaining, setRemaining] = useState<Agent | null>(null);
  const list = useAgentList(term);
  const remove = useDeleteAgent();
  const agents = list.data?.pages.flatMap((page) => page.agents) ?? [];
  const searchTerm = term.trim();

  const handleConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => toast.success(result.message || 'Agent deleted successfully'),
      onError: (error) => {
        const hasChildren = isApiError(error) && error.code === AGENT_HAS_CHILDREN_CODE;
        toast.error(hasChildren ? Messages.agentHasChildren : error.message);
        if (hasChildren) setRemaining(deleting);
      },
      onSettled: () => setDeleting(null),
    });
  };

  const openCreate = () => setForm({ open: true });

  return (
    <StyledScreen aria-labelledby="agents-heading" aria-busy={list.isFetching || undefined}>
      <StyledHeader>
        <div>
          <StyledTitle id="agents-heading">Agents</StyledTitle>
          <StyledSubtitle>Build and train the assistants that answer your customers.</StyledSubtitle>
        </div>
        <StyledActions>
          <StyledSearch>
            <SearchBox
              label="Search agents"
              placeholder="Search agents"
              debounceMs={AGENT_SEARCH_DEBOUNCE_MS}
              onSearch={setTerm}
            />
          </StyledSearch>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import Agent
          </Button>
          <Button variant="primary" icon="plus" onClick={openCreate}>
            Create New Agent
          </Button>
        </StyledActions>
      </StyledHeader>
      {/* Names the results below for assistive technology; the empty states' headings sit under it. */}
      <StyledVisuallyHidden id="agents-list-heading">All agents</StyledVisuallyHidden>

      {list.isPending ? (
        <StyledCentered>
          <Spinner label="Loading agents" />
        </StyledCentered>
      ) : list.isError ? (
        <Alert>{list.error.message}</Alert>
      ) : agents.length === 0 ? (
        searchTerm ? (
          <EmptyState
            icon="search"
            title={`No agents match "${searchTerm}"`}
            description="Try another name, or clear the search to see every agent."
          />
        ) : (
          <EmptyState
            icon="bot"
            title="No agents yet"
            description="Create your first agent to start answering customers automatically."
            action={
              <Button variant="primary" icon="plus" onClick={openCreate}>
                Create your first agent
              </Button>
            }
          />
        )
      ) : (
        <>
          <StyledGrid aria-labelledby="agents-list-heading">
            {agents.map((agent) => (
              <li key={agent.id}>
                <AgentCard agent={agent} onEdit={(a) => setForm({ open: true, agent: a })} onDelete={setDeleting} />
              </li>
            ))}
          </StyledGrid>
          {list.hasNextPage ? (
            <StyledMore>
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Show More
              </Button>
            </StyledMore>
          ) : null}
        </>
      )}

      <AgentFormModal
        open={form.open}
        agent={form.open ? form.agent : undefined}
        onClose={() => setForm({ open: false })}
      />
      <ImportAgentModal open={importing} onClose={() => setImporting(false)} />
      <RemainingIntentsModal agent={remaining} onClose={() => setRemaining(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onConfirm={handleConfirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </StyledScreen>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

const StyledSearch = styled.div`
  width: 320px;
  max-width: 100%;
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space[8]};
`;

const StyledVisuallyHidden = styled.h2`
  ${visuallyHidden}
`;
