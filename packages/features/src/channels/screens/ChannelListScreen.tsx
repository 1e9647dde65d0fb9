import { useState } from 'react';
import styled from 'styled-components';
import {
  CHANNEL_PAGE_SIZE,
  ChannelAdminMessages,
  ChannelPermissions,
  VENDOR_IDS,
  hasAnyPermission,
  type Channel,
} from '@parley/api-client';
import { useChannels, useDeleteChannel } from '@parley/api-client/hooks';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Pager,
  SearchBox,
  Table,
  formatDayMonthYearTime,
  theme,
  useToast,
  type MenuItem,
} from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { errorText } from '../../accounts/components/errorText.ts';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { ROW_ACTIONS_COLUMN_WIDTH, RowActionsMenu } from '../../accounts/components/RowActionsMenu.tsx';
import { ConsoleLink, useConsoleNavigate } from '../../provider/basePath.tsx';
import { channelPaths } from '../paths.ts';

/** platform-shell §5: "Search text is emitted 500 ms after typing stops". */
const SEARCH_DEBOUNCE_MS = 500;
/** Narrowest widths (px) of the text columns: on a narrow window the table scrolls rather than squeeze them. */
const NAME_MIN_WIDTH = 160;
const UPDATED_MIN_WIDTH = 180;

/**
 * Channels (/admin/channels, platform-shell §7.3 "Channels"): the enterprise's channels by name, searched and
 * paged, with their type, vendor and contact number; add, details, edit, the sandbox's simulator and delete,
 * each shown only to a role its call allows.
 */
export function ChannelListScreen() {
  const { permissions } = useSession();
  const canCreate = hasAnyPermission(permissions, ChannelPermissions.create);
  const canEdit = hasAnyPermission(permissions, ChannelPermissions.edit);
  const canDelete = hasAnyPermission(permissions, ChannelPermissions.delete);
  const canSimulate = hasAnyPermission(permissions, ChannelPermissions.simulator);
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState(0);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const channels = useChannels({ from, perPage: CHANNEL_PAGE_SIZE, ...(search ? { name: search } : {}) });
  const remove = useDeleteChannel();
  const rows = channels.data?.channels ?? [];
  const total = channels.data?.total ?? 0;

  const handleSearch = (text: string) => {
    setSearch(text.trim());
    setFrom(0);
  };

  const handleDelete = (channel: Channel) =>
    remove.mutate(
      { params: { id: channel.id } },
      {
        onSuccess: (result) => {
          toast.success(result.message || ChannelAdminMessages.deleted);
          // The last row of a later page is gone: show the page before it rather than an empty one.
          if (rows.length === 1 && from > 0) setFrom(Math.max(0, from - CHANNEL_PAGE_SIZE));
        },
        onError: (error) => toast.error(errorText(error)),
        onSettled: () => setDeleting(null),
      },
    );

  const actionsOf = (channel: Channel): MenuItem[] => [
    { id: 'details', label: 'Details', onSelect: () => navigate(channelPaths.details(channel.id)) },
    ...(canEdit ? [{ id: 'edit', label: 'Edit', onSelect: () => navigate(channelPaths.edit(channel.id)) }] : []),
    ...(canSimulate && channel.vendor === VENDOR_IDS.sandbox
      ? [{ id: 'simulator', label: 'Open simulator', onSelect: () => navigate(channelPaths.simulator(channel.id)) }]
      : []),
    ...(canDelete ? [{ id: 'delete', label: 'Delete', onSelect: () => setDeleting(channel) }] : []),
  ];

  const addButton = canCreate ? (
    <Button icon="plus" onClick={() => navigate(channelPaths.create)}>
      Add Channel
    </Button>
  ) : null;
  const nothingYet = channels.isSuccess && total === 0 && !search && from === 0;

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Channels</h1>
        <StyledToolbar>
          <SearchBox
            label="Search channels by name"
            placeholder="Search by name"
            debounceMs={SEARCH_DEBOUNCE_MS}
            onSearch={handleSearch}
          />
          {addButton}
        </StyledToolbar>
      </AdminPageHeader>
      <LoadError query={channels} />
      {channels.isError ? null : nothingYet ? (
        <EmptyState
          headingLevel={2}
          icon="channel"
          title="No channels yet"
          description="A channel connects a messaging number to the console. Start with the sandbox to try everything without an account anywhere."
          action={addButton}
        />
      ) : (
        <>
          <Table
            label="Channels"
            rows={rows}
            getRowId={(channel) => channel.id}
            loading={channels.isFetching}
            emptyText="No channels match your search"
            columns={[
              {
                id: 'name',
                header: 'Name',
                cell: (channel) => <ConsoleLink to={channelPaths.details(channel.id)}>{channel.name}</ConsoleLink>,
                width: '2fr',
                minWidth: NAME_MIN_WIDTH,
              },
              { id: 'type', header: 'Type', cell: (channel) => channel.typeName, minWidth: 110 },
              { id: 'vendor', header: 'Vendor', cell: (channel) => channel.vendorName, minWidth: NAME_MIN_WIDTH },
              { id: 'contact', header: 'Contact number', cell: (channel) => channel.contactId || '-', minWidth: 150 },
              {
                id: 'updated',
                header: 'Updated',
                cell: (channel) => formatDayMonthYearTime(channel.updatedAt, '-'),
                minWidth: UPDATED_MIN_WIDTH,
              },
              {
                id: 'actions',
                header: 'Actions',
                width: ROW_ACTIONS_COLUMN_WIDTH,
                align: 'end',
                cell: (channel) => <RowActionsMenu label={`Actions for ${channel.name}`} items={actionsOf(channel)} />,
              },
            ]}
          />
          {total > CHANNEL_PAGE_SIZE || from > 0 ? (
            <Pager
              offset={from}
              pageSize={CHANNEL_PAGE_SIZE}
              hasMore={from + CHANNEL_PAGE_SIZE < total}
              loading={channels.isFetching}
              onChange={setFrom}
            />
          ) : null}
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete channel"
          message={`Delete channel ${deleting.name}? Its message templates and message records are deleted with it.`}
          busy={remove.isPending}
          onConfirm={() => handleDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;
