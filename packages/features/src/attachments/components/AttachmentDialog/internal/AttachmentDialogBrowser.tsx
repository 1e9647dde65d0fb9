import { useState } from 'react';
import styled from 'styled-components';
import { ATTACHMENT_SEARCH_DEBOUNCE_MS, type Artifact, type Bucket, type Visibility } from '@parley/api-client';
import { useArtifacts } from '@parley/api-client/hooks';
import { SearchBox, theme } from '@parley/ui';
import type { AttachmentMediaType } from '../../attachmentKinds.ts';
import { useFirstPageOnLeave } from '../../../hooks/useFirstPageOnLeave.ts';
import { AttachmentDialogBucketFolders, AttachmentDialogBucketMembers } from './AttachmentDialogBuckets.tsx';
import { AttachmentDialogList } from './AttachmentDialogList.tsx';
import { AttachmentDialogViewToggle, type AttachmentDialogView } from './AttachmentDialogViewToggle.tsx';

export interface AttachmentDialogBrowserProps {
  visibility: Visibility;
  view: AttachmentDialogView;
  onViewChange: (view: AttachmentDialogView) => void;
  mediaType: AttachmentMediaType | undefined;
  online: boolean;
  onChoose: (artifact: Artifact) => void;
}

/**
 * The Public or the Private tab: the All/Bucket toggle, the search and what they select. Mounted afresh for each
 * tab, so a tab starts with no search, its first page and no open bucket (broadcast-and-customer-master §4).
 */
export function AttachmentDialogBrowser({
  visibility,
  view,
  onViewChange,
  mediaType,
  online,
  onChoose,
}: AttachmentDialogBrowserProps) {
  const [search, setSearch] = useState('');
  const [bucket, setBucket] = useState<Bucket | null>(null);
  // A new place to look starts with an empty search.
  const goTo = (next: Bucket | null) => {
    setBucket(next);
    setSearch('');
  };
  const searchLabel = bucket ? `Search in ${bucket.name}` : view === 'bucket' ? 'Search buckets' : 'Search attachments';
  return (
    <StyledBrowser>
      <StyledToolbar>
        <AttachmentDialogViewToggle
          value={view}
          onChange={(next) => {
            onViewChange(next);
            goTo(null);
          }}
        />
        <StyledSearch>
          <SearchBox
            key={`${view}:${bucket?.id ?? ''}`}
            label={searchLabel}
            placeholder={searchLabel}
            debounceMs={ATTACHMENT_SEARCH_DEBOUNCE_MS}
            onSearch={(text) => setSearch(text.trim())}
          />
        </StyledSearch>
      </StyledToolbar>
      {view === 'all' ? (
        <AllAttachments
          visibility={visibility}
          search={search}
          mediaType={mediaType}
          online={online}
          onChoose={onChoose}
        />
      ) : bucket ? (
        <AttachmentDialogBucketMembers
          bucket={bucket}
          visibility={visibility}
          search={search}
          mediaType={mediaType}
          online={online}
          onBack={() => goTo(null)}
          onChoose={onChoose}
        />
      ) : (
        <AttachmentDialogBucketFolders visibility={visibility} search={search} online={online} onOpen={goTo} />
      )}
    </StyledBrowser>
  );
}

/**
 * Every attachment of the tab, bucketed or not: "All" finds an attachment wherever it is filed, and the Bucket
 * view is there to browse by folder.
 */
function AllAttachments({
  visibility,
  search,
  mediaType,
  online,
  onChoose,
}: Omit<AttachmentDialogBrowserProps, 'view' | 'onViewChange'> & { search: string }) {
  const query = { visibility, ...(mediaType ? { mediaType } : {}), ...(search ? { desc: search } : {}) };
  const artifacts = useArtifacts(query, { enabled: online });
  useFirstPageOnLeave(query);
  return (
    <AttachmentDialogList
      label={`${visibility === 'public' ? 'Public' : 'Private'} attachments`}
      artifacts={artifacts}
      paged
      online={online}
      onChoose={onChoose}
    />
  );
}

const StyledBrowser = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const StyledSearch = styled.div`
  flex: 1 1 200px;
  min-width: 0;
`;
