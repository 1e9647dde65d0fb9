import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { VendorConfigField, VendorDefinition } from '@parley/api-client';
import { PasswordField, Select, TextField, theme } from '@parley/ui';
import { vendorFieldsFor } from './ChannelFormModel.ts';

export interface VendorConfigFieldsProps {
  vendor: VendorDefinition;
  /** The chosen channel type: a field with a cType shows only for that type. */
  channelType?: number | undefined;
  /** Connects a field's input to the form, by the field's key (react-hook-form's `register('data.<key>')`). */
  register: (key: string) => UseFormRegisterReturn;
  /** Each field's message, by key. */
  errors?: Readonly<Record<string, string | undefined>> | undefined;
  /**
   * The stored channel's values when editing it with this same vendor: its secrets arrive masked, are shown only
   * as a hint, and an empty secret input keeps the stored secret.
   */
  stored?: Readonly<Record<string, string>> | undefined;
}

/** What a secret field left empty does on an edit. */
export const KEEP_STORED_SECRET = 'Leave empty to keep the stored value.';

/**
 * A vendor's settings, generated from its field definitions (platform-shell §3 "Vendor channel config field"):
 * text, password and select inputs with their labels, placeholders, help and required markers. A new vendor is
 * new data in the catalogue, not a new screen.
 */
export function VendorConfigFields({ vendor, channelType, register, errors = {}, stored }: VendorConfigFieldsProps) {
  const fields = vendorFieldsFor(vendor, channelType);
  if (fields.length === 0) return null;
  return (
    <StyledFieldset>
      <StyledLegend>{vendor.name} settings</StyledLegend>
      {fields.map((field) => (
        <VendorConfigInput
          key={field.key}
          field={field}
          registration={register(field.key)}
          error={errors[field.key]}
          storedSecret={field.type === 'password' ? stored?.[field.key] : undefined}
        />
      ))}
    </StyledFieldset>
  );
}

interface VendorConfigInputProps {
  field: VendorConfigField;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The stored secret, masked; present only while editing a channel that has one. */
  storedSecret: string | undefined;
}

function VendorConfigInput({ field, registration, error, storedSecret }: VendorConfigInputProps) {
  const keepsStored = storedSecret !== undefined;
  const hint =
    [field.helpText, keepsStored ? `Stored value ${storedSecret || 'is empty'}. ${KEEP_STORED_SECRET}` : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    label: field.label,
    hint,
    error,
    // A secret that is kept when left empty is not required on an edit.
    required: field.isRequired && !keepsStored,
    ...registration,
  };
  if (field.type === 'select')
    return (
      <Select
        {...common}
        placeholder={field.placeholder || `Select ${field.label}`}
        options={[...(field.options ?? [])]}
      />
    );
  if (field.type === 'password')
    return (
      <PasswordField
        {...common}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        subject={lowerFirst(field.label)}
        // Never offer a saved login here: these are a provider's credentials, not the user's.
        autoComplete="new-password"
        spellCheck={false}
      />
    );
  return (
    <TextField
      {...common}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** 'Access token' → 'access token', as the show/hide toggle reads it mid-sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${theme.space[3]};
  padding: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightMedium};
  color: ${theme.colors.text};
`;
