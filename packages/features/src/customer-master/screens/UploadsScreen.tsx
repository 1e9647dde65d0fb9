import { useState } from 'react';
import { useParams } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { UPLOAD_PAGE_SIZE, type UploadRecord } from '@parley/api-client';
import { useTags, useUploads } from '@parley/api-client/hooks';
import {
  Button,
  DateRange,
  Icon,
  IconButton,
  Pager,
  Select,
  Table,
  type DateRangeValue,
  type TableColumn,
} from '@parley/ui';
import { cmPaths, formatCmDate } from '../components/format.ts';
import { StyledHeader, StyledRow, StyledScreen, StyledTitle } from '../components/styles.ts';
import { useErrorToast } from '../hooks/useErrorToast.ts';

const STATE_ICON = { COMPLETED: 'check', WAITING: 'refresh', ERROR: 'alert', PARSED: 'info' } as const;
const STATE_LABEL = { COMPLETED: 'Completed', WAITING: 'Waiting', ERROR: 'Error', PARSED: 'Parsed' } as const;

/**
 * The uploads query's creation-date bounds for the picked days: from the start of the first to the
 * end of the last, in the user's time zone, as UTC instants. An empty side is unbounded.
 */
export function uploadDateQuery(range: DateRangeValue): { fromDate?: string; toDate?: string } {
  return {
    ...(range.start ? { fromDate: new Date(`${range.start}T00:00:00`).toISOString() } : {}),
    ...(range.end ? { toDate: new Date(`${range.end}T23:59:59.999`).toISOString() } : {}),
  };
}

/** My Uploads (§2): upload history by segment and date range, 10 a page, a row opens its error list. */
export function UploadsScreen() {
  const { id } = useParams();
  const navigate = useConsoleNavigate();
  const [from, setFrom] = useState(0);
  const [dates, setDates] = useState<DateRangeValue>({ start: '', end: '' });
  const tags = useTags();
  const uploads = useUploads({
    from,
    perPage: UPLOAD_PAGE_SIZE,
    ...(id ? { segmentId: id } : {}),
    ...uploadDateQuery(dates),
  });
  useErrorToast(uploads.error);
  useErrorToast(tags.error);
  const columns: TableColumn<UploadRecord>[] = [
    { id: 'file', header: 'File Name', cell: (u) => u.file.name, width: '2fr' },
    { id: 'total', header: 'Total Count', cell: (u) => u.totalLines },
    { id: 'accepted', header: 'Accepted', cell: (u) => u.acceptedLines },
    { id: 'error', header: 'Error', cell: (u) => u.errorLines },
    { id: 'completed', header: 'Completed On', cell: (u) => formatCmDate(u.completedOn), width: '1.5fr' },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => (
        <StyledRow>
          <Icon name={STATE_ICON[u.state]} title={STATE_LABEL[u.state]} />
          {u.state === 'WAITING' ? `${u.progress}%` : STATE_LABEL[u.state]}
        </StyledRow>
      ),
    },
  ];
  return (
    <StyledScreen aria-labelledby="cm-uploads-heading">
      <StyledHeader>
        <StyledTitle id="cm-uploads-heading">
          <IconButton
            icon="chevronLeft"
            label="Back to customers"
            variant="ghost"
            onClick={() => navigate(cmPaths.customers)}
          />
          My Uploads
        </StyledTitle>
        <StyledRow>
          <Select
            label="Segment"
            placeholder="All segments"
            value={id ?? ''}
            options={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            onChange={(e) => {
              setFrom(0);
              navigate(cmPaths.uploads(e.target.value || undefined));
            }}
          />
          <DateRange
            value={dates}
            onChange={(next) => {
              setFrom(0);
              setDates(next);
            }}
          />
          {id ? (
            <Button icon="upload" onClick={() => navigate(cmPaths.uploadFile(id))}>
              Upload Data
            </Button>
          ) : null}
        </StyledRow>
      </StyledHeader>
      <Table
        label="Uploads"
        columns={columns}
        rows={uploads.data?.customerCSVs ?? []}
        getRowId={(u) => u.uploadId}
        onRowClick={(u) => navigate(cmPaths.errors(u.uploadId))}
        loading={uploads.isPending}
        // A list that failed to load is not an empty one.
        emptyText={uploads.isError ? uploads.error.message : 'No Record'}
      />
      <Pager
        offset={from}
        pageSize={UPLOAD_PAGE_SIZE}
        hasMore={uploads.data?.hasMore ?? false}
        onChange={setFrom}
        loading={uploads.isFetching}
      />
    </StyledScreen>
  );
}
