import styled from 'styled-components';
import { ALL_ITEMS, AttachmentMessages, type Artifact, type Bucket, type Visibility } from '@parley/api-client';
import { useArtifacts, useBuckets } from '@parley/api-client/hooks';
import { Alert, Button, EmptyState, Icon, LoadError, Spinner, theme } from '@parley/ui';
import { attachmentErrorText } from '../../attachmentErrorText.ts';
import { BUCKET_ICON, type AttachmentMediaType } from '../../attachmentKinds.ts';
import { AttachmentDialogList, StyledCards } from './AttachmentDialogList.tsx';

export interface AttachmentDialogBucketFoldersProps {
  visibility: Visibility;
  search: string;
  online: boolean;
  onOpen: (bucket: Bucket) => void;
}

/** The tab's bucket folders, searched by name, unpaged (broadcast-and-customer-master §9). */
export function AttachmentDialogBucketFolders({
  visibility,
  search,
  online,
  onOpen,
}: AttachmentDialogBucketFoldersProps) {
  const buckets = useBuckets({ visibility, ...(search ? { desc: search } : {}) }, { enabled: online });
  if (!online) return <Alert>{AttachmentMessages.offline}</Alert>;
  if (buckets.isPending) return <Spinner label={AttachmentMessages.wait} />;
  if (buckets.isError)
    return (
      <LoadError
        message={attachmentErrorText(buckets.error, online)}
        retrying={buckets.isRefetching}
        onRetry={() => void buckets.refetch()}
      />
    );
  if (buckets.data.length === 0) return <EmptyState icon={BUCKET_ICON} title="No buckets to show" />;
  return (
    <StyledCards aria-label="Buckets">
      {buckets.data.map((bucket) => (
        <li key={bucket.id}>
          <StyledFolder type="button" onClick={() => onOpen(bucket)}>
            <Icon name={BUCKET_ICON} size={20} />
            <StyledFolderName>{bucket.name}</StyledFolderName>
          </StyledFolder>
        </li>
      ))}
    </StyledCards>
  );
}

export interface AttachmentDialogBucketMembersProps {
  bucket: Bucket;
  visibility: Visibility;
  search: string;
  mediaType: AttachmentMediaType | undefined;
  online: boolean;
  onBack: () => void;
  onChoose: (artifact: Artifact) => void;
}

/** One bucket's attachments, all at once, with "Back to bucket" to the folders. */
export function AttachmentDialogBucketMembers({
  bucket,
  visibility,
  search,
  mediaType,
  online,
  onBack,
  onChoose,
}: AttachmentDialogBucketMembersProps) {
  const members = useArtifacts(
    {
      visibility,
      bucketId: bucket.id,
      perPage: ALL_ITEMS,
      ...(mediaType ? { mediaType } : {}),
      ...(search ? { desc: search } : {}),
    },
    { enabled: online },
  );
  return (
    <StyledMembers>
      <StyledMembersHeader>
        <Button variant="ghost" size="sm" icon="chevronLeft" onClick={onBack}>
          {AttachmentMessages.backToBucket}
        </Button>
        <h3>{bucket.name}</h3>
      </StyledMembersHeader>
      <AttachmentDialogList
        label={`Attachments in ${bucket.name}`}
        artifacts={members}
        paged={false}
        online={online}
        onChoose={onChoose}
      />
    </StyledMembers>
  );
}

const StyledFolder = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  min-height: 48px;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledFolderName = styled.span`
  min-width: 0;
  font-weight: ${theme.font.weightMedium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMembers = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledMembersHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${theme.font.sizeMd};
    overflow-wrap: anywhere;
  }
`;
