export type MappingType = 'static' | 'column' | 'expression';

export interface VariableMapping {
  /** The template variable, e.g. '{{1}}'. */
  variable: string;
  type: MappingType;
  value: string;
  /** Whether a value is needed (default true). */
  required?: boolean;
  /** A URL-button variable: the Expression type is offered. */
  isUrl?: boolean;
}

export const MAPPING_TYPE_LABELS: Record<MappingType, string> = {
  static: 'Assign Constant Value',
  column: 'Map Column Value',
  expression: 'Expression',
};

export const FIELD_MANDATORY = 'This Field is Mandatory';
export const CARD_MAPPING_MISSING = 'Variable mapping missing, check all cards';
export const URL_VARIABLE_NOT_FOUND = 'URL variable not found';
export const URL_VARIABLES_MAPPED = 'URL variables mapped';

/** Errors by row index: a required row needs a non-blank value. */
export function mappingErrors(mappings: readonly VariableMapping[]): Record<number, string> {
  const errors: Record<number, string> = {};
  mappings.forEach((mapping, index) => {
    if (mapping.required !== false && mapping.value.trim() === '') errors[index] = FIELD_MANDATORY;
  });
  return errors;
}

/** For carousels: the message when any card's mapping is incomplete, otherwise null. */
export function cardMappingError(cards: readonly (readonly VariableMapping[])[]): string | null {
  return cards.some((card) => Object.keys(mappingErrors(card)).length > 0) ? CARD_MAPPING_MISSING : null;
}
