/** What the customer master says, quoted from broadcast-and-customer-master §5 and §7 where the spec words it. */

export const CustomerMessages = {
  required: 'This field is required',
  whitespaceOnly: (label: string) => `Whitespace only present in the field - ${label}`,
  labelRequired: (label: string) => `${label} is required`,
  minLength: (n: number) => `Minimum length must be ${n} characters.`,
  maxLength: (n: number) => `Maximum length must be ${n} characters.`,
  // Ours (the spec names no message for these rules):
  onlyAlphabets: (label: string) => `${label} must contain only alphabets`,
  onlyNumber: (label: string) => `${label} must be a whole number`,
  onlyDecimal: (label: string) => `${label} must be a decimal number`,
  noSpecialChars: (label: string) => `Special characters are not allowed in ${label}`,
  noComma: (label: string) => `Comma is not allowed in ${label}`,
  allowedChars: (label: string, chars: readonly string[]) =>
    `${label} allows only these special characters: ${chars.join(' ')}`,
  notAnOption: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}`,
  nulCharacter: (label: string) => `${label} contains a NUL character (U+0000), which cannot be stored`,
  invalidPhone: 'Please enter a valid phone number with country code',
  duplicatePhone: 'A customer with this phone number already exists',
  duplicateInFile: 'The phone number repeats an earlier row of this file',
  fieldNameTaken: 'A field with this name already exists',
  fieldNameFormat: 'Field name must start with a letter and contain only letters, digits and _',
  inputTypeForTextarea: 'A textarea takes only Alphabets or Alphanumeric',
  minAboveMax: 'Minimum Characters Limit must not exceed Maximum Characters Limit',
  definitionSaveFailed: 'Save Failed. Please check for errors in fields',
  segmentNameTaken: 'A segment with this name already exists',
  groupNameTaken: 'A group with this name already exists',
  csvOnly: 'Only CSV files can be uploaded',
  fileTooLarge: 'The file is larger than 200 MB',
  noHeaderRow: 'The file has no header row',
  phoneNotMapped: 'Map a column to Phone Number',
  unknownHeader: (name: string) => `Unknown column: ${name}`,
  uploadNotParsed: 'This upload was already submitted',
  interrupted: 'The import was interrupted and could not resume',
  noRows: 'The file has no rows below its header row',
  notText:
    'The file is not text in UTF-8 or Windows-1252 (it holds NUL bytes, as UTF-16 text and spreadsheets do). ' +
    'Save it as "CSV UTF-8" and upload it again',
  readAsWindows1252:
    'The file is not UTF-8, so it was read as Windows-1252 (Western European). ' +
    'If letters look wrong, save it as "CSV UTF-8" and upload it again',
} as const;
