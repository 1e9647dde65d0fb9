import type { UseFormRegisterReturn } from 'react-hook-form';
import { hasAnyPermission } from '@parley/api-client';
import { useDepartmentList } from '@parley/api-client/hooks';
import { Select } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { all } from '../../shell/menuDefinition.ts';

/**
 * The departments list answers only roles that hold a DEPARTMENTS permission; asking without one would be refused
 * (and say "access denied" to someone who only came to edit a channel). So these parts ask only when allowed.
 */
export const useMayListDepartments = () => hasAnyPermission(useSession().permissions, all('DEPARTMENTS'));

export interface ChannelDepartmentSelectProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The optional department a channel belongs to. Render only when `useMayListDepartments()` allows. */
export function ChannelDepartmentSelect({ registration, error }: ChannelDepartmentSelectProps) {
  const departments = useDepartmentList();
  // Connected only once its options exist: a select given a value it has no option for shows none, and would
  // then save "No department" over the stored one.
  if (departments.isPending)
    return <Select label="Department" placeholder="Loading departments…" options={[]} disabled />;
  return (
    <Select
      label="Department"
      placeholder="No department"
      options={(departments.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
      hint={departments.isError ? 'The departments could not be loaded.' : undefined}
      {...registration}
      error={error}
    />
  );
}

/** A department's name by id (the id itself until the list answers). Render only when allowed. */
export function ChannelDepartmentName({ deptId }: { deptId: string }) {
  const departments = useDepartmentList();
  return <>{departments.data?.departments.find((d) => d.id === deptId)?.name ?? deptId}</>;
}
