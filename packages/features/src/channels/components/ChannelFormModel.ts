import type { FieldError as FormFieldError, FieldErrors, Path, Resolver } from 'react-hook-form';
import {
  CHANNEL_NAME_MAX,
  CHANNEL_TYPES,
  CONTACT_NUMBER_PATTERN,
  ChannelAdminMessages,
  checkChannel,
  checkVendorField,
  isApiError,
  secretKeys,
  vendorById,
  type Channel,
  type ChannelSaveRequest,
  type FieldError,
  type VendorConfigField,
  type VendorDefinition,
} from '@parley/api-client';
import { errorText } from '../../accounts/components/errorText.ts';

/** What the channel form holds: selects keep their values as text, '' until chosen. */
export interface ChannelFormValues {
  name: string;
  type: string;
  vendor: string;
  deptId: string;
  contactId: string;
  /** The vendor's fields by key. */
  data: Record<string, string>;
}

export const EMPTY_CHANNEL_VALUES: ChannelFormValues = {
  name: '',
  type: '',
  vendor: '',
  deptId: '',
  contactId: '',
  data: {},
};

/** The fields of `vendor` that apply to channel type `type` (a field with a cType belongs to that type only). */
export const vendorFieldsFor = (vendor: VendorDefinition, type: number | undefined): VendorConfigField[] =>
  vendor.fields.filter((field) => field.cType === undefined || type === undefined || field.cType === type);

/**
 * A stored channel as form values. Secrets arrive masked, so their inputs start empty: left empty, the server
 * keeps the stored secret.
 */
export function channelFormValues(channel: Channel | undefined): ChannelFormValues {
  if (!channel) return EMPTY_CHANNEL_VALUES;
  const vendor = vendorById(channel.vendor);
  const secrets = new Set(vendor ? secretKeys(vendor) : []);
  return {
    name: channel.name,
    type: String(channel.type),
    vendor: String(channel.vendor),
    deptId: channel.deptId ?? '',
    contactId: channel.contactId ?? '',
    data: Object.fromEntries(Object.entries(channel.data).map(([key, value]) => [key, secrets.has(key) ? '' : value])),
  };
}

/** The request body: only the chosen vendor's fields travel, so another vendor's typed values are dropped. */
export function channelSaveBody(values: ChannelFormValues): ChannelSaveRequest {
  const type = Number(values.type);
  const vendor = vendorById(Number(values.vendor));
  const data = Object.fromEntries(
    (vendor ? vendorFieldsFor(vendor, type) : []).map((field) => [field.key, (values.data[field.key] ?? '').trim()]),
  );
  return {
    name: values.name.trim(),
    type,
    vendor: Number(values.vendor),
    deptId: values.deptId || null,
    contactId: values.contactId.trim() || null,
    data,
  };
}

type FormErrors = Record<string, unknown>;

/** Puts `message` at a dotted path ('data.accessToken') of react-hook-form's error tree, first message wins. */
function putError(errors: FormErrors, path: string, message: string): void {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    errors[head] ??= { type: 'validate', message } satisfies FormFieldError;
    return;
  }
  const nested = (errors[head] ??= {}) as FormErrors;
  putError(nested, rest.join('.'), message);
}

/**
 * The form's rules, in the shared rules' own words so the form says what the server would. The shared
 * `checkChannel` stops at the first problem; the form shows every problem at once, so it checks each field with
 * the same messages and `checkVendorField`, then lets `checkChannel` have the last word on what is left.
 * `storedVendor`: the vendor of the channel being edited; while it stays, an empty secret keeps the stored one.
 */
export function channelFormResolver(storedVendor?: number): Resolver<ChannelFormValues> {
  return async (values) => {
    const errors: FormErrors = {};
    const name = values.name.trim().replace(/\s+/g, ' ');
    if (!name) putError(errors, 'name', ChannelAdminMessages.nameRequired);
    else if (name.length > CHANNEL_NAME_MAX) putError(errors, 'name', ChannelAdminMessages.nameTooLong);

    const typeChosen = values.type !== '' && values.type in CHANNEL_TYPES;
    const type = typeChosen ? Number(values.type) : undefined;
    if (!typeChosen) putError(errors, 'type', ChannelAdminMessages.typeRequired);

    const vendor = values.vendor === '' ? undefined : vendorById(Number(values.vendor));
    if (!vendor) putError(errors, 'vendor', ChannelAdminMessages.vendorRequired);
    else if (type !== undefined && !vendor.channelTypes.includes(type))
      putError(errors, 'vendor', ChannelAdminMessages.vendorNotForType);

    const contact = values.contactId.trim().replace(/[\s()-]/g, '');
    if (contact && !CONTACT_NUMBER_PATTERN.test(contact))
      putError(errors, 'contactId', ChannelAdminMessages.invalidNumber);

    if (vendor) {
      const keepSecrets = storedVendor === vendor.id;
      for (const field of vendorFieldsFor(vendor, type)) {
        const problem = checkVendorField(field, (values.data[field.key] ?? '').trim(), keepSecrets);
        if (problem) putError(errors, `data.${field.key}`, problem);
      }
    }

    if (Object.keys(errors).length === 0) {
      const shared = checkChannel(channelSaveBody(values), storedVendor);
      if (!shared.ok) putError(errors, shared.field, shared.message);
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<ChannelFormValues> };
    return { values, errors: {} };
  };
}

const FORM_FIELDS = new Set(['name', 'type', 'vendor', 'deptId', 'contactId']);

/** Whether the server's field name ('data.accessToken', 'name') is one of the form's inputs. */
const isFormField = (field: string, vendorKeys: readonly string[]): field is Path<ChannelFormValues> =>
  FORM_FIELDS.has(field) || (field.startsWith('data.') && vendorKeys.includes(field.slice('data.'.length)));

type SetFormError = (field: Path<ChannelFormValues>, error: { type: string; message: string }) => void;

/** Puts each of the server's field errors on its input; returns those that name no input of the form. */
export function placeFieldErrors(
  fieldErrors: readonly FieldError[],
  vendorKeys: readonly string[],
  setError: SetFormError,
): FieldError[] {
  const unplaced: FieldError[] = [];
  for (const fieldError of fieldErrors) {
    if (isFormField(fieldError.field, vendorKeys))
      setError(fieldError.field, { type: 'server', message: fieldError.message });
    else unplaced.push(fieldError);
  }
  return unplaced;
}

/**
 * Shows a failed save where it belongs: each field error of the envelope (`errors[{field, message}]`) on its
 * input, a duplicate name on the name; returns what is left for the form's alert (null when nothing is).
 */
export function placeServerErrors(
  error: unknown,
  vendorKeys: readonly string[],
  setError: SetFormError,
): string | null {
  const message = errorText(error);
  if (message === ChannelAdminMessages.duplicate) {
    setError('name', { type: 'server', message });
    return null;
  }
  const fieldErrors = isApiError(error) ? error.errors : [];
  if (fieldErrors.length === 0) return message;
  return placeFieldErrors(fieldErrors, vendorKeys, setError).length === 0 ? null : message;
}
