import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../hooks/saveBlob.ts';
import type {
  CustomerListQuery,
  CustomerSave,
  InputFieldDefinitionSave,
  MapCustomers,
  StartImport,
  UploadListQuery,
} from '../customerMasterSchemas.ts';
import { UPLOAD_ERROR_PAGE_SIZE } from '../customerLimits.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';

/** Query keys of the customer master; every mutation invalidates `all`. */
export const customerMasterKeys = {
  all: ['customerMaster'] as const,
  definitions: ['customerMaster', 'definitions'] as const,
  customers: (query: CustomerListQuery) => ['customerMaster', 'customers', query] as const,
  customer: (id: string) => ['customerMaster', 'customer', id] as const,
  tags: (search: string) => ['customerMaster', 'tags', search] as const,
  groups: (search: string) => ['customerMaster', 'groups', search] as const,
  uploads: (query: UploadListQuery) => ['customerMaster', 'uploads', query] as const,
  upload: (id: string) => ['customerMaster', 'upload', id] as const,
  uploadErrors: (id: string, from: number) => ['customerMaster', 'uploadErrors', id, from] as const,
};

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerMasterKeys.all });
}

export function useInputFieldDefinitions() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.definitions,
    queryFn: async ({ signal }) => (await api.listInputFieldDefinitions({ signal })).data,
  });
}

export function useSaveInputFieldDefinition() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: InputFieldDefinitionSave) => api.saveInputFieldDefinition({ body }),
    onSuccess: invalidate,
  });
}

export function useMoveInputFieldDefinition() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: { from: number; to: number }) => api.moveInputFieldDefinition({ body }),
    onSuccess: (result) => {
      queryClient.setQueryData(customerMasterKeys.definitions, result.data);
      return invalidate();
    },
  });
}

export function useDeleteInputFieldDefinition() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api.deleteInputFieldDefinition({ params: { id } }),
    onSuccess: invalidate,
  });
}

/** How often a search is asked again while the server is still making imported customers searchable. */
export const SEARCH_CATCH_UP_POLL_MS = 5_000;

export function useCustomers(query: CustomerListQuery, enabled = true) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.customers(query),
    queryFn: async ({ signal }) => (await api.listCustomers({ query, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
    // A search that may miss customers still being made searchable is asked again until it cannot.
    refetchInterval: (q) => (query.search && q.state.data?.searchCatchingUp ? SEARCH_CATCH_UP_POLL_MS : false),
  });
}

/**
 * Pages of customers for a picker that loads as it scrolls: each page is fetched through the query cache (so
 * reopening the picker or scrolling back asks nothing again) and is stale once the customer master changes.
 */
export function useCustomerPages(perPage: number) {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return (search: string, from: number) => {
    const query: CustomerListQuery = { from, perPage, ...(search ? { search } : {}) };
    return queryClient.fetchQuery({
      queryKey: customerMasterKeys.customers(query),
      queryFn: async ({ signal }) => (await api.listCustomers({ query, signal })).data,
    });
  };
}

export function useCustomer(id: string | undefined) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.customer(id ?? ''),
    queryFn: async ({ signal }) => (await api.getCustomer({ params: { id: id! }, signal })).data.customer,
    enabled: Boolean(id),
  });
}

export function useSaveCustomer() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (body: CustomerSave) => api.saveCustomer({ body }), onSuccess: invalidate });
}

export function useDeleteCustomer() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => api.deleteCustomer({ params: { id } }), onSuccess: invalidate });
}

export function useTags(search = '') {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.tags(search),
    queryFn: async ({ signal }) => (await api.listTags({ query: search ? { search } : {}, signal })).data.tags,
    placeholderData: keepPreviousData,
  });
}

export function useSaveTag() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (name: string) => api.saveTag({ body: { name } }), onSuccess: invalidate });
}

export function useGroups(search = '') {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.groups(search),
    queryFn: async ({ signal }) => (await api.listGroups({ query: search ? { search } : {}, signal })).data.groups,
  });
}

export function useSaveGroup() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (name: string) => api.saveGroup({ body: { name } }), onSuccess: invalidate });
}

export function useMapCustomers() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (body: MapCustomers) => api.mapCustomers({ body }), onSuccess: invalidate });
}

export function useUploads(query: UploadListQuery) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.uploads(query),
    queryFn: async ({ signal }) => (await api.listUploads({ query, signal })).data,
    placeholderData: keepPreviousData,
    // Imports run in the background: refresh while one is still WAITING.
    refetchInterval: (q) => (q.state.data?.customerCSVs.some((u) => u.state === 'WAITING') ? 2000 : false),
  });
}

/** One upload, polled every `pollMs` while it is WAITING. */
export function useUpload(id: string | undefined, pollMs = 1000) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.upload(id ?? ''),
    queryFn: async ({ signal }) => (await api.getUpload({ params: { id: id! }, signal })).data.upload,
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.state === 'WAITING' ? pollMs : false),
  });
}

export function useUploadErrors(entryId: string | undefined, from: number) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: customerMasterKeys.uploadErrors(entryId ?? '', from),
    queryFn: async ({ signal }) =>
      (await api.listUploadErrors({ query: { entryId: entryId!, from, perPage: UPLOAD_ERROR_PAGE_SIZE }, signal }))
        .data,
    enabled: Boolean(entryId),
    placeholderData: keepPreviousData,
  });
}

export function useUploadCustomerCsv() {
  const { api } = useApiClient();
  return useMutation({
    mutationFn: (body: { file: File; segmentId: string; replace: boolean }) => api.uploadCustomerCsv({ body }),
  });
}

export function useStartCustomerImport() {
  const { api } = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (body: StartImport) => api.startCustomerImport({ body }), onSuccess: invalidate });
}

/** Fetches Sample.csv and hands it to the browser as a download. */
export function useDownloadSampleCsv() {
  const { api } = useApiClient();
  return useMutation({
    mutationFn: async (fileName: string) => {
      const blob = (await api.downloadSampleCsv({})).data as Blob;
      saveBlob(blob, fileName);
      return blob;
    },
  });
}
