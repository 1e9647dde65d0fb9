import { useEffect, useMemo, useState } from 'react';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { CUSTOMER_PAGE_SIZE, isApiError, type CustomerRow } from '@parley/api-client';
import {
  useCustomers,
  useDeleteCustomer,
  useGroups,
  useMapCustomers,
  useSaveGroup,
  useSaveTag,
  useTags,
} from '@parley/api-client/hooks';
import {
  Button,
  ConfirmDialog,
  IconButton,
  LoadError,
  NARROW_MEDIA,
  Pager,
  SearchBox,
  Table,
  useToast,
  type TableColumn,
  theme,
} from '@parley/ui';
import { cmPaths } from '../components/format.ts';
import { NameDialog } from '../components/NameDialog.tsx';
import { useErrorToast } from '../hooks/useErrorToast.ts';
import { PickDialog } from '../components/PickDialog.tsx';
import { StyledHeader, StyledLink, StyledRow, StyledScreen, StyledTitle } from '../components/styles.ts';

type Dialog = 'segment' | 'group' | 'moveGroup' | 'attachLabel' | null;

/** Customer list (§2): segments panel, search, select-all table with dynamic columns, delete, groups and labels. */
export function CustomerListScreen() {
  const toast = useToast();
  const navigate = useConsoleNavigate();
  const [segmentSearch, setSegmentSearch] = useState('');
  const [segmentId, setSegmentId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<CustomerRow | null>(null);
  const tags = useTags(segmentSearch);
  const groups = useGroups();
  const saveTag = useSaveTag();
  const saveGroup = useSaveGroup();
  const mapCustomers = useMapCustomers();
  const remove = useDeleteCustomer();
  const segments = useMemo(() => tags.data ?? [], [tags.data]);
  useErrorToast(tags.error);

  // The first segment is selected automatically. It is the selection from the render the segments arrive in (the
  // effect only keeps it once chosen), so the list's first request already asks for it: no request without it first.
  const selectedSegmentId = segmentId ?? segments[0]?.id ?? null;
  useEffect(() => {
    if (segmentId === null && selectedSegmentId !== null) setSegmentId(selectedSegmentId);
  }, [segmentId, selectedSegmentId]);

  const customers = useCustomers(
    {
      from,
      perPage: CUSTOMER_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(selectedSegmentId ? { tags: [selectedSegmentId] } : {}),
    },
    // Until the segments are known (loaded or failed), the default segment is not.
    !tags.isPending,
  );
  const list = customers.data;
  const headers = list?.headers ?? [];

  const selectSegment = (id: string) => {
    setSegmentId(id);
    setFrom(0);
    setSelected([]);
  };

  const columns: TableColumn<CustomerRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (row) => <StyledLink to={cmPaths.customerView(row.id)}>{row.name}</StyledLink>,
    },
    { id: 'phone', header: 'Phone Number', cell: (row) => row.phoneNumber },
    ...headers.map((h, i): TableColumn<CustomerRow> => ({
      id: `h-${h.id}`,
      header: h.name,
      cell: (row) => row.details[i]?.value || '-',
    })),
    {
      id: 'action',
      header: 'Action',
      width: '90px',
      align: 'center',
      cell: (row) => (
        <IconButton
          icon="trash"
          label={`Delete ${row.name}`}
          variant="ghost"
          size="sm"
          onClick={() => setDeleting(row)}
        />
      ),
    },
  ];

  const handleMap = (kind: 'groupIds' | 'tagIds', ids: string[]) => {
    mapCustomers.mutate(
      { customerIds: selected, [kind]: ids },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setSelected([]);
          setDialog(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <StyledLayout>
      <StyledSegments aria-labelledby="cm-segments-heading">
        <StyledRow style={{ justifyContent: 'space-between' }}>
          <StyledPanelTitle id="cm-segments-heading">Segments</StyledPanelTitle>
          <IconButton
            icon="plus"
            label="Create Segment"
            size="sm"
            variant="ghost"
            onClick={() => setDialog('segment')}
          />
        </StyledRow>
        <SearchBox label="Search segments" debounceMs={300} onSearch={setSegmentSearch} />
        <StyledSegmentList aria-label="Segments">
          <StyledSegmentHead aria-hidden="true">
            <span>Name</span>
            <span>Count</span>
          </StyledSegmentHead>
          {segments.map((s) => (
            <li key={s.id}>
              <StyledSegment
                type="button"
                aria-pressed={s.id === selectedSegmentId}
                onClick={() => selectSegment(s.id)}
              >
                <span>{s.name}</span>
                <span>{s.count}</span>
              </StyledSegment>
            </li>
          ))}
          {tags.isSuccess && segments.length === 0 ? <li>No Record Found</li> : null}
        </StyledSegmentList>
        {tags.isError ? (
          // The toast has announced the server's message (§8).
          <LoadError
            message="Segments could not be loaded."
            onRetry={() => void tags.refetch()}
            retrying={tags.isFetching}
            announce={false}
          />
        ) : null}
      </StyledSegments>

      <StyledScreen aria-labelledby="cm-customers-heading" aria-busy={customers.isFetching || undefined}>
        <StyledHeader>
          <StyledTitle id="cm-customers-heading">Customers</StyledTitle>
          <StyledRow>
            <SearchBox
              label="Search customers"
              debounceMs={300}
              onSearch={(text) => {
                setSearch(text.trim());
                setFrom(0);
              }}
            />
            {selectedSegmentId ? (
              <Button variant="secondary" icon="upload" onClick={() => navigate(cmPaths.uploadFile(selectedSegmentId))}>
                Upload
              </Button>
            ) : null}
            <Button icon="plus" onClick={() => navigate(cmPaths.customerCreate)}>
              Add Customer
            </Button>
          </StyledRow>
        </StyledHeader>
        <StyledRow>
          <Button variant="secondary" size="sm" onClick={() => setDialog('group')}>
            Create Group
          </Button>
          <Button variant="secondary" size="sm" disabled={selected.length === 0} onClick={() => setDialog('moveGroup')}>
            Move Group
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={selected.length === 0}
            onClick={() => setDialog('attachLabel')}
          >
            Attach Label
          </Button>
        </StyledRow>
        {search && list?.searchCatchingUp ? (
          <StyledCatchingUp role="status">
            Customers imported a moment ago are still being made searchable: this search may not find all of them yet.
            It is repeated until they are.
          </StyledCatchingUp>
        ) : null}
        <Table
          label="Customers"
          columns={columns}
          rows={list?.customers ?? []}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.name}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          loading={customers.isPending}
          emptyText="No Record Found"
        />
        <Pager
          offset={from}
          pageSize={CUSTOMER_PAGE_SIZE}
          hasMore={list?.hasMore ?? false}
          onChange={setFrom}
          loading={customers.isFetching}
        />
      </StyledScreen>

      <NameDialog
        open={dialog === 'segment'}
        title="Create Segment"
        label="Segment Name"
        onClose={() => setDialog(null)}
        onSave={async (name) => {
          const result = await saveTag.mutateAsync(name);
          toast.success(result.message);
          selectSegment(result.data.tag.id);
        }}
      />
      <NameDialog
        open={dialog === 'group'}
        title="Create Group"
        label="Group Name"
        onClose={() => setDialog(null)}
        onSave={async (name) => toast.success((await saveGroup.mutateAsync(name)).message)}
      />
      <PickDialog
        open={dialog === 'moveGroup'}
        title="Move Group"
        label="Add to Group"
        options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        busy={mapCustomers.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(picked) =>
          handleMap(
            'groupIds',
            picked.map((p) => p.value),
          )
        }
      />
      <PickDialog
        open={dialog === 'attachLabel'}
        title="Attach Label"
        label="Attach Label"
        options={segments.map((s) => ({ value: s.id, label: s.name }))}
        busy={mapCustomers.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(picked) =>
          handleMap(
            'tagIds',
            picked.map((p) => p.value),
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete"
        message="Are you sure you want to delete?"
        confirmLabel="Yes"
        cancelLabel="No"
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
      {customers.isError && isApiError(customers.error) ? <p role="alert">{customers.error.message}</p> : null}
    </StyledLayout>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${theme.space[4]};
  align-items: start;
  /* A phone stacks the segments over the customers: side by side, the list got a third of the width. */
  @media ${NARROW_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledSegments = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
`;

const StyledPanelTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;

const StyledSegmentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const StyledSegmentHead = styled.li`
  display: flex;
  justify-content: space-between;
  padding: ${() => `${theme.space[1]} ${theme.space[2]}`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledSegment = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.primarySubtle};
    font-weight: ${theme.font.weightBold};
  }
`;

const StyledCatchingUp = styled.p`
  margin: 0;
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.infoSubtle};
  color: ${theme.colors.text};
  font-size: ${theme.font.sizeSm};
`;
