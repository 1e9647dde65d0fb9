import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import {
  dropdownOptions,
  isApiError,
  validateCustomer,
  type Customer,
  type InputFieldDefinition,
} from '@parley/api-client';
import { useCustomer, useGroups, useInputFieldDefinitions, useSaveCustomer, useTags } from '@parley/api-client/hooks';
import { Alert, Button, Combobox, IconButton, Select, Spinner, TextArea, TextField, useToast, theme } from '@parley/ui';
import { cmPaths } from '../components/format.ts';
import { StyledCard, StyledHeader, StyledRow, StyledScreen, StyledTitle } from '../components/styles.ts';

export interface CustomerFormValues {
  name: string;
  phoneNumber: string;
  whatsAppNumber: string;
  twitterId: string;
  facebookId: string;
  instaId: string;
  groups: string[];
  tags: string[];
  /** Custom values by definition id (multi-selects comma-joined). */
  data: Record<string, string>;
}

const toValues = (customer: Customer | undefined): CustomerFormValues => ({
  name: customer?.name ?? '',
  phoneNumber: customer?.phoneNumber ?? '',
  whatsAppNumber: customer?.whatsAppNumber ?? '',
  twitterId: customer?.twitterId ?? '',
  facebookId: customer?.facebookId ?? '',
  instaId: customer?.instaId ?? '',
  groups: customer?.groups ?? [],
  tags: customer?.tags ?? [],
  data: Object.fromEntries((customer?.data ?? []).map((d) => [d.id, d.value])),
});

/** The shared validation module as a react-hook-form resolver: the form shows the server's own messages. */
function customerResolver(
  definitions: readonly InputFieldDefinition[],
  existing: boolean,
): Resolver<CustomerFormValues> {
  return async (values) => {
    const { errors } = validateCustomer(
      definitions,
      { name: values.name, phoneNumber: values.phoneNumber, data: values.data },
      !existing,
    );
    if (errors.length === 0) return { values, errors: {} };
    const byField: Record<string, unknown> = {};
    const data: Record<string, unknown> = {};
    for (const error of errors) {
      const def = definitions.find((d) => d.fieldName === error.field);
      if (def) data[def._id] ??= { type: 'validate', message: error.message };
      else byField[error.field] ??= { type: 'validate', message: error.message };
    }
    if (Object.keys(data).length) byField.data = data;
    return { values: {}, errors: byField as never };
  };
}

