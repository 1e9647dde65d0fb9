import { useState } from 'react';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { BotMessages, type Entity } from '@parley/api-client';
import { ENTITY_PAGE_SIZE, useDeleteEntity, useEntities } from '@parley/api-client/hooks';
import { Button, ConfirmDialog, IconButton, Table, Tabs, useToast, theme } from '@parley/ui';
import { formatEntityDate } from './unsaved.tsx';

export interface EntityListScreenProps {
  agentId: string;
  type?: 'custom' | 'system';
}

/** bots/:id/entity-list — Custom and System tabs, 15 per page with Previous/Next, edit and delete. */
export function EntityListScreen({ agentId, type: initialType = 'custom' }: EntityListScreenProps) {
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const [type, setType] = useState<'custom' | 'system'>(initialType);
  const [from, setFrom] = useState(0);
  const list = useEntities(agentId, { from, perPage: ENTITY_PAGE_SIZE, type });
  const remove = useDeleteEntity();
  const [deleting, setDeleting] = useState<Entity | null>(null);
  const entities = list.data?.entities ?? [];
  const more = list.data?.more ?? false;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { agentId, entityId: deleting.id },
      {
        onSuccess: (r) => toast.success(r.message || BotMessages.deletedEntity),
        onError: (e) => toast.error(e.message),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <StyledScreen>
      <StyledToolbar>
        <Tabs
          label="Entity types"
          tabs={[
            { id: 'custom', label: 'Custom Entities' },
            { id: 'system', label: 'System Entities' },
          ]}
          value={type}
          onChange={(t) => {
            setType(t as 'custom' | 'system');
            setFrom(0);
          }}
        />
        <Button icon="plus" onClick={() => navigate(`/bots/${agentId}/entity-list/create`)}>
          Create Entity
        </Button>
      </StyledToolbar>
      {type === 'custom' ? (
        <Table
          label="Custom entities"
          loading={list.isLoading}
          emptyText="No data to show"
          rows={entities}
          getRowId={(e) => e.id}
          columns={[
            { id: 'name', header: 'Entity name', cell: (e) => e.name },
            { id: 'values', header: 'Values', cell: (e) => e.values.map((v) => v.value).join(', ') },
            { id: 'updated', header: 'Last Updated', cell: (e) => formatEntityDate(e.updatedOn) },
            {
              id: 'settings',
              header: 'Settings',
              cell: (e) => (
                <StyledIcons>
                  <IconButton
                    icon="edit"
                    label={`Edit ${e.name}`}
                    variant="ghost"
                    onClick={() => navigate(`/bots/${agentId}/entity-list/${e.id}`)}
                  />
                  <IconButton icon="trash" label={`Delete ${e.name}`} variant="ghost" onClick={() => setDeleting(e)} />
                </StyledIcons>
              ),
            },
          ]}
        />
      ) : (
        <Table
          label="System entities"
          loading={list.isLoading}
          emptyText="No data to show"
          rows={entities}
          getRowId={(e) => e.id}
          columns={[
            { id: 'name', header: 'Name', cell: (e) => e.name },
            { id: 'description', header: 'Description', cell: (e) => e.description ?? '' },
          ]}
        />
      )}
      <StyledPager aria-label="Entity pages">
        <Button
          variant="secondary"
          size="sm"
          disabled={from < ENTITY_PAGE_SIZE}
          onClick={() => setFrom(Math.max(0, from - ENTITY_PAGE_SIZE))}
        >
          Previous
        </Button>
        {more ? (
          <Button variant="secondary" size="sm" onClick={() => setFrom(from + ENTITY_PAGE_SIZE)}>
            Next
          </Button>
        ) : (
          entities.length > 0 && <StyledHint>No more entity to show</StyledHint>
        )}
      </StyledPager>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete entity"
        message={`Delete the entity ${deleting?.name ?? ''}?`}
        confirmLabel="Yes"
        cancelLabel="No"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </StyledScreen>
  );
}

const StyledScreen = styled.section`
  display: grid;
  gap: ${theme.space[3]};
`;
const StyledToolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[2]};
`;
const StyledIcons = styled.span`
  display: inline-flex;
  gap: ${theme.space[1]};
`;
const StyledPager = styled.nav`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${theme.space[2]};
`;
const StyledHint = styled.span`
  color: ${theme.colors.textMuted};
`;
