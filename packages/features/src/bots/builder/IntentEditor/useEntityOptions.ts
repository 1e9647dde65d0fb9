import { useMemo } from 'react';
import { EDITOR_ENTITY_FETCH_SIZE, useEntities } from '@parley/api-client/hooks';
import type { EntityOption } from '@parley/ui';

/** The agent's custom entities, then its system entities, as the options phrases can be tagged with. */
export function useEntityOptions(agentId: string): EntityOption[] {
  const entities = useEntities(agentId, { from: 0, perPage: EDITOR_ENTITY_FETCH_SIZE, type: 'custom' });
  const systemEntities = useEntities(agentId, { from: 0, perPage: 100, type: 'system' });
  return useMemo(
    () =>
      [...(entities.data?.entities ?? []), ...(systemEntities.data?.entities ?? [])].map((e) => ({
        id: e.id,
        name: e.name,
      })),
    [entities.data, systemEntities.data],
  );
}
