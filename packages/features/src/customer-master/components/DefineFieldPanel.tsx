import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  CustomerMessages,
  isApiError,
  rulesOf,
  type InputFieldDefinition,
  type InputFieldDefinitionSave,
} from '@parley/api-client';
import { useSaveInputFieldDefinition } from '@parley/api-client/hooks';
import { Alert, Button, Checkbox, Select, SidePanel, TextField, theme, useToast } from '@parley/ui';
import { StyledForm } from './styles.ts';

/** The define-field side panel is 400 px wide (broadcast-and-customer-master §9). */
const DEFINE_PANEL_WIDTH = 400;

const REQUIRED = CustomerMessages.required;
const nonBlank = () => yup.string().trim().required(REQUIRED);
const isText = (type: string) => type === 'text' || type === 'textarea';
const isDropdown = (type: string) => type.startsWith('selectbox');

export const FIELD_TYPE_OPTIONS = [
  { value: 'text', label: 'Textbox' },
  { value: 'textarea', label: 'Textarea' },
  { value: 'selectbox-singlevalue', label: 'Dropdown' },
  { value: 'selectbox-multiplevalue', label: 'Multiple Select' },
];
const TEXTBOX_INPUTS = [
  { value: 'alphabets', label: 'Alphabets' },
  { value: 'alphanumeric', label: 'Alphanumeric' },
  { value: 'number', label: 'Number' },
  { value: 'decimal', label: 'Decimal' },
];

const schema = yup.object({
  fieldName: nonBlank(),
  fieldLabel: nonBlank(),
  fieldHelptext: nonBlank(),
  mandatory: yup.string().oneOf(['yes', 'no']).required(REQUIRED),
  search: yup.boolean().default(false),
  fieldType: nonBlank(),
  inputType: yup
    .string()
    .default('')
    .when('fieldType', {
      is: isText,
      then: (s) => s.trim().required(REQUIRED),
    }),
  defaultValue: yup
    .string()
    .default('')
    .when('fieldType', {
      is: isDropdown,
      then: (s) => s.test('values', REQUIRED, (v) => (v ?? '').split(',').some((x) => x.trim() !== '')),
    }),
  minValue: yup
    .string()
    .default('')
    .test('min', 'Must be 0 or more', (v) => !v || Number(v) >= 0),
  maxValue: yup
    .string()
    .default('')
    .test('max', 'Must be 0 or more', (v) => !v || Number(v) >= 0),
  allowSpecialChars: yup.string().oneOf(['yes', 'no']).default('no'),
  allowedChars: yup.string().default(''),
  commaIncluded: yup.boolean().default(false),
});
export type DefineFieldValues = yup.InferType<typeof schema>;

const toValues = (def: InputFieldDefinition | undefined): DefineFieldValues => {
  const rules = def ? rulesOf(def) : undefined;
  return {
    fieldName: def?.fieldName ?? '',
    fieldLabel: def?.fieldLabel ?? '',
    fieldHelptext: def?.fieldHelptext ?? '',
    mandatory: def?.mandatory ? 'yes' : 'no',
    search: def?.search ?? false,
    fieldType: def?.fieldType ?? 'text',
    inputType: def?.inputType ?? '',
    defaultValue: def?.defaultValue ?? '',
    minValue: rules?.min === undefined ? '' : String(rules.min),
    maxValue: rules?.max === undefined ? '' : String(rules.max),
    allowSpecialChars: rules?.allowSpecialChars ? 'yes' : 'no',
    allowedChars: rules?.allowedChars.join(',') ?? '',
    commaIncluded: def?.commaIncluded ?? false,
  };
};

/** The payload of §7 'Save input field definition': trimmed text, allowed characters split on commas. */
export function toDefinitionPayload(values: DefineFieldValues, def?: InputFieldDefinition): InputFieldDefinitionSave {
  const text = isText(values.fieldType);
  const allow = values.allowSpecialChars === 'yes';
  const validations: NonNullable<InputFieldDefinitionSave['validations']> = [];
  if (text) {
    if (values.minValue !== '') validations.push({ id: 'minValue', value: Number(values.minValue) });
    if (values.maxValue !== '') validations.push({ id: 'maxValue', value: Number(values.maxValue) });
    validations.push({ id: 'allowSpecialChars', value: allow });
    if (allow) {
      validations.push({
        id: 'allowedChars',
        value: [
          ...new Set(
            values.allowedChars
              .split(',')
              .map((c) => c.trim())
              .filter((c) => c.length === 1),
          ),
        ],
      });
    }
  }
  return {
    ...(def ? { _id: def._id, index: def.index } : {}),
    fieldName: values.fieldName.trim(),
    fieldLabel: values.fieldLabel.trim(),
    fieldHelptext: values.fieldHelptext.trim(),
    mandatory: values.mandatory === 'yes',
    search: values.search,
    fieldType: values.fieldType,
    ...(text ? { inputType: values.inputType, commaIncluded: allow && values.commaIncluded } : {}),
    ...(isDropdown(values.fieldType) ? { defaultValue: values.defaultValue.trim() } : {}),
    validations,
  };
}

