/** The sample CSV an upload starts from: the definitions' field names and a valid value for each. */

import type { InputFieldDefinition } from './customerMasterSchemas.ts';
import { csvLine } from './csv.ts';
import { dropdownOptions, isDropdown, rulesOf } from './customerValidation.ts';

function sampleValue(def: InputFieldDefinition): string {
  if (isDropdown(def.fieldType)) return dropdownOptions(def.defaultValue)[0] ?? '';
  const rules = rulesOf(def);
  const base = def.inputType === 'number' ? '42' : def.inputType === 'decimal' ? '4.5' : 'Sample';
  let value = base;
  while (rules.min !== undefined && value.length < rules.min) value += def.inputType === 'number' ? '0' : 'x';
  return rules.max !== undefined && rules.max > 0 ? value.slice(0, Math.max(rules.max, 1)) : value;
}

/**
 * Sample.csv: the field names as the header row, then one example row, formula-safe (csvLine): a dropdown option
 * an enterprise wrote as `=…` is written as text. The example number has no `+` (the import adds it): a `+` first
 * is a formula character, so the cell would be written `'+91…`, which the import refuses.
 */
export function buildSampleCsv(custom: readonly InputFieldDefinition[]): string {
  const defs = [...custom].sort((a, b) => a.index - b.index);
  const header = ['phoneNumber', 'name', ...defs.map((d) => d.fieldName)];
  const row = ['919876543210', 'Asha Rao', ...defs.map(sampleValue)];
  return `${csvLine(header)}\n${csvLine(row)}\n`;
}
