import type { MappingRow, VariableDefinition } from '@parley/api-client';
import type { VariableMapping } from '@parley/ui';

/** The template's variables by the mapper group they show in ('Header', 'Body', 'Button 1 URL', 'Card 2'), in order. */
export function mappingGroups(
  definitions: readonly VariableDefinition[],
): { group: string; definitions: VariableDefinition[] }[] {
  const groups = new Map<string, VariableDefinition[]>();
  for (const def of definitions) groups.set(def.group, [...(groups.get(def.group) ?? []), def]);
  return [...groups].map(([group, defs]) => ({ group, definitions: defs }));
}

/**
 * The mapper's rows for one group. The mapper names a row by what it shows ('{{1}}', unique within a group); the
 * contract names it by the definition's key ('card.1.body.1', unique in the template).
 */
export function toVariableMappings(
  definitions: readonly VariableDefinition[],
  rows: readonly MappingRow[],
): VariableMapping[] {
  return definitions.map((def) => {
    const row = rows.find((candidate) => candidate.variable === def.key);
    return {
      variable: def.variable,
      type: row?.type ?? 'static',
      value: row?.value ?? '',
      required: def.required,
      isUrl: def.isUrl,
    };
  });
}

/** The rows with one group's edits put back, by key; the other groups' rows stay as they were. */
export function withVariableMappings(
  definitions: readonly VariableDefinition[],
  mappings: readonly VariableMapping[],
  rows: readonly MappingRow[],
): MappingRow[] {
  const edited = new Map(
    definitions.map((def, index): [string, MappingRow] => {
      const mapping = mappings[index]!;
      return [def.key, { variable: def.key, type: mapping.type, value: mapping.value }];
    }),
  );
  const kept = rows.filter((row) => !edited.has(row.variable));
  return [...kept, ...edited.values()];
}
