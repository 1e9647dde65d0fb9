import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  BROADCAST_PAGE_SIZE,
  BROADCAST_SEARCH_DEBOUNCE_MS,
  BROADCAST_TO_MANY,
  hasAnyPermission,
  titleCase,
  type BroadcastListRow,
} from '@parley/api-client';
import { useBroadcasts } from '@parley/api-client/hooks';
import {
  Badge,
  Button,
  DateRange,
  Pager,
  SearchBox,
  Table,
  formatShortDayMonthYearTime,
  theme,
  type DateRangeValue,
  type TableColumn,
} from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { ConsoleLink, useConsoleNavigate } from '../../provider/basePath.tsx';
import { broadcastStatusTone } from '../components/broadcastStatusTone.ts';
import { broadcastDateQuery, defaultBroadcastRange } from '../components/broadcastDates.ts';
import { broadcastPaths } from '../paths.ts';

export interface BroadcastListScreenProps {
  /** The day the default range ends on (default today): stories pin it to the fake's calendar. */
  today?: Date;
}

const columns: TableColumn<BroadcastListRow>[] = [
  {
    id: 'template',
    header: 'Template Name',
    // The broadcast's name: the template's, unless the sender gave it another (the name the search matches).
    cell: (row) => <ConsoleLink to={broadcastPaths.view(row.id)}>{row.name}</ConsoleLink>,
    width: '2fr',
    minWidth: 180,
  },
  { id: 'user', header: 'Initiated By', cell: (row) => row.user.name, minWidth: 140 },
  { id: 'channel', header: 'Channel', cell: (row) => row.channelName || '-', minWidth: 140 },
  {
    id: 'created',
    header: 'Created On',
    cell: (row) => formatShortDayMonthYearTime(row.createdOn, '-'),
    minWidth: 180,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={broadcastStatusTone(row.status)}>{titleCase(row.status)}</Badge>,
    minWidth: 190,
  },
];

/**
 * Template broadcasts (§2 "Broadcast list"): newest first, searched by name as you type and by creation dates on
 * Submit (the last 7 days to start with), 20 a page; 'Send Template' opens the sender.
 */
export function BroadcastListScreen({ today }: BroadcastListScreenProps) {
  const { permissions } = useSession();
  const navigate = useConsoleNavigate();
  const [dates, setDates] = useState<DateRangeValue>(() => defaultBroadcastRange(today ?? new Date()));
  const [applied, setApplied] = useState(dates);
  const [name, setName] = useState('');
  const [from, setFrom] = useState(0);
  const broadcasts = useBroadcasts({
    from,
    perPage: BROADCAST_PAGE_SIZE,
    ...(name ? { name } : {}),
    ...broadcastDateQuery(applied),
  });
  const rows = broadcasts.data?.broadcastList ?? [];

  const handleSearch = (text: string) => {
    setName(text.trim());
    setFrom(0);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(dates);
    setFrom(0);
  };

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Broadcasts</h1>
        {hasAnyPermission(permissions, BROADCAST_TO_MANY) ? (
          <Button icon="send" onClick={() => navigate(broadcastPaths.create)}>
            Send Template
          </Button>
        ) : null}
      </AdminPageHeader>
      <StyledFilters role="search" aria-label="Filter broadcasts" onSubmit={handleSubmit}>
        <SearchBox
          label="Search broadcasts by name"
          placeholder="Search by name"
          debounceMs={BROADCAST_SEARCH_DEBOUNCE_MS}
          onSearch={handleSearch}
        />
        <DateRange value={dates} onChange={setDates} today={today} />
        <Button type="submit" variant="secondary">
          Submit
        </Button>
      </StyledFilters>
      <Table
        label="Broadcasts"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={broadcasts.isFetching}
        // A list that failed to load is not an empty one.
        emptyText={broadcasts.isError ? broadcasts.error.message : 'No Record'}
      />
      {from > 0 || broadcasts.data?.more ? (
        <Pager
          offset={from}
          pageSize={BROADCAST_PAGE_SIZE}
          hasMore={broadcasts.data?.more ?? false}
          loading={broadcasts.isFetching}
          onChange={setFrom}
        />
      ) : null}
    </AdminPage>
  );
}

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;
