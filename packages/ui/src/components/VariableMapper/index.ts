export { VariableMapper } from './VariableMapper.tsx';
export type { VariableMapperProps } from './VariableMapper.tsx';
export {
  MAPPING_TYPE_LABELS,
  FIELD_MANDATORY,
  CARD_MAPPING_MISSING,
  URL_VARIABLE_NOT_FOUND,
  URL_VARIABLES_MAPPED,
  mappingErrors,
  cardMappingError,
} from './variableMapping.ts';
export type { MappingType, VariableMapping } from './variableMapping.ts';
