import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ATTACHMENT_PAGE_SIZE, type ArtifactList, type ArtifactListQuery } from '@parley/api-client';
import { attachmentKeys } from '@parley/api-client/hooks';

/**
 * Leaving a list (another tab, another search) keeps only its first page in the cache, so coming back starts at
 * the first page, as broadcast-and-customer-master §4 asks ("switching the attachment tab resets search and
 * paging"), and shows it at once instead of every page loaded before. `query` is what useArtifacts was given.
 */
export function useFirstPageOnLeave(query: Omit<ArtifactListQuery, 'from'>): void {
  const queryClient = useQueryClient();
  const key = attachmentKeys.artifacts({ ...query, perPage: query.perPage ?? ATTACHMENT_PAGE_SIZE });
  const keyText = JSON.stringify(key);
  useEffect(
    () => () => {
      queryClient.setQueryData<InfiniteData<ArtifactList>>(JSON.parse(keyText), (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
      );
    },
    [queryClient, keyText],
  );
}
