import { useId } from 'react';
import styled from 'styled-components';
import { ROLES, type RoleId } from '@parley/api-client';
import { Checkbox, theme } from '@parley/ui';

export interface RolesPickerProps {
  value: number[];
  onChange: (roles: number[]) => void;
  error?: string | undefined;
  /**
   * The roles that may be chosen (by default all). The others grant permissions the signed-in user does not
   * hold, so the server would refuse them: they are shown disabled, with the reason.
   */
  grantable?: readonly number[] | undefined;
}

/** Why a role cannot be chosen: it would hand out more than its giver holds (the server refuses that). */
const BEYOND_OWN_REASON = 'Roles that grant permissions you do not hold cannot be given.';

export const roleNames = (roles: readonly number[]) =>
  roles.map((role) => ROLES[role as RoleId] ?? `Role ${role}`).join(', ');

/** The six roles of platform-shell §6 as checkboxes. */
export function RolesPicker({ value, onChange, error, grantable }: RolesPickerProps) {
  const reasonId = useId();
  const isGrantable = (role: number) => !grantable || grantable.includes(role);
  const someLocked = Object.keys(ROLES).some((id) => !isGrantable(Number(id)));
  return (
    <StyledFieldset>
      <legend>Roles</legend>
      {Object.entries(ROLES).map(([id, name]) => {
        const role = Number(id);
        const locked = !isGrantable(role);
        return (
          <Checkbox
            key={id}
            label={name}
            checked={value.includes(role)}
            disabled={locked}
            aria-describedby={locked ? reasonId : undefined}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, role].sort() : value.filter((r) => r !== role))
            }
          />
        );
      })}
      {someLocked ? <StyledReason id={reasonId}>{BEYOND_OWN_REASON}</StyledReason> : null}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  legend {
    padding: 0 ${theme.space[1]};
    font-weight: ${theme.font.weightMedium};
  }
`;

const StyledReason = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledError = styled.div`
  grid-column: 1 / -1;
  color: ${theme.colors.danger};
`;
