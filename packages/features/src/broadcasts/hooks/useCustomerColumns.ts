import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STANDARD_COLUMNS, hasAnyPermission } from '@parley/api-client';
import { customerMasterKeys, useApiClient } from '@parley/api-client/hooks';
import type { SelectOption } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';

/** Who may read the customer master's fields and customers (its list and picker). */
export const CUSTOMER_READ = ['CUSTOMER_MASTER.VIEW', 'CUSTOMER.VIEW'] as const;

/** Social profiles are contact details, not attributes a message is personalised with. */
const SOCIAL_CATEGORY = 'social_details';

export interface CustomerColumns {
  /** 'Map Column Value' choices: the standard columns, then the enterprise's custom fields by name. */
  options: SelectOption[];
  /** The column names a mapping may read; null while the custom fields are unknown. */
  names: ReadonlySet<string> | null;
}

/**
 * The columns a mapping can read. A sender who cannot read the customer master gets the standard columns only:
 * the custom fields are not asked for (the answer would be a refusal).
 */
export function useCustomerColumns(): CustomerColumns {
  const { api } = useApiClient();
  const { permissions } = useSession();
  const canRead = hasAnyPermission(permissions, CUSTOMER_READ);
  const definitions = useQuery({
    queryKey: customerMasterKeys.definitions,
    queryFn: async ({ signal }) => (await api.listInputFieldDefinitions({ signal })).data,
    enabled: canRead,
  });
  const custom = definitions.data?.inputFieldDefinitions;
  return useMemo(() => {
    const options: SelectOption[] = [
      ...STANDARD_COLUMNS.map((column) => ({ value: column.value, label: column.label })),
      ...(custom ?? [])
        .filter((field) => field.category !== SOCIAL_CATEGORY)
        .map((field) => ({ value: field.fieldName, label: field.fieldLabel })),
    ];
    // Unknown (loading, or failed to load): the server checks the columns instead.
    const known = !canRead || custom !== undefined;
    return { options, names: known ? new Set(options.map((option) => option.value)) : null };
  }, [canRead, custom]);
}
