import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { FIXED_ROLES, Messages, hasAnyPermission, type PermissionConfig, type RoleId } from '@parley/api-client';
import { useSaveRolePermissions } from '@parley/api-client/hooks';
import { Button, Checkbox, Spinner, useToast, theme } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { AdminPage, AdminPageHeader } from '../components/AdminPage.tsx';
import { errorText } from '../components/errorText.ts';
import { LoadError } from '../components/LoadError.tsx';
import { usePrivilegeCeiling, type PrivilegeCeiling } from '../hooks/usePrivilegeCeiling.ts';

type Draft = Record<number, ReadonlySet<string>>;

const isFixed = (role: number) => FIXED_ROLES.includes(role as RoleId);

/**
 * Role & Permission (platform-shell §6, route admin/permission): the role configuration list as a matrix, one
 * row per permission key (group id + '.' + entry id), one column per role. Administrator is fixed; the groups
 * §6 leaves out of the list are not shown and keep their defaults. Editing needs ROLES.EDIT, and stays under
 * the privilege ceiling: a role the editor holds, or one granting more than the editor holds, is read-only,
 * and keys the editor lacks cannot be ticked.
 */
export function RolePermissionScreen() {
  const { permissions } = useSession();
  const canEdit = hasAnyPermission(permissions, ['ROLES.EDIT']);
  const { ceiling, roleConfig: config } = usePrivilegeCeiling();
  const noteIds = { own: useId(), beyond: useId(), lacking: useId() };
  const locks = canEdit && ceiling && config.data ? roleLocks(config.data, ceiling) : NO_LOCKS;
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const saved = useMemo(() => (config.data ? toDraft(config.data) : null), [config.data]);
  const current = draft ?? saved;
  const changedRoles = current && saved ? changed(saved, current) : [];

  const save = useSaveRolePermissions();
  const saveChanges = () =>
    save.mutate(
      changedRoles.map((role) => ({ role, permissions: [...current![role]!] })),
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('Role permissions saved');
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  /** The note saying why a box is locked by the ceiling (Administrator is fixed for everyone, so has none). */
  const lockNoteOf = (role: number, key: string) => {
    if (isFixed(role)) return undefined;
    if (locks.own.includes(role)) return noteIds.own;
    if (locks.beyond.includes(role)) return noteIds.beyond;
    return ceiling && !ceiling.holds(key) ? noteIds.lacking : undefined;
  };

  const toggle = (role: number, key: string, on: boolean) => {
    if (!current) return;
    const next = new Set(current[role]);
    if (on) next.add(key);
    else next.delete(key);
    setDraft({ ...current, [role]: next });
  };

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Role &amp; Permission</h1>
        {canEdit ? (
          <StyledToolbar>
            <Button type="button" disabled={changedRoles.length === 0 || save.isPending} onClick={() => setDraft(null)}>
              Discard
            </Button>
            <Button
              type="button"
              variant="primary"
              disabled={changedRoles.length === 0}
              loading={save.isPending}
              onClick={saveChanges}
            >
              Save
            </Button>
          </StyledToolbar>
        ) : null}
      </AdminPageHeader>
      {canEdit && ceiling && config.data ? (
        <CeilingNotes config={config.data} ceiling={ceiling} locks={locks} noteIds={noteIds} />
      ) : null}
      {config.isError ? (
        <LoadError query={config} />
      ) : !config.data || !current ? (
        <Spinner label="Loading roles" />
      ) : (
        <StyledScroll>
          <StyledTable>
            <caption>Permissions of each role</caption>
            <thead>
              <tr>
                <th scope="col">Permission</th>
                {config.data.roles.map((role) => (
                  <th key={role.id} scope="col">
                    {role.name}
                    {changedRoles.includes(role.id) ? (
                      <>
                        {' '}
                        <StyledHeaderNote>(changed)</StyledHeaderNote>
                      </>
                    ) : null}
                    {locks.own.includes(role.id) || locks.beyond.includes(role.id) ? (
                      <>
                        {' '}
                        <StyledHeaderNote>(read-only)</StyledHeaderNote>
                      </>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            {config.data.groups.map((group) => (
              <tbody key={group.id}>
                <tr>
                  <StyledGroup scope="rowgroup" colSpan={config.data.roles.length + 1} id={`group-${group.id}`}>
                    {group.id}
                  </StyledGroup>
                </tr>
                {group.values.map((entry) => (
                  <tr key={entry.value}>
                    <th scope="row">{entry.value}</th>
                    {config.data.roles.map((role) => {
                      const lockNote = lockNoteOf(role.id, entry.value);
                      return (
                        <td key={role.id}>
                          <Checkbox
                            label={`${role.name}: ${entry.value}`}
                            hideLabel
                            checked={current[role.id]?.has(entry.value) ?? false}
                            // Editing waits for the ceiling, so nothing is offered that the server would refuse.
                            disabled={!canEdit || !ceiling || isFixed(role.id) || Boolean(lockNote) || save.isPending}
                            aria-describedby={canEdit ? lockNote : undefined}
                            onChange={(event) => toggle(role.id, entry.value, event.target.checked)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
          </StyledTable>
        </StyledScroll>
      )}
    </AdminPage>
  );
}

interface RoleLocks {
  /** Roles the editor holds: changing them would change the editor's own permissions. */
  own: readonly number[];
  /** Roles granting something the editor lacks: changing them would act on users above the editor. */
  beyond: readonly number[];
}

const NO_LOCKS: RoleLocks = { own: [], beyond: [] };

function roleLocks(config: PermissionConfig, ceiling: PrivilegeCeiling): RoleLocks {
  const editable = config.roles.filter((role) => !isFixed(role.id));
  const withRefusal = (message: string) =>
    editable.filter((role) => ceiling.roleEditRefusal(role.id) === message).map((role) => role.id);
  return { own: withRefusal(Messages.ownRolePermissions), beyond: withRefusal(Messages.roleBeyondOwn) };
}

interface CeilingNotesProps {
  config: PermissionConfig;
  ceiling: PrivilegeCeiling;
  locks: RoleLocks;
  noteIds: { own: string; beyond: string; lacking: string };
}

/** Says why some boxes cannot be changed; the boxes point here with aria-describedby. */
function CeilingNotes({ config, ceiling, locks, noteIds }: CeilingNotesProps) {
  const names = (roles: readonly number[]) =>
    config.roles
      .filter((role) => roles.includes(role.id))
      .map((role) => role.name)
      .join(', ');
  const lacksSome = config.groups.some((group) => group.values.some((entry) => !ceiling.holds(entry.value)));
  if (locks.own.length === 0 && locks.beyond.length === 0 && !lacksSome) return null;
  return (
    <StyledNotes>
      {locks.own.length > 0 ? (
        <li id={noteIds.own}>
          {Messages.ownRolePermissions}: {names(locks.own)}.
        </li>
      ) : null}
      {locks.beyond.length > 0 ? (
        <li id={noteIds.beyond}>
          {Messages.roleBeyondOwn}: {names(locks.beyond)}.
        </li>
      ) : null}
      {lacksSome ? <li id={noteIds.lacking}>{Messages.grantBeyondOwn}.</li> : null}
    </StyledNotes>
  );
}

function toDraft(config: PermissionConfig): Draft {
  return Object.fromEntries(config.roles.map((role) => [role.id, new Set(role.permissions)]));
}

function changed(saved: Draft, current: Draft): number[] {
  return Object.keys(current)
    .map(Number)
    .filter((role) => {
      const a = saved[role] ?? new Set<string>();
      const b = current[role] ?? new Set<string>();
      return a.size !== b.size || [...a].some((key) => !b.has(key));
    });
}

const StyledToolbar = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const StyledNotes = styled.ul`
  margin: 0 0 ${theme.space[3]};
  padding-inline-start: ${theme.space[4]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledScroll = styled.div`
  /* relative: the checkboxes' hidden inputs are placed against it, so they scroll with it instead of widening the page */
  position: relative;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};
  caption {
    text-align: start;
    padding: ${theme.space[3]};
    color: ${theme.colors.textMuted};
  }
  th,
  td {
    padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
    border-top: 1px solid ${theme.colors.border};
    text-align: center;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
    font-weight: ${theme.font.weightMedium};
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.colors.surfaceMuted};
  }
`;

const StyledGroup = styled.th`
  && {
    text-align: start;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
    font-weight: ${theme.font.weightMedium};
  }
`;

const StyledHeaderNote = styled.span`
  color: ${theme.colors.textMuted};
  font-weight: normal;
`;