export interface DefineFieldPanelProps {
  open: boolean;
  /** Edit mode with a definition; add mode without. */
  definition?: InputFieldDefinition;
  onClose: () => void;
  onSaved: () => void;
}

/** Define-field panel (§2): 400 px on the right over a dim overlay; conditional fields by type (§5). */
export function DefineFieldPanel({ open, definition, onClose, onSaved }: DefineFieldPanelProps) {
  const toast = useToast();
  const save = useSaveInputFieldDefinition();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { register, handleSubmit, reset, watch, formState } = useForm<DefineFieldValues>({
    resolver: yupResolver(schema),
    defaultValues: toValues(definition),
  });
  useEffect(() => {
    if (open) {
      reset(toValues(definition));
      setServerErrors([]);
    }
  }, [open, definition, reset]);
  const fieldType = watch('fieldType');
  const inputType = watch('inputType');
  const allow = watch('allowSpecialChars') === 'yes';
  const errors = formState.errors;
  const err = (message: string | undefined) => (message ? { error: message } : {});

  const submit = handleSubmit((values) => {
    setServerErrors([]);
    save.mutate(toDefinitionPayload(values, definition), {
      onSuccess: (result) => {
        toast.success(result.message);
        onSaved();
      },
      onError: (error) => {
        toast.error(CustomerMessages.definitionSaveFailed);
        setServerErrors(
          isApiError(error) && error.errors.length
            ? error.errors.map((e) => `${e.field}: ${e.message}`)
            : [error.message],
        );
      },
    });
  });

  const inputOptions = fieldType === 'textarea' ? TEXTBOX_INPUTS.slice(0, 2) : TEXTBOX_INPUTS;
  return (
    <SidePanel
      open={open}
      title={definition ? 'Edit Field' : 'Add New Field'}
      width={DEFINE_PANEL_WIDTH}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="cm-define-field" loading={save.isPending}>
            {definition ? 'Save' : 'Create'}
          </Button>
        </>
      }
    >
      <StyledPanelForm id="cm-define-field" onSubmit={submit} noValidate>
        {serverErrors.length ? (
          <Alert>
            <ul>
              {serverErrors.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <TextField label="Field Name" required {...register('fieldName')} {...err(errors.fieldName?.message)} />
        <TextField label="Field Label" required {...register('fieldLabel')} {...err(errors.fieldLabel?.message)} />
        <TextField label="Help Text" required {...register('fieldHelptext')} {...err(errors.fieldHelptext?.message)} />
        <Select
          label="Mandatory"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          {...register('mandatory')}
        />
        <Select
          label="Field Type"
          required
          options={FIELD_TYPE_OPTIONS}
          {...register('fieldType')}
          {...err(errors.fieldType?.message)}
        />
        {isText(fieldType) ? (
          <>
            <Select
              label="Input Type"
              required
              placeholder="Select"
              options={inputOptions}
              {...register('inputType')}
              {...err(errors.inputType?.message)}
            />
            <TextField
              label="Minimum Characters Limit"
              type="number"
              min={0}
              {...register('minValue')}
              {...err(errors.minValue?.message)}
            />
            <TextField
              label="Maximum Characters Limit"
              type="number"
              min={0}
              {...register('maxValue')}
              {...err(errors.maxValue?.message)}
            />
            <Select
              label="Allow Special Characters"
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              {...register('allowSpecialChars')}
            />
            {allow ? (
              <TextField
                label="Allowed Special Characters"
                hint="Comma-separated, e.g. @, ., -"
                {...register('allowedChars')}
              />
            ) : null}
            {allow && (inputType === 'alphabets' || inputType === 'alphanumeric') ? (
              <Checkbox label="Allow comma" {...register('commaIncluded')} />
            ) : null}
          </>
        ) : null}
        {isDropdown(fieldType) ? (
          <TextField
            label="Dropdown Values"
            hint="Comma-separated"
            required
            {...register('defaultValue')}
            {...err(errors.defaultValue?.message)}
          />
        ) : null}
        <Checkbox label="Searchable" {...register('search')} />
      </StyledPanelForm>
    </SidePanel>
  );
}

// The side panel's body has no padding of its own; the form is inset as the panel's title and buttons are.
const StyledPanelForm = styled(StyledForm)`
  padding: ${() => `${theme.space[4]} ${theme.space[5]}`};
`;
