import styled from 'styled-components';
import { BroadcastMessages, mappingProblems, type MappingRow, type VariableDefinition } from '@parley/api-client';
import { Alert, VariableMapper, theme, type SelectOption } from '@parley/ui';
import { mappingGroups, toVariableMappings, withVariableMappings } from './mappingAdapter.ts';
import { BroadcastFormUrlCheck } from './BroadcastFormUrlCheck.tsx';
import { formSectionCss } from './broadcastFormSection.styles.ts';

export interface BroadcastFormMappingProps {
  definitions: readonly VariableDefinition[];
  /** One row per definition (mappingRowsFor). */
  rows: readonly MappingRow[];
  onChange: (rows: MappingRow[]) => void;
  columns: readonly SelectOption[];
  /** The column names a mapping may read, null when unknown. */
  columnNames: ReadonlySet<string> | null;
  /** After a send was asked for: show what is missing or wrong. */
  showErrors: boolean;
  /** A carousel card's gap: 'Variable mapping missing, check all cards'. */
  cardsError?: string | undefined;
}

/**
 * Variable mapping (§2, §5): a mapper per part of the template (Header, Body, a URL button, each card) offering a
 * constant, a customer column, or (URL variables) an expression with its check. The mapper itself marks a value
 * left empty; the other problems (an unknown column, an expression that does not parse) are listed under it.
 */
export function BroadcastFormMapping({
  definitions,
  rows,
  onChange,
  columns,
  columnNames,
  showErrors,
  cardsError,
}: BroadcastFormMappingProps) {
  const problems = showErrors ? mappingProblems(definitions, rows, columnNames) : {};
  return (
    <StyledMapping>
      <legend>Variable mapping</legend>
      {cardsError ? <Alert>{cardsError}</Alert> : null}
      {mappingGroups(definitions).map(({ group, definitions: defs }) => {
        const others = defs.filter((def) => problems[def.key] && problems[def.key] !== BroadcastMessages.mandatory);
        const expressions = defs.filter(
          (def) => def.isUrl && rows.find((row) => row.variable === def.key)?.type === 'expression',
        );
        return (
          <StyledMappingGroup key={group}>
            <StyledMappingGroupTitle>{group}</StyledMappingGroupTitle>
            <VariableMapper
              label={`${group} variables`}
              mappings={toVariableMappings(defs, rows)}
              columns={columns}
              showErrors={showErrors}
              onChange={(mappings) => onChange(withVariableMappings(defs, mappings, rows))}
            />
            {others.length ? (
              <StyledMappingProblems aria-label={`${group} mapping problems`}>
                {others.map((def) => (
                  <li key={def.key}>
                    {def.variable}: {problems[def.key]}
                  </li>
                ))}
              </StyledMappingProblems>
            ) : null}
            {expressions.map((def) => (
              <BroadcastFormUrlCheck
                key={def.key}
                label={`${group} ${def.variable}`}
                expression={rows.find((row) => row.variable === def.key)?.value ?? ''}
              />
            ))}
          </StyledMappingGroup>
        );
      })}
    </StyledMapping>
  );
}

const StyledMapping = styled.fieldset`
  ${formSectionCss}
  gap: ${theme.space[3]};
`;

const StyledMappingGroup = styled.div`
  display: grid;
  gap: ${theme.space[2]};
`;

const StyledMappingGroupTitle = styled.div`
  font-weight: ${theme.font.weightMedium};
`;

const StyledMappingProblems = styled.ul`
  margin: 0;
  padding-left: ${theme.space[4]};
  color: ${theme.colors.danger};
  font-size: ${theme.font.sizeSm};
`;
