import styled from 'styled-components';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { MAPPING_TYPE_LABELS, mappingErrors, type MappingType, type VariableMapping } from './variableMapping.ts';
import { theme } from '../../theme/theme.ts';

export interface VariableMapperProps {
  /** Accessible name of the group, e.g. 'Body variables' or 'Card 2 variables'. */
  label: string;
  mappings: readonly VariableMapping[];
  onChange: (mappings: VariableMapping[]) => void;
  /** Columns of the audience file for 'Map Column Value'. */
  columns: readonly SelectOption[];
  /** Show the required errors (after a submit attempt). */
  showErrors?: boolean;
}

/** Rows of variable, mapping type and value for template variables. */
export function VariableMapper({ label, mappings, onChange, columns, showErrors = false }: VariableMapperProps) {
  const errors = showErrors ? mappingErrors(mappings) : {};
  const update = (index: number, patch: Partial<VariableMapping>) =>
    onChange(mappings.map((mapping, at) => (at === index ? { ...mapping, ...patch } : mapping)));

  return (
    <StyledVariableMapper role="group" aria-label={label}>
      {mappings.map((mapping, index) => {
        const types: MappingType[] = mapping.isUrl ? ['static', 'column', 'expression'] : ['static', 'column'];
        const required = mapping.required !== false;
        return (
          <StyledVariableRow key={mapping.variable} data-variable={mapping.variable}>
            <StyledVariableName>
              {mapping.variable}
              {mapping.isUrl ? <StyledVariableTag>URL</StyledVariableTag> : null}
            </StyledVariableName>
            <Select
              label={`Mapping type for ${mapping.variable}`}
              hideLabel
              value={mapping.type}
              options={types.map((type) => ({ value: type, label: MAPPING_TYPE_LABELS[type] }))}
              onChange={(event) => update(index, { type: event.target.value as MappingType, value: '' })}
            />
            {mapping.type === 'column' ? (
              <Select
                label={`Value for ${mapping.variable}`}
                hideLabel
                placeholder="Select column"
                value={mapping.value}
                options={[...columns]}
                required={required}
                error={errors[index]}
                onChange={(event) => update(index, { value: event.target.value })}
              />
            ) : (
              <TextField
                label={`Value for ${mapping.variable}`}
                hideLabel
                placeholder={mapping.type === 'expression' ? 'Expression' : 'Value'}
                value={mapping.value}
                required={required}
                error={errors[index]}
                onChange={(event) => update(index, { value: event.target.value })}
              />
            )}
          </StyledVariableRow>
        );
      })}
    </StyledVariableMapper>
  );
}

const StyledVariableMapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const StyledVariableRow = styled.div`
  display: grid;
  grid-template-columns: 90px minmax(160px, 1fr) minmax(160px, 1.4fr);
  gap: ${theme.space[2]};
  align-items: start;
`;

const StyledVariableName = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 36px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${theme.font.sizeMd};
  color: ${theme.colors.text};
`;

const StyledVariableTag = styled.span`
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.infoSubtle};
  color: ${theme.colors.info};
  font-family: ${theme.font.family};
  font-size: ${theme.font.sizeSm};
`;
