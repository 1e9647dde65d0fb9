import { useState } from 'react';
import styled from 'styled-components';
import type { ApiKey } from '@parley/api-client';
import { useApiKeys, useDeleteApiKey } from '@parley/api-client/hooks';
import { Button, Card, ConfirmDialog, Table, useToast, type TableColumn, theme } from '@parley/ui';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { errorText } from './errorText.ts';
import { StyledCardBody, StyledCardHeading } from './profileCard.styles.ts';

const when = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : none;

/**
 * API keys on My Profile, for those who may manage them: an Administrator sees every key of the enterprise,
 * anyone else their own. A key is shown once, when created; revoking asks first.
 */
export function ApiKeysCard() {
  const toast = useToast();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const deleteApiKey = useDeleteApiKey();
  const revoke = (key: ApiKey) =>
    deleteApiKey.mutate(
      { params: { id: key.id } },
      {
        onSuccess: (result) => toast.success(result.message || 'API key revoked'),
        onError: (failure) => toast.error(errorText(failure)),
        onSettled: () => setRevoking(null),
      },
    );
  const columns: TableColumn<ApiKey>[] = [
    { id: 'name', header: 'Name', cell: (k) => k.name },
    { id: 'prefix', header: 'Key', cell: (k) => <code>{`${k.prefix}…`}</code> },
    { id: 'createdBy', header: 'Created by', cell: (k) => k.createdBy.name },
    { id: 'lastUsed', header: 'Last used', cell: (k) => when(k.lastUsedAt, 'Never') },
    { id: 'expires', header: 'Expires', cell: (k) => when(k.expiresAt, 'Never') },
    {
      id: 'revoke',
      header: 'Actions',
      align: 'end',
      cell: (k) => (
        <Button variant="danger" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
          Revoke
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <StyledCardBody aria-labelledby="api-keys-heading">
        <StyledHeader>
          <StyledCardHeading id="api-keys-heading">API keys</StyledCardHeading>
          <Button onClick={() => setCreating(true)}>Create API key</Button>
        </StyledHeader>
        <p>A key lets a program call the API as its creator, with the creator&apos;s current permissions.</p>
        <Table
          label="API keys"
          columns={columns}
          rows={keys.data ?? []}
          getRowId={(k) => k.id}
          loading={keys.isLoading}
          emptyText="No API keys yet"
        />
      </StyledCardBody>
      {creating ? <CreateApiKeyDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={`Programs using “${revoking?.name ?? ''}” will be refused from now on.`}
        confirmLabel="Revoke"
        busy={deleteApiKey.isPending}
        onConfirm={() => revoking && revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;
