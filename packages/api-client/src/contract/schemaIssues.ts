/**
 * What a request that breaks its schema answers, in plain words, the same on the server (Ajv) and in the fake
 * (TypeBox): each validator's findings are mapped to a `SchemaIssue` and worded here, so no validator's own text
 * ("must NOT have fewer than 1 items", "Expected required property") ever reaches a user.
 */

/** The ways a value can break its schema that the contract's schemas use; `other` words itself generically. */
export type SchemaRule =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'pattern'
  | 'format'
  | 'choice'
  | 'finite'
  | 'other';

export interface SchemaIssue {
  /** Dotted path of the field (`config.language`, `roles.1`); empty for the part itself. */
  readonly field: string;
  readonly rule: SchemaRule;
  /** The bound a size or range rule names. */
  readonly limit?: number;
}

/** `/config/language` (a JSON pointer, as both validators report) → `config.language`. */
export const fieldOfPointer = (pointer: string): string =>
  pointer.replace(/^\//, '').split('/').filter(Boolean).join('.');

/**
 * A field's name as a person reads it: the last named segment, words split at capitals
 * (`headerMapping` → "Header mapping", `roles.1` → "Roles"); the request part when there is no field.
 */
export function fieldLabel(field: string, part = 'request'): string {
  const name =
    field
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .pop() ?? '';
  const words = (name || part)
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One issue in plain words, naming the field. */
export function schemaIssueMessage(issue: SchemaIssue, part?: string): string {
  const label = fieldLabel(issue.field, part);
  const limit = issue.limit ?? 0;
  switch (issue.rule) {
    case 'required':
      return `${label} is required`;
    case 'minLength':
      return limit <= 1 ? `${label} should not be empty` : `${label} must be at least ${plural(limit, 'character')}`;
    case 'maxLength':
      return `${label} must be at most ${plural(limit, 'character')}`;
    case 'minItems':
      return limit <= 1
        ? `${label} must have at least one entry`
        : `${label} must have at least ${plural(limit, 'entry', 'entries')}`;
    case 'maxItems':
      return `${label} must have at most ${plural(limit, 'entry', 'entries')}`;
    case 'minimum':
      return `${label} must be at least ${limit}`;
    case 'maximum':
      return `${label} must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${limit}`;
    case 'finite':
      return `${label} must be a finite number`;
    case 'pattern':
    case 'format':
      return `${label} is not in the expected format`;
    case 'choice':
      return `${label} has an unsupported value`;
    case 'type':
    case 'other':
      return `${label} is not valid`;
  }
}

/** The 400 answer's message and field errors for a request's issues (the first one is the message). */
export function validationFailure(
  issues: readonly SchemaIssue[],
  part?: string,
): { message: string; errors: { field: string; message: string }[] } {
  const errors = issues.map((issue) => ({
    field: issue.field || part || 'request',
    message: schemaIssueMessage(issue, part),
  }));
  return { message: errors[0]?.message ?? 'The request is not valid', errors };
}
