/** Checking and normalising a define-field payload (broadcast-and-customer-master §5 "Define field"). */

import type { InputFieldDefinition, InputFieldDefinitionSave } from './customerMasterSchemas.ts';
import { CustomerMessages } from './customerMessages.ts';
import { STANDARD_FIELD_NAMES } from './standardDefinitions.ts';
import { dropdownOptions, isDropdown, rulesOf, type CustomerFieldError } from './customerValidation.ts';

const TEXT_TYPES = ['text', 'textarea'];
const FIELD_TYPES = ['text', 'textarea', 'selectbox-singlevalue', 'selectbox-multiplevalue'];
const INPUT_TYPES = ['alphabets', 'alphanumeric', 'number', 'decimal'];

/** Checks a define-field payload; `others` are the enterprise's other custom definitions. */
export function validateDefinition(
  input: InputFieldDefinitionSave,
  others: readonly InputFieldDefinition[],
): CustomerFieldError[] {
  const errors: CustomerFieldError[] = [];
  const need = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') {
      errors.push({ field, message: CustomerMessages.required });
      return false;
    }
    return true;
  };
  if (need('fieldName', input.fieldName)) {
    const name = input.fieldName.trim();
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
      errors.push({ field: 'fieldName', message: CustomerMessages.fieldNameFormat });
    else if (
      (STANDARD_FIELD_NAMES as readonly string[]).some((s) => s.toLowerCase() === name.toLowerCase()) ||
      others.some((o) => o._id !== input._id && o.fieldName.toLowerCase() === name.toLowerCase())
    ) {
      errors.push({ field: 'fieldName', message: CustomerMessages.fieldNameTaken });
    }
  }
  need('fieldLabel', input.fieldLabel);
  need('fieldHelptext', input.fieldHelptext);
  if (need('fieldType', input.fieldType) && !FIELD_TYPES.includes(input.fieldType)) {
    errors.push({ field: 'fieldType', message: CustomerMessages.required });
  }
  if (TEXT_TYPES.includes(input.fieldType)) {
    if (!input.inputType || !INPUT_TYPES.includes(input.inputType)) {
      errors.push({ field: 'inputType', message: CustomerMessages.required });
    } else if (input.fieldType === 'textarea' && !['alphabets', 'alphanumeric'].includes(input.inputType)) {
      errors.push({ field: 'inputType', message: CustomerMessages.inputTypeForTextarea });
    }
    const rules = rulesOf({ validations: input.validations ?? [] });
    if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) {
      errors.push({ field: 'maxValue', message: CustomerMessages.minAboveMax });
    }
  }
  if (isDropdown(input.fieldType) && dropdownOptions(input.defaultValue).length === 0) {
    errors.push({ field: 'defaultValue', message: CustomerMessages.required });
  } else if (input.defaultValue !== undefined && input.defaultValue !== '' && input.defaultValue.trim() === '') {
    errors.push({ field: 'defaultValue', message: CustomerMessages.required });
  }
  return errors;
}

/** The stored form of a valid payload: trimmed text, validations only where they apply. */
export function normaliseDefinition(input: InputFieldDefinitionSave): Omit<InputFieldDefinition, '_id' | 'index'> {
  const text = TEXT_TYPES.includes(input.fieldType);
  const rules = rulesOf({ validations: input.validations ?? [] });
  const validations: InputFieldDefinition['validations'] = [];
  if (text) {
    if (rules.min !== undefined) validations.push({ id: 'minValue', value: rules.min });
    if (rules.max !== undefined) validations.push({ id: 'maxValue', value: rules.max });
    validations.push({ id: 'allowSpecialChars', value: rules.allowSpecialChars });
    validations.push({
      id: 'allowedChars',
      value: rules.allowSpecialChars ? [...new Set(rules.allowedChars.map((c) => c.trim()).filter(Boolean))] : [],
    });
  }
  const defaultValue = isDropdown(input.fieldType)
    ? dropdownOptions(input.defaultValue).join(',')
    : input.defaultValue?.trim() || undefined;
  return {
    fieldName: input.fieldName.trim(),
    fieldLabel: input.fieldLabel.trim(),
    fieldHelptext: input.fieldHelptext.trim(),
    mandatory: input.mandatory,
    search: input.search ?? false,
    fieldType: input.fieldType as InputFieldDefinition['fieldType'],
    ...(text ? { inputType: input.inputType as InputFieldDefinition['inputType'] } : {}),
    ...(defaultValue ? { defaultValue } : {}),
    ...(text ? { commaIncluded: Boolean(input.commaIncluded && rules.allowSpecialChars) } : {}),
    validations,
  };
}
