import { useCallback } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ATTACHMENT_PAGE_SIZE, DOWNLOAD_ACCESS_SECONDS } from '../attachmentCatalog.ts';
import type { ArtifactListQuery } from '../attachmentSchemas.ts';
import type { EndpointDef } from '../../../contract/endpoint.ts';
import { ENDPOINT_ROUTES } from '../../../contract/endpointRoutes.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { useEndpointMutation } from '../../../hooks/endpointMutation.ts';
import { attachmentKeys } from './attachmentKeys.ts';

/**
 * Attachments, a page at a time with "Show more" (broadcast-and-customer-master §2: 15 a page, `more` says whether
 * another page exists).
 */
export function useArtifacts(query: Omit<ArtifactListQuery, 'from'>, options: { enabled?: boolean } = {}) {
  const { api } = useApiClient();
  const perPage = query.perPage ?? ATTACHMENT_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: attachmentKeys.artifacts({ ...query, perPage }),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (await api.listArtifacts({ query: { ...query, perPage, from: pageParam }, signal })).data,
    getNextPageParam: (last, pages) => (last.more ? pages.length * perPage : undefined),
    enabled: options.enabled,
  });
}

/** The buckets the caller sees, unpaged. */
export function useBuckets(
  query: { visibility?: 'public' | 'private'; desc?: string } = {},
  options: { enabled?: boolean } = {},
) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: attachmentKeys.buckets(query),
    queryFn: async ({ signal }) => (await api.listBuckets({ query, signal })).data.list,
    enabled: options.enabled,
  });
}

const everything = [attachmentKeys.all];
export const useCreateArtifact = () => useEndpointMutation('createArtifact', everything);
export const useUpdateArtifact = () => useEndpointMutation('updateArtifact', everything);
export const useDeleteArtifact = () => useEndpointMutation('deleteArtifact', everything);
export const useCreateBucket = () => useEndpointMutation('createBucket', everything);
export const useEditBucket = () => useEndpointMutation('editBucket', everything);
export const useDeleteBucket = () => useEndpointMutation('deleteBucket', everything);
export const useMoveToBucket = () => useEndpointMutation('moveToBucket', everything);
export const useRemoveFromBucket = () => useEndpointMutation('removeFromBucket', everything);
/** Uploads one file; save it as an attachment with useCreateArtifact. */
export const useUploadFile = () => useEndpointMutation('uploadFile');

/** The user's download access id, fetched once and renewed before it expires; undefined until known. */
function useDownloadAccessId(): string | undefined {
  const { api } = useApiClient();
  const access = useQuery({
    queryKey: attachmentKeys.downloadAccess,
    queryFn: async ({ signal }) => (await api.getDownloadAccessId({ signal })).data,
    staleTime: (DOWNLOAD_ACCESS_SECONDS - 60) * 1000,
    refetchInterval: (DOWNLOAD_ACCESS_SECONDS - 60) * 1000,
  });
  return access.data?.accessId;
}

/**
 * Builds a stored file's address for <img src> and links: files open with the user's download access id, which is
 * fetched once and renewed before it expires. Undefined until the id is known.
 */
export function useFileUrl(): ((fileId: string) => string) | undefined {
  const { client } = useApiClient();
  const accessId = useDownloadAccessId();
  const build = useCallback(
    (fileId: string) =>
      client.url(ENDPOINT_ROUTES.downloadFile as unknown as EndpointDef, { fileId }, { 'x-access-id': accessId }),
    [client, accessId],
  );
  return accessId ? build : undefined;
}

/** Builds the address of the media a customer sent (a received message's), opened like a stored file. */
export function useMessageMediaUrl(): ((messageId: string) => string) | undefined {
  const { client } = useApiClient();
  const accessId = useDownloadAccessId();
  const build = useCallback(
    (messageId: string) =>
      client.url(
        ENDPOINT_ROUTES.downloadMessageMedia as unknown as EndpointDef,
        { messageId },
        { 'x-access-id': accessId },
      ),
    [client, accessId],
  );
  return accessId ? build : undefined;
}
