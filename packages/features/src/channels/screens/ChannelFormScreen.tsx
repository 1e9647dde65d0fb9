import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import styled from 'styled-components';
import {
  CHANNEL_NAME_MAX,
  CHANNEL_TYPES,
  ChannelAdminMessages,
  ChannelPermissions,
  VENDORS,
  VENDOR_IDS,
  hasAnyPermission,
  vendorById,
  type Channel,
  type ChannelConnectionTestRequest,
  type ChannelConnectionTestResult,
} from '@parley/api-client';
import { useChannelById, useCreateChannel, useUpdateChannel } from '@parley/api-client/hooks';
import { Alert, Button, Select, Spinner, TextField, theme, useToast } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { ChannelDepartmentSelect, useMayListDepartments } from '../components/ChannelDepartment.tsx';
import { ChannelConnectionTest } from '../components/ChannelConnectionTest.tsx';
import {
  channelFormResolver,
  channelFormValues,
  channelSaveBody,
  placeFieldErrors,
  placeServerErrors,
  vendorFieldsFor,
  type ChannelFormValues,
} from '../components/ChannelFormModel.ts';
import { VendorConfigFields } from '../components/VendorConfigFields.tsx';
import { channelPaths } from '../paths.ts';
import { StyledChannelForm } from '../components/channelForm.styles.ts';

const TYPE_OPTIONS = Object.entries(CHANNEL_TYPES).map(([value, label]) => ({ value, label }));

/**
 * Add Channel (/admin/channels/create) and Edit Channel (/admin/channels/edit/:id). An edit waits for the stored
 * channel, so the form starts from its values.
 */
export function ChannelFormScreen() {
  const { id } = useParams();
  const channel = useChannelById(id);
  if (!id) return <ChannelForm />;
  if (channel.isError)
    return (
      <AdminPage>
        <AdminPageHeader>
          <h1>Edit Channel</h1>
        </AdminPageHeader>
        <LoadError query={channel} />
      </AdminPage>
    );
  if (!channel.data) return <Spinner label="Loading channel" />;
  return <ChannelForm channel={channel.data} />;
}

interface ChannelFormProps {
  /** The channel to edit; absent to add one. */
  channel?: Channel;
}

/**
 * The channel's name, type, vendor, department and contact number, then the chosen vendor's own settings,
 * generated from its field definitions. Messages show after a Save attempt and then follow the input.
 */
function ChannelForm({ channel }: ChannelFormProps) {
  const { permissions } = useSession();
  const canTest = hasAnyPermission(permissions, ChannelPermissions.test);
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const mayListDepartments = useMayListDepartments();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const [formError, setFormError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<ChannelConnectionTestResult | null>(null);
  const resolver = useMemo(() => channelFormResolver(channel?.vendor), [channel?.vendor]);
  const { register, handleSubmit, watch, setValue, getValues, setError, formState } = useForm<ChannelFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: channelFormValues(channel),
  });
  const { errors } = formState;

  const typeValue = watch('type');
  const vendorValue = watch('vendor');
  const type = typeValue === '' ? undefined : Number(typeValue);
  const vendorOptions = VENDORS.filter((v) => type !== undefined && v.channelTypes.includes(type));
  const vendor = vendorValue === '' ? undefined : vendorById(Number(vendorValue));
  // The stored secrets belong to the stored vendor: another vendor starts without them.
  const storedData = channel && vendor && channel.vendor === vendor.id ? channel.data : undefined;
  const vendorKeys = vendor ? vendorFieldsFor(vendor, type).map((field) => field.key) : [];

  // A vendor that does not serve the newly chosen type is cleared rather than kept out of sight.
  useEffect(() => {
    if (vendor && (type === undefined || !vendor.channelTypes.includes(type))) setValue('vendor', '');
  }, [type, vendor, setValue]);

  // A test result describes the credentials it was given: another vendor or another value makes it stale.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'vendor' || name === 'type' || name?.startsWith('data.')) setTestResult(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const body = channelSaveBody(values);
    const callbacks = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message || (channel ? ChannelAdminMessages.updated : ChannelAdminMessages.created));
        navigate(channelPaths.list);
      },
      onError: (error: Error) => setFormError(placeServerErrors(error, vendorKeys, setError)),
    };
    if (channel) update.mutate({ params: { id: channel.id }, body }, callbacks);
    else create.mutate({ body }, callbacks);
  });

  const testRequest = (): ChannelConnectionTestRequest => {
    const { data } = channelSaveBody(getValues());
    return storedData && channel ? { id: channel.id, vendor: vendor?.id, data } : { vendor: vendor?.id, data };
  };

  const title = channel ? 'Edit Channel' : 'Add Channel';
  const vendorErrors = Object.fromEntries(
    Object.entries(errors.data ?? {}).map(([key, error]) => [
      key,
      (error as { message?: string } | undefined)?.message,
    ]),
  );
  return (
    <AdminPage>
      <AdminPageHeader>
        <h1 id="channel-form-heading">{title}</h1>
      </AdminPageHeader>
      <StyledChannelForm aria-labelledby="channel-form-heading" noValidate onSubmit={(event) => void onSubmit(event)}>
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField
          label="Name"
          required
          maxLength={CHANNEL_NAME_MAX}
          autoComplete="off"
          {...register('name')}
          error={errors.name?.message}
        />
        <Select
          label="Channel type"
          required
          placeholder="Select channel type"
          options={TYPE_OPTIONS}
          {...register('type')}
          error={errors.type?.message}
        />
        <Select
          label="Vendor"
          required
          placeholder={type === undefined ? 'Choose a channel type first' : 'Select vendor'}
          options={vendorOptions.map((v) => ({ value: String(v.id), label: v.name }))}
          hint={
            type !== undefined && vendorOptions.length === 0 ? 'No vendor serves this channel type yet.' : undefined
          }
          {...register('vendor')}
          error={errors.vendor?.message}
        />
        {mayListDepartments ? (
          <ChannelDepartmentSelect registration={register('deptId')} error={errors.deptId?.message} />
        ) : null}
        <TextField
          label="Contact number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+919812345670"
          hint="The number customers write to, with its country code."
          {...register('contactId')}
          error={errors.contactId?.message}
        />
        {vendor ? (
          <>
            <StyledDescription>{vendor.description}</StyledDescription>
            <VendorConfigFields
              vendor={vendor}
              channelType={type}
              register={(key) => register(`data.${key}`)}
              errors={vendorErrors}
              stored={storedData}
            />
          </>
        ) : null}
        {vendor?.id === VENDOR_IDS.whatsappCloud && canTest ? (
          <ChannelConnectionTest
            request={testRequest}
            result={testResult}
            onResult={setTestResult}
            onFieldErrors={(fieldErrors) => void placeFieldErrors(fieldErrors, vendorKeys, setError)}
          />
        ) : null}
        <StyledActions>
          <Button variant="secondary" onClick={() => navigate(channelPaths.list)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save
          </Button>
        </StyledActions>
      </StyledChannelForm>
    </AdminPage>
  );
}

const StyledDescription = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
