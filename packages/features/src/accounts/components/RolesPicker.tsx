import styled from 'styled-components';
import { ROLES, type RoleId } from '@parley/api-client';
import { Checkbox } from '@parley/ui';

export interface RolesPickerProps {
  value: number[];
  onChange: (roles: number[]) => void;
  error?: string | undefined;
}

export const roleNames = (roles: readonly number[]) =>
  roles.map((role) => ROLES[role as RoleId] ?? `Role ${role}`).join(', ');

/** The six roles of platform-shell §6 as checkboxes. */
export function RolesPicker({ value, onChange, error }: RolesPickerProps) {
  return (
    <StyledFieldset>
      <legend>Roles</legend>
      {Object.entries(ROLES).map(([id, name]) => {
        const role = Number(id);
        return (
          <Checkbox
            key={id}
            label={name}
            checked={value.includes(role)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, role].sort() : value.filter((r) => r !== role))
            }
          />
        );
      })}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weightMedium};
  }
`;

const StyledError = styled.div`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.danger};
`;