/** Customer form (§2, §4): read-only for an existing customer until Edit; the phone number stays locked. */
export function CustomerFormScreen() {
  const { id } = useParams();
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const definitions = useInputFieldDefinitions();
  const customer = useCustomer(id);
  const tags = useTags();
  const groups = useGroups();
  const save = useSaveCustomer();
  const [editing, setEditing] = useState(!id);
  const [serverErrors, setServerErrors] = useState<{ message: string; errors: string[] } | null>(null);
  const custom = useMemo(() => definitions.data?.inputFieldDefinitions ?? [], [definitions.data]);
  const resolver = useMemo(() => customerResolver(custom, Boolean(id)), [custom, id]);
  const { register, control, handleSubmit, reset, formState } = useForm<CustomerFormValues>({
    resolver,
    defaultValues: toValues(undefined),
  });

  useEffect(() => {
    if (customer.data) reset(toValues(customer.data));
  }, [customer.data, reset]);

  if (definitions.isPending || (id && customer.isPending)) return <Spinner label="Loading customer" />;
  if (id && customer.isError) return <Alert>{customer.error.message}</Alert>;

  const readOnly = !editing;
  const submit = handleSubmit((values) => {
    setServerErrors(null);
    save.mutate(
      {
        ...(id ? { id } : {}),
        name: values.name,
        phoneNumber: values.phoneNumber,
        whatsAppNumber: values.whatsAppNumber,
        twitterId: values.twitterId,
        facebookId: values.facebookId,
        instaId: values.instaId,
        groups: values.groups,
        tags: values.tags,
        data: custom.map((d) => ({ id: d._id, value: values.data[d._id] ?? '' })).filter((d) => d.value !== ''),
      },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          navigate(cmPaths.customers);
        },
        onError: (error) =>
          setServerErrors({
            message: error.message,
            errors: isApiError(error) ? error.errors.map((e) => e.message) : [],
          }),
      },
    );
  });
  const fieldError = (message: string | undefined) => (message ? { error: message } : {});
  const tagOptions = (tags.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  const groupOptions = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));

  return (
    <StyledScreen aria-labelledby="cm-customer-heading">
      <StyledHeader>
        <StyledTitle id="cm-customer-heading">
          <IconButton
            icon="chevronLeft"
            label="Back to customers"
            variant="ghost"
            onClick={() => navigate(cmPaths.customers)}
          />
          {id ? 'Update Customer' : 'Create Customer'}
        </StyledTitle>
        {id && !editing ? <IconButton icon="edit" label="Edit" onClick={() => setEditing(true)} /> : null}
      </StyledHeader>
      {serverErrors ? (
        <Alert>
          <strong>{serverErrors.message}</strong>
          {serverErrors.errors.length ? (
            <ul>
              {serverErrors.errors.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <StyledSections>
          <StyledCard as="fieldset" disabled={readOnly}>
            <legend>Basic Details</legend>
            <StyledGrid>
              <TextField
                label="Name"
                required
                readOnly={readOnly}
                {...register('name')}
                {...fieldError(formState.errors.name?.message)}
              />
              <TextField
                label="Phone Number"
                hint="Including the country code, e.g. +919876543210"
                required
                readOnly={readOnly || Boolean(id)}
                {...register('phoneNumber')}
                {...fieldError(formState.errors.phoneNumber?.message)}
              />
            </StyledGrid>
          </StyledCard>
          {custom.length ? (
            <StyledCard as="fieldset" disabled={readOnly}>
              <legend>Other Details</legend>
              <StyledGrid>
                {custom.map((def) => {
                  const error = fieldError(formState.errors.data?.[def._id]?.message);
                  const name = `data.${def._id}` as const;
                  if (def.fieldType === 'textarea') {
                    return (
                      <TextArea
                        key={def._id}
                        label={def.fieldLabel}
                        hint={def.fieldHelptext}
                        required={def.mandatory}
                        readOnly={readOnly}
                        {...register(name)}
                        {...error}
                      />
                    );
                  }
                  if (def.fieldType === 'selectbox-singlevalue') {
                    return (
                      <Select
                        key={def._id}
                        label={def.fieldLabel}
                        placeholder="Select"
                        required={def.mandatory}
                        options={dropdownOptions(def.defaultValue).map((o) => ({ value: o, label: o }))}
                        {...register(name)}
                        {...error}
                      />
                    );
                  }
                  if (def.fieldType === 'selectbox-multiplevalue') {
                    return (
                      <Controller
                        key={def._id}
                        control={control}
                        name={name}
                        render={({ field }) => (
                          <Combobox
                            multiple
                            label={def.fieldLabel}
                            disabled={readOnly}
                            required={def.mandatory}
                            options={dropdownOptions(def.defaultValue).map((o) => ({ value: o, label: o }))}
                            value={dropdownOptions(field.value).map((o) => ({ value: o, label: o }))}
                            onChange={(v) => field.onChange(v.map((o) => o.value).join(','))}
                            {...error}
                          />
                        )}
                      />
                    );
                  }
                  return (
                    <TextField
                      key={def._id}
                      label={def.fieldLabel}
                      hint={def.fieldHelptext}
                      required={def.mandatory}
                      readOnly={readOnly}
                      {...register(name)}
                      {...error}
                    />
                  );
                })}
              </StyledGrid>
            </StyledCard>
          ) : null}
          <StyledCard as="fieldset" disabled={readOnly}>
            <legend>Social Profiles</legend>
            <StyledGrid>
              <TextField label="Whatsapp" readOnly={readOnly} {...register('whatsAppNumber')} />
              <TextField label="Twitter ID" readOnly={readOnly} {...register('twitterId')} />
              <TextField label="Facebook ID" readOnly={readOnly} {...register('facebookId')} />
              <TextField label="Instagram ID" readOnly={readOnly} {...register('instaId')} />
            </StyledGrid>
          </StyledCard>
          <StyledCard as="fieldset" disabled={readOnly}>
            <legend>Groups and Labels</legend>
            <StyledGrid>
              <Controller
                control={control}
                name="groups"
                render={({ field }) => (
                  <Combobox
                    multiple
                    label="Groups"
                    disabled={readOnly}
                    options={groupOptions}
                    value={groupOptions.filter((o) => field.value.includes(o.value))}
                    onChange={(v) => field.onChange(v.map((o) => o.value))}
                  />
                )}
              />
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <Combobox
                    multiple
                    label="Labels"
                    disabled={readOnly}
                    options={tagOptions}
                    value={tagOptions.filter((o) => field.value.includes(o.value))}
                    onChange={(v) => field.onChange(v.map((o) => o.value))}
                  />
                )}
              />
            </StyledGrid>
          </StyledCard>
          <StyledRow style={{ justifyContent: 'flex-end' }}>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                navigate(cmPaths.customers);
              }}
            >
              Cancel
            </Button>
            {editing ? (
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            ) : null}
          </StyledRow>
        </StyledSections>
      </form>
    </StyledScreen>
  );
}

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  fieldset {
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: ${theme.font.weightBold};
    padding: 0 ${theme.space[1]};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${theme.space[3]};
`;
