import { useState } from 'react';
import styled from 'styled-components';
import { IntegrationPermissions, LLM_OPTIONS, hasAnyPermission, type AuthConfig } from '@parley/api-client';
import { useDeleteGenAiConfig, useGenAiConfigs, useTestGenAiConnection } from '@parley/api-client/hooks';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  LoadError,
  Menu,
  Spinner,
  Table,
  formatDayMonthYearTime,
  theme,
  useToast,
  visuallyHidden,
  type MenuItem,
} from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { failureMessage } from '../builder/failureMessage.ts';
import { CONNECTION_TEST_FAILED, CreateIntegrationModal } from '../components/CreateIntegrationModal.tsx';
import { StyledHeader, StyledScreen, StyledSubtitle, StyledTitle } from '../components/screenHeader.styles.ts';

/** What the list says when a delete fails without the server's own words. */
export const INTEGRATION_DELETE_FAILED = 'The integration could not be deleted; try again';

type Dialog = { kind: 'form'; integration?: AuthConfig } | { kind: 'delete'; integration: AuthConfig } | null;

const llmLabel = (llm: number) => LLM_OPTIONS.find((o) => o.value === llm)?.label ?? `LLM ${llm}`;

/**
 * The admin Integration page (/admin/integration, platform-shell §2.4 and §7.3 "Auth configs"): the enterprise's
 * GenAI integrations (bot-builder §3 "Integration config (LLM)") with their keys masked; add, edit (the key only
 * when a new one is typed), delete, and a connection test of a stored integration. Each action shows only to a
 * role its call allows (IntegrationPermissions).
 */
export function IntegrationsScreen() {
  const { permissions, profileLoading } = useSession();
  const canCreate = hasAnyPermission(permissions, IntegrationPermissions.create);
  const canEdit = hasAnyPermission(permissions, IntegrationPermissions.edit);
  const canDelete = hasAnyPermission(permissions, IntegrationPermissions.delete);
  const canTest = hasAnyPermission(permissions, IntegrationPermissions.test);
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const integrations = useGenAiConfigs();
  const remove = useDeleteGenAiConfig();
  const connectionTest = useTestGenAiConnection();
  const rows = integrations.data ?? [];
  // Until the profile is known the page cannot tell which actions the role has: no list without them.
  const loading = integrations.isPending || profileLoading;
  const testingId = connectionTest.isPending ? connectionTest.variables?.id : undefined;

  const openCreate = () => setDialog({ kind: 'form' });

  const handleTest = (integration: AuthConfig) =>
    connectionTest.mutate(
      { id: integration.id },
      {
        onSuccess: (result) => (result.ok ? toast.success : toast.error)(`${integration.name}: ${result.message}`),
        onError: (error) => toast.error(failureMessage(error, CONNECTION_TEST_FAILED)),
      },
    );

  const handleDelete = (integration: AuthConfig) =>
    remove.mutate(integration.id, {
      onSuccess: (result) => toast.success(result.message || 'Integration deleted successfully'),
      onError: (error) => toast.error(failureMessage(error, INTEGRATION_DELETE_FAILED)),
      onSettled: () => setDialog(null),
    });

  const actionsOf = (integration: AuthConfig): MenuItem[] => [
    ...(canTest ? [{ id: 'test', label: 'Test connection', onSelect: () => handleTest(integration) }] : []),
    ...(canEdit ? [{ id: 'edit', label: 'Edit', onSelect: () => setDialog({ kind: 'form', integration }) }] : []),
    ...(canDelete
      ? [{ id: 'delete', label: 'Delete', onSelect: () => setDialog({ kind: 'delete', integration }) }]
      : []),
  ];
  const hasActions = canTest || canEdit || canDelete;

  return (
    <StyledScreen aria-labelledby="integrations-heading">
      <StyledHeader>
        <div>
          <StyledTitle id="integrations-heading">Integrations</StyledTitle>
          <StyledSubtitle>
            GenAI keys your agents use to reach a language model. Keys are stored encrypted and shown masked.
          </StyledSubtitle>
        </div>
        {canCreate ? (
          <Button icon="plus" onClick={openCreate}>
            Add Integration
          </Button>
        ) : null}
      </StyledHeader>

      {integrations.isError ? (
        <LoadError
          message={failureMessage(integrations.error, 'The integrations could not be loaded')}
          retrying={integrations.isFetching}
          onRetry={() => void integrations.refetch()}
        />
      ) : loading ? (
        <StyledCentered>
          <Spinner label="Loading integrations" />
        </StyledCentered>
      ) : rows.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon="integration"
          title="No integrations yet"
          description="Add the API key of an OpenAI-compatible provider: agents with the OpenAI model, Auto generate and prompt agents use it."
          action={
            canCreate ? (
              <Button icon="plus" onClick={openCreate}>
                Add your first integration
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Table
          label="GenAI integrations"
          rows={rows}
          getRowId={(integration) => integration.id}
          loading={integrations.isFetching && !integrations.isPending}
          columns={[
            { id: 'name', header: 'Name', cell: (integration) => integration.name, width: '2fr' },
            { id: 'llm', header: 'LLM Type', cell: (integration) => llmLabel(integration.llm) },
            {
              id: 'apikey',
              header: 'API Key',
              cell: (integration) => <MaskedKey masked={integration.apikey} />,
              width: '1.5fr',
            },
            {
              id: 'updated',
              header: 'Updated',
              cell: (integration) => formatDayMonthYearTime(integration.updatedAt, '-'),
              width: '1.5fr',
            },
            ...(hasActions
              ? [
                  {
                    id: 'actions',
                    header: 'Actions',
                    width: '96px',
                    align: 'end' as const,
                    cell: (integration: AuthConfig) => (
                      <StyledActions>
                        {testingId === integration.id ? (
                          <Spinner size={16} label={`Testing ${integration.name}`} />
                        ) : null}
                        <Menu
                          label={`Actions for ${integration.name}`}
                          buttonContent={<Icon name="more" />}
                          items={actionsOf(integration)}
                          align="end"
                        />
                      </StyledActions>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}

      <CreateIntegrationModal
        open={dialog?.kind === 'form'}
        integration={dialog?.kind === 'form' ? dialog.integration : undefined}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete integration"
          message={`Delete the integration ${dialog.integration.name}? Agents that use it fall back to the local model.`}
          busy={remove.isPending}
          onConfirm={() => handleDelete(dialog.integration)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </StyledScreen>
  );
}

/**
 * A key as the server answers it: bullets and at most the last four characters (maskApiKey). The bullets are
 * not read out; assistive technology hears which key it is.
 */
function MaskedKey({ masked }: { masked: string }) {
  const lastFour = masked.replace(/^•+/, '');
  return (
    <>
      <StyledKey aria-hidden="true">{masked}</StyledKey>
      <StyledHidden>{lastFour ? `Key ending in ${lastFour}` : 'Key hidden'}</StyledHidden>
    </>
  );
}

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space[8]};
`;

const StyledKey = styled.span`
  white-space: nowrap;
  letter-spacing: 0.05em;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledActions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
`;
