import { useState } from 'react';
import styled from 'styled-components';
import { ARTIFACT_PAGE_SIZE, AttachmentMessages, type Artifact, type ArtifactListQuery } from '@parley/api-client';
import { useArtifacts, useBuckets, useDeleteArtifact, useRemoveFromBucket } from '@parley/api-client/hooks';
import { Button, ConfirmDialog, EmptyState, theme, useToast } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { errorText } from '../../accounts/components/errorText.ts';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { ArtifactFormDialog } from '../components/library/ArtifactFormDialog.tsx';
import { BucketsPanel } from '../components/library/BucketsPanel.tsx';
import { LibraryFilters, NO_FILTERS, type LibraryFilterValues } from '../components/library/LibraryFilters.tsx';
import { LibraryTable, type LibraryAction } from '../components/library/LibraryTable.tsx';
import { MoveToBucketDialog } from '../components/library/MoveToBucketDialog.tsx';
import { useOpenAttachment } from '../hooks/useOpenAttachment.ts';

type LibraryDialog = { kind: 'add' } | { kind: 'edit' | 'move' | 'delete'; artifact: Artifact } | null;

/** The list call for these filters: only the filters that are set travel. */
function queryOf(filters: LibraryFilterValues): Omit<ArtifactListQuery, 'from'> {
  return {
    perPage: ARTIFACT_PAGE_SIZE,
    ...(filters.search ? { desc: filters.search } : {}),
    ...(filters.type ? { type: Number(filters.type) } : {}),
    ...(filters.visibility ? { visibility: filters.visibility } : {}),
    ...(filters.bucketId ? { bucketId: filters.bucketId } : {}),
  };
}

/**
 * My Library (/content-library, platform-shell §2.2 and §2.5): the user's private attachments and the enterprise's
 * public ones, filtered and a page at a time, with add, edit, move between buckets, delete, open and download, and
 * the buckets beside them.
 */
export function ContentLibraryScreen() {
  const toast = useToast();
  const [filters, setFilters] = useState<LibraryFilterValues>(NO_FILTERS);
  const [dialog, setDialog] = useState<LibraryDialog>(null);
  const artifacts = useArtifacts(queryOf(filters));
  const buckets = useBuckets();
  const remove = useDeleteArtifact();
  const removeFromBucket = useRemoveFromBucket();
  const { fileUrl, open, download } = useOpenAttachment();
  const rows = artifacts.data?.pages.flatMap((page) => page.artifacts) ?? [];
  const bucketList = buckets.data ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const nothingYet = artifacts.isSuccess && rows.length === 0 && !filtered;

  const handleAction = (action: LibraryAction, artifact: Artifact) => {
    if (action === 'open') return open(artifact);
    if (action === 'download') return void download(artifact);
    if (action === 'remove')
      return removeFromBucket.mutate(
        { params: { id: artifact.id } },
        {
          onSuccess: (answer) => toast.success(answer.message || AttachmentMessages.removed),
          onError: (failure) => toast.error(errorText(failure)),
        },
      );
    setDialog({ kind: action, artifact });
  };

  const handleDelete = (artifact: Artifact) =>
    remove.mutate(
      { params: { id: artifact.id } },
      {
        onSuccess: (answer) => toast.success(answer.message || AttachmentMessages.deleted),
        onError: (failure) => toast.error(errorText(failure)),
        onSettled: () => setDialog(null),
      },
    );

  const addButton = (
    <Button icon="plus" onClick={() => setDialog({ kind: 'add' })}>
      Add attachment
    </Button>
  );

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>My Library</h1>
        {addButton}
      </AdminPageHeader>
      <StyledLayout>
        <StyledMain aria-label="Library attachments">
          <LibraryFilters value={filters} buckets={bucketList} onChange={setFilters} />
          <LoadError query={artifacts} />
          {artifacts.isError ? null : nothingYet ? (
            <EmptyState
              headingLevel={2}
              icon="file"
              title="Your library is empty"
              description="Keep files, web addresses, locations, canned messages and tags here to attach them to messages and templates."
              action={addButton}
            />
          ) : (
            <>
              <LibraryTable
                rows={rows}
                buckets={bucketList}
                loading={artifacts.isPending || (artifacts.isFetching && !artifacts.isFetchingNextPage)}
                emptyText="No attachments match the filters"
                fileUrl={fileUrl}
                onAction={handleAction}
              />
              {artifacts.hasNextPage ? (
                <StyledMore>
                  <Button
                    variant="secondary"
                    loading={artifacts.isFetchingNextPage}
                    onClick={() => void artifacts.fetchNextPage()}
                  >
                    {AttachmentMessages.showMore}
                  </Button>
                </StyledMore>
              ) : rows.length ? (
                <StyledNoMore>{AttachmentMessages.noMore}</StyledNoMore>
              ) : null}
            </>
          )}
        </StyledMain>
        <StyledAside>
          <BucketsPanel />
        </StyledAside>
      </StyledLayout>
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ArtifactFormDialog
          artifact={dialog.kind === 'edit' ? dialog.artifact : undefined}
          buckets={bucketList}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveToBucketDialog artifact={dialog.artifact} buckets={bucketList} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete"
          message="Are you sure you want to delete?"
          confirmLabel="Yes"
          cancelLabel="No"
          busy={remove.isPending}
          onConfirm={() => handleDelete(dialog.artifact)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </AdminPage>
  );
}

/** The list and the buckets side by side when there is room; the buckets go below on a narrow window. */
const StyledLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[4]};
`;

const StyledMain = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[3]};
  flex: 3 1 520px;
  min-width: 0;
`;

const StyledAside = styled.div`
  flex: 1 1 260px;
  min-width: 0;
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

const StyledNoMore = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
