import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { fieldOfPointer, type SchemaIssue, type SchemaRule } from './schemaIssues.ts';

// TypeBox's findings (the fake's endpoints, and both sides of the websocket channels) as the contract's issues.
const RULES: Partial<Record<ValueErrorType, [SchemaRule, string?]>> = {
  [ValueErrorType.ObjectRequiredProperty]: ['required'],
  [ValueErrorType.StringMinLength]: ['minLength', 'minLength'],
  [ValueErrorType.StringMaxLength]: ['maxLength', 'maxLength'],
  [ValueErrorType.ArrayMinItems]: ['minItems', 'minItems'],
  [ValueErrorType.ArrayMaxItems]: ['maxItems', 'maxItems'],
  [ValueErrorType.NumberMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.IntegerMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.NumberMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.IntegerMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.NumberExclusiveMinimum]: ['exclusiveMinimum', 'exclusiveMinimum'],
  [ValueErrorType.IntegerExclusiveMinimum]: ['exclusiveMinimum', 'exclusiveMinimum'],
  [ValueErrorType.NumberExclusiveMaximum]: ['exclusiveMaximum', 'exclusiveMaximum'],
  [ValueErrorType.IntegerExclusiveMaximum]: ['exclusiveMaximum', 'exclusiveMaximum'],
  [ValueErrorType.StringPattern]: ['pattern'],
  [ValueErrorType.StringFormat]: ['format'],
  [ValueErrorType.StringFormatUnknown]: ['format'],
  [ValueErrorType.Union]: ['choice'],
  [ValueErrorType.Literal]: ['choice'],
  [ValueErrorType.String]: ['type'],
  [ValueErrorType.Number]: ['type'],
  [ValueErrorType.Integer]: ['type'],
  [ValueErrorType.Boolean]: ['type'],
  [ValueErrorType.Object]: ['type'],
  [ValueErrorType.Array]: ['type'],
  [ValueErrorType.Null]: ['type'],
};

export function issueOfTypeBoxError(error: ValueError): SchemaIssue {
  const [rule, bound] = RULES[error.type] ?? ['other'];
  const limit = bound === undefined ? undefined : Number((error.schema as Record<string, unknown>)[bound]);
  return { field: fieldOfPointer(error.path), rule, ...(limit === undefined ? {} : { limit }) };
}
