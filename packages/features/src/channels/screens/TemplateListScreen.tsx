import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_STATUSES,
  hasAnyPermission,
  type MessageTemplate,
  type TemplateStatus,
} from '@parley/api-client';
import { useChannels, useDeleteTemplate, useSyncTemplates, useTemplates } from '@parley/api-client/hooks';
import {
  Button,
  ConfirmDialog,
  Pager,
  SearchBox,
  Select,
  Table,
  formatDayMonthYearTime,
  theme,
  useToast,
} from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { errorText } from '../../accounts/components/errorText.ts';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { ROW_ACTIONS_COLUMN_WIDTH, RowActionsMenu } from '../../accounts/components/RowActionsMenu.tsx';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { SendTemplateDialog } from '../components/SendTemplateDialog.tsx';
import { TEMPLATE_STATUS_LABELS, TemplateStatusBadge } from '../components/TemplateStatusBadge.tsx';
import { CATEGORY_OPTIONS, TYPE_OPTIONS } from '../components/templateOptions.ts';
import { channelPaths } from '../paths.ts';

const CHANNEL_PICKER_SIZE = 200;
const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

type Dialog = { kind: 'delete' | 'send'; template: MessageTemplate } | null;

/**
 * Message templates (platform-shell §2.4 "Message Template"): by channel, status and name, 20 a page; create, edit,
 * delete, sync from the provider, and a test send of an approved one. Templates in review are asked after until
 * their status settles.
 */
export function TemplateListScreen() {
  const { permissions } = useSession();
  const canCreate = hasAnyPermission(permissions, ['MSG_TEMPLATES.CREATE']);
  const canDelete = hasAnyPermission(permissions, ['MSG_TEMPLATES.DELETE']);
  const toast = useToast();
  const navigate = useNavigate();
  const [channelId, setChannelId] = useState('');
  const [status, setStatus] = useState<TemplateStatus | ''>('');
  const [name, setName] = useState('');
  const [from, setFrom] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const channels = useChannels({ perPage: CHANNEL_PICKER_SIZE });
  const templates = useTemplates({
    from,
    perPage: TEMPLATE_PAGE_SIZE,
    ...(channelId ? { channelId } : {}),
    ...(status ? { status } : {}),
    ...(name ? { name } : {}),
  });
  const remove = useDeleteTemplate();
  const sync = useSyncTemplates();
  const channelOf = (id: string) => channels.data?.channels.find((c) => c.id === id);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFrom(0);
    };

  const syncChannel = () =>
    sync.mutate(
      { body: { channelId } },
      {
        onSuccess: (answer) =>
          toast.success(
            `${answer.message}: ${answer.data.added} added, ${answer.data.updated} updated, ${answer.data.removed} removed`,
          ),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const rows = templates.data?.templates ?? [];
  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Message Templates</h1>
        <StyledToolbar>
          <Button
            variant="secondary"
            icon="refresh"
            disabled={!channelId}
            title={channelId ? undefined : 'Choose a channel to sync'}
            loading={sync.isPending}
            onClick={syncChannel}
          >
            Sync
          </Button>
          {canCreate ? (
            <Button icon="plus" onClick={() => navigate(channelPaths.templateCreate)}>
              Create Template
            </Button>
          ) : null}
        </StyledToolbar>
      </AdminPageHeader>
      <StyledFilters>
        <Select
          label="Channel"
          value={channelId}
          options={[
            { value: '', label: 'All channels' },
            ...(channels.data?.channels ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={(event) => filter(setChannelId)(event.target.value)}
        />
        <Select
          label="Status"
          value={status}
          options={[
            { value: '', label: 'All statuses' },
            ...TEMPLATE_STATUSES.map((s) => ({ value: s, label: TEMPLATE_STATUS_LABELS[s] })),
          ]}
          onChange={(event) => filter(setStatus)(event.target.value as TemplateStatus | '')}
        />
        <SearchBox label="Search templates" placeholder="Search by name" onSearch={filter(setName)} />
      </StyledFilters>
      <LoadError query={templates} />
      <Table
        label="Message templates"
        rows={rows}
        getRowId={(t) => t.id}
        loading={templates.isPending}
        emptyText={name || status || channelId ? 'No templates match' : 'No templates yet'}
        columns={[
          {
            id: 'name',
            header: 'Name',
            minWidth: 180,
            cell: (t) => <Link to={channelPaths.templateEdit(t.id)}>{t.name}</Link>,
          },
          { id: 'channel', header: 'Channel', minWidth: 120, cell: (t) => channelOf(t.channelId)?.name ?? '-' },
          { id: 'category', header: 'Category', cell: (t) => labelOf(CATEGORY_OPTIONS, t.category) },
          { id: 'type', header: 'Type', cell: (t) => labelOf(TYPE_OPTIONS, t.type) },
          { id: 'language', header: 'Language', width: '96px', cell: (t) => t.language },
          {
            id: 'status',
            header: 'Status',
            minWidth: 120,
            cell: (t) => (
              <StyledStatus>
                <TemplateStatusBadge status={t.status} />
                {t.status === 'REJECTED' && t.rejectedReason ? <small>{t.rejectedReason}</small> : null}
              </StyledStatus>
            ),
          },
          { id: 'updated', header: 'Updated', minWidth: 150, cell: (t) => formatDayMonthYearTime(t.updatedAt) },
          {
            id: 'actions',
            header: 'Actions',
            width: ROW_ACTIONS_COLUMN_WIDTH,
            align: 'end',
            cell: (t) => (
              <RowActionsMenu
                label={`Actions for ${t.name}`}
                items={[
                  ...(t.status === 'APPROVED' && canCreate
                    ? [
                        {
                          id: 'send',
                          label: 'Send test message',
                          onSelect: () => setDialog({ kind: 'send', template: t }),
                        },
                      ]
                    : []),
                  ...(canCreate
                    ? [{ id: 'edit', label: 'Edit', onSelect: () => navigate(channelPaths.templateEdit(t.id)) }]
                    : []),
                  ...(canDelete
                    ? [{ id: 'delete', label: 'Delete', onSelect: () => setDialog({ kind: 'delete', template: t }) }]
                    : []),
                ]}
              />
            ),
          },
        ]}
      />
      <Pager
        offset={from}
        pageSize={TEMPLATE_PAGE_SIZE}
        hasMore={from + rows.length < (templates.data?.total ?? 0)}
        onChange={setFrom}
        loading={templates.isFetching}
      />
      {dialog?.kind === 'send' ? (
        <SendTemplateDialog
          template={dialog.template}
          channel={channelOf(dialog.template.channelId)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete template"
          message={`Delete template ${dialog.template.name}? It is deleted at the channel's provider too.`}
          confirmLabel="Yes"
          cancelLabel="No"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { params: { id: dialog.template.id } },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  setDialog(null);
                },
                onError: (error) => toast.error(errorText(error)),
              },
            )
          }
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </AdminPage>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space[3]};
  align-items: end;
`;

const StyledStatus = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  small {
    color: ${theme.colors.textMuted};
  }
`;
