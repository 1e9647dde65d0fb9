import type { AgentListQuery } from '../contract/schemas.ts';

/** Query keys in one place so mutations invalidate exactly what they change. */
export const queryKeys = {
  settings: ['settings'] as const,
  profile: ['profile'] as const,
  captcha: (requestFrom: string) => ['captcha', requestFrom] as const,
  agents: {
    all: ['agents'] as const,
    list: (query: Omit<AgentListQuery, 'from'>) => ['agents', 'list', query] as const,
    detail: (id: string) => ['agents', 'detail', id] as const,
  },
  apiKeys: ['apiKeys'] as const,
};
