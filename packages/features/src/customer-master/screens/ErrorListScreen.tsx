import { useState } from 'react';
import { useParams } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { UPLOAD_ERROR_PAGE_SIZE, type UploadErrorRow } from '@parley/api-client';
import { useUpload, useUploadErrors } from '@parley/api-client/hooks';
import { IconButton, Pager, Table, type TableColumn } from '@parley/ui';
import { cmPaths } from '../components/format.ts';
import { StyledHeader, StyledMuted, StyledScreen, StyledTitle } from '../components/styles.ts';

/** Error List (§2): the rejected rows of one upload, 15 a page, with their messages. */
export function ErrorListScreen() {
  const { id } = useParams();
  const navigate = useConsoleNavigate();
  const [from, setFrom] = useState(0);
  const upload = useUpload(id);
  const errors = useUploadErrors(id, from);
  const columns: TableColumn<UploadErrorRow & { sno: number }>[] = [
    { id: 'sno', header: 'S.No', cell: (r) => r.sno, width: '70px' },
    {
      id: 'line',
      header: 'Error row in input file',
      cell: (r) => <span title={r.lineStr}>{`${r.line}: ${r.lineStr}`}</span>,
      width: '2fr',
    },
    {
      id: 'errors',
      header: 'Errors',
      width: '3fr',
      cell: (r) => (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {r.errors.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      ),
    },
  ];
  const rows = (errors.data?.errors ?? []).map((r, i) => ({ ...r, sno: from + i + 1 }));
  return (
    <StyledScreen aria-labelledby="cm-errors-heading">
      <StyledHeader>
        <StyledTitle id="cm-errors-heading">
          <IconButton
            icon="chevronLeft"
            label="Back to uploads"
            variant="ghost"
            onClick={() => navigate(cmPaths.uploads(upload.data?.segmentId))}
          />
          Error List
        </StyledTitle>
        {upload.data ? (
          <StyledMuted>
            {upload.data.file.name}: {upload.data.totalLines} rows, {upload.data.acceptedLines} accepted,{' '}
            {upload.data.errorLines} with errors
          </StyledMuted>
        ) : null}
      </StyledHeader>
      <Table
        label="Upload errors"
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.line)}
        loading={errors.isPending}
        emptyText={errors.isError ? errors.error.message : 'No Errors Found'}
        rowHeight={64}
      />
      <Pager
        offset={from}
        pageSize={UPLOAD_ERROR_PAGE_SIZE}
        hasMore={errors.data?.hasMore ?? false}
        onChange={setFrom}
        loading={errors.isFetching}
      />
    </StyledScreen>
  );
}
