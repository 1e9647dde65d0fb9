import { useId, useState } from 'react';
import styled from 'styled-components';
import { AttachmentMessages, type Bucket } from '@parley/api-client';
import { useBuckets, useDeleteBucket } from '@parley/api-client/hooks';
import { Button, ConfirmDialog, Icon, Spinner, theme, useToast } from '@parley/ui';
import { errorText } from '../../../accounts/components/errorText.ts';
import { LoadError } from '../../../accounts/components/LoadError.tsx';
import { RowActionsMenu } from '../../../accounts/components/RowActionsMenu.tsx';
import { BUCKET_ICON, visibilityLabel } from '../attachmentKinds.ts';
import { BucketNameDialog } from './BucketNameDialog.tsx';

type BucketDialog = { kind: 'create' } | { kind: 'rename' | 'delete'; bucket: Bucket } | null;

/** The library's buckets (folders): each with who sees it and how many attachments it holds; create, rename, delete. */
export function BucketsPanel() {
  const headingId = useId();
  const toast = useToast();
  const buckets = useBuckets();
  const remove = useDeleteBucket();
  const [dialog, setDialog] = useState<BucketDialog>(null);

  const handleDelete = (bucket: Bucket) =>
    remove.mutate(
      { body: { id: bucket.id } },
      {
        onSuccess: (answer) => toast.success(answer.message || AttachmentMessages.bucketDeleted),
        onError: (failure) => toast.error(errorText(failure)),
        onSettled: () => setDialog(null),
      },
    );

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledPanelHeader>
        <h2 id={headingId}>Buckets</h2>
        <Button size="sm" variant="secondary" icon="plus" onClick={() => setDialog({ kind: 'create' })}>
          New bucket
        </Button>
      </StyledPanelHeader>
      <LoadError query={buckets} />
      {buckets.isPending ? <Spinner label="Loading buckets" /> : null}
      {buckets.data?.length === 0 ? (
        <StyledNote>No buckets yet. A bucket groups attachments like a folder.</StyledNote>
      ) : null}
      {buckets.data?.length ? (
        <StyledBucketList aria-labelledby={headingId}>
          {buckets.data.map((bucket) => (
            <StyledBucket key={bucket.id}>
              <Icon name={BUCKET_ICON} size={18} />
              <StyledBucketText>
                <StyledBucketName>{bucket.name}</StyledBucketName>
                <StyledBucketFacts>
                  {visibilityLabel(bucket.visibility)} · {bucket.count}{' '}
                  {bucket.count === 1 ? 'attachment' : 'attachments'}
                </StyledBucketFacts>
              </StyledBucketText>
              {bucket.editable ? (
                <RowActionsMenu
                  label={`Actions for bucket ${bucket.name}`}
                  items={[
                    { id: 'rename', label: 'Rename', onSelect: () => setDialog({ kind: 'rename', bucket }) },
                    { id: 'delete', label: 'Delete', onSelect: () => setDialog({ kind: 'delete', bucket }) },
                  ]}
                />
              ) : null}
            </StyledBucket>
          ))}
        </StyledBucketList>
      ) : null}
      {dialog?.kind === 'create' || dialog?.kind === 'rename' ? (
        <BucketNameDialog
          bucket={dialog.kind === 'rename' ? dialog.bucket : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete bucket"
          message={`Delete bucket ${dialog.bucket.name}? Its attachments stay in the library, in no bucket.`}
          confirmLabel="Yes"
          cancelLabel="No"
          busy={remove.isPending}
          onConfirm={() => handleDelete(dialog.bucket)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
`;

const StyledPanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
`;

const StyledBucketList = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledBucket = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: ${theme.space[1]} 0;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledBucketText = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
`;

const StyledBucketName = styled.span`
  font-weight: ${theme.font.weightMedium};
  overflow-wrap: anywhere;
`;

const StyledBucketFacts = styled.span`
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
