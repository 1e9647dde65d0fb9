import styled from 'styled-components';
import { AttachmentMessages, type Artifact } from '@parley/api-client';
import { useArtifacts, useFileUrl } from '@parley/api-client/hooks';
import { Alert, Button, EmptyState, LoadError, Spinner, theme } from '@parley/ui';
import { attachmentErrorText } from '../../attachmentErrorText.ts';
import { AttachmentDialogCard } from './AttachmentDialogCard.tsx';

export interface AttachmentDialogListProps {
  /** Names the list for assistive technology. */
  label: string;
  artifacts: ReturnType<typeof useArtifacts>;
  /** A page at a time with "Show more" (the All view); a bucket's members come unpaged. */
  paged: boolean;
  online: boolean;
  onChoose: (artifact: Artifact) => void;
}

/**
 * A list of attachment cards in every state the spec names (broadcast-and-customer-master §2, §8): offline, the
 * wait message, a failed load with the reason, "No Available Attachments!", then the cards with "Show more" or
 * "No more attachment to show".
 */
export function AttachmentDialogList({ label, artifacts, paged, online, onChoose }: AttachmentDialogListProps) {
  const fileUrl = useFileUrl();
  if (!online) return <Alert>{AttachmentMessages.offline}</Alert>;
  if (artifacts.isPending) return <Spinner label={AttachmentMessages.wait} />;
  if (artifacts.isError)
    return (
      <LoadError
        message={attachmentErrorText(artifacts.error, online)}
        retrying={artifacts.isRefetching}
        onRetry={() => void artifacts.refetch()}
      />
    );
  const items = artifacts.data.pages.flatMap((page) => page.artifacts);
  if (items.length === 0) return <EmptyState icon="file" title={AttachmentMessages.noneAvailable} />;
  return (
    <StyledList>
      <StyledCards aria-label={label}>
        {items.map((artifact) => (
          <li key={artifact.id}>
            <AttachmentDialogCard artifact={artifact} fileUrl={fileUrl} onChoose={onChoose} />
          </li>
        ))}
      </StyledCards>
      {paged && artifacts.hasNextPage ? (
        <Button
          variant="secondary"
          loading={artifacts.isFetchingNextPage}
          onClick={() => void artifacts.fetchNextPage()}
        >
          {AttachmentMessages.showMore}
        </Button>
      ) : paged ? (
        <StyledNoMore>{AttachmentMessages.noMore}</StyledNoMore>
      ) : null}
    </StyledList>
  );
}

const StyledList = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
`;

/** As many columns of at least 220 px as fit: one on a phone. */
export const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${theme.space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNoMore = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
