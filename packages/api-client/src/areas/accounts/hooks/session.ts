import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '../../../contract/schemas.ts';
import { useApiClient } from '../../../hooks/ApiProvider.tsx';
import { queryKeys } from '../../../hooks/queryKeys.ts';

export function useSettings() {
  const { api } = useApiClient();
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => (await api.getSettings()).data,
    staleTime: Infinity,
  });
}

export function useCaptcha(requestFrom: 'login' | 'forgetPassword' | 'signup') {
  const { api } = useApiClient();
  return useQuery({
    queryKey: queryKeys.captcha(requestFrom),
    queryFn: async () => (await api.captchaGenerate({ query: { requestFrom } })).data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  const { api } = useApiClient();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: async () => (await api.getProfile()).data,
    enabled: options.enabled ?? true,
    retry: false,
    staleTime: 60_000,
  });
}

export function useLogin() {
  const { api } = useApiClient();
  return useMutation({ mutationFn: async (body: LoginRequest) => (await api.login({ body })).data });
}

export function useLogout() {
  const { api } = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.logout();
    },
    onSettled: () => queryClient.clear(),
  });
}
