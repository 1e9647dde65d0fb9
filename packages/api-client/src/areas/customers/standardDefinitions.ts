/** The two definitions every enterprise has (broadcast-and-customer-master §3 "Standard definitions"). */

import type { InputFieldDefinition } from './customerMasterSchemas.ts';

export const STANDARD_DEFINITIONS: readonly InputFieldDefinition[] = [
  {
    _id: 'phoneNumber',
    fieldName: 'phoneNumber',
    fieldLabel: 'Phone Number',
    fieldHelptext: 'Phone number including the country code',
    mandatory: true,
    search: true,
    index: 0,
    fieldType: 'text',
    inputType: 'alphanumeric',
    validations: [
      { id: 'minValue', value: 10 },
      { id: 'maxValue', value: 100000 },
      { id: 'allowSpecialChars', value: true },
      { id: 'allowedChars', value: ['+'] },
    ],
    standard: true,
  },
  {
    _id: 'name',
    fieldName: 'name',
    fieldLabel: 'Name',
    fieldHelptext: 'Customer name',
    mandatory: true,
    search: true,
    index: 1,
    fieldType: 'text',
    inputType: 'alphanumeric',
    validations: [
      { id: 'minValue', value: 2 },
      { id: 'maxValue', value: 30 },
      { id: 'allowSpecialChars', value: true },
      { id: 'allowedChars', value: [] },
    ],
    standard: true,
  },
];
export const STANDARD_FIELD_NAMES = ['phoneNumber', 'name'] as const;
