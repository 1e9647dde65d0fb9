import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  CHANNEL_NAME_MAX,
  CONTACT_NUMBER_PATTERN,
  ChannelAdminMessages,
  ChannelPermissions,
  VENDOR_IDS,
  WHATSAPP_CHANNEL_TYPE,
  hasAnyPermission,
  vendorById,
  type Channel,
  type ChannelConnectionTestResult,
  type VendorDefinition,
} from '@parley/api-client';
import { useCreateChannel } from '@parley/api-client/hooks';
import { Alert, Button, TextField, theme, useToast } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { ChannelConnectionTest } from './ChannelConnectionTest.tsx';
import {
  EMPTY_CHANNEL_VALUES,
  channelFormResolver,
  channelSaveBody,
  placeFieldErrors,
  placeServerErrors,
  vendorFieldsFor,
  type ChannelFormValues,
} from './ChannelFormModel.ts';
import { VendorConfigFields } from './VendorConfigFields.tsx';
import { StyledChannelForm } from './channelForm.styles.ts';

/** The WhatsApp Cloud API vendor: its field definitions make the form, as they do the channel form's. */
const CLOUD_VENDOR = vendorById(VENDOR_IDS.whatsappCloud) as VendorDefinition;
const CLOUD_KEYS = vendorFieldsFor(CLOUD_VENDOR, WHATSAPP_CHANNEL_TYPE).map((field) => field.key);

const ONBOARDING_VALUES: ChannelFormValues = {
  ...EMPTY_CHANNEL_VALUES,
  type: String(WHATSAPP_CHANNEL_TYPE),
  vendor: String(VENDOR_IDS.whatsappCloud),
};

/** The tested number as a channel's contact number, when it is one the channel rules accept. */
function contactOf(result: ChannelConnectionTestResult | null): string | null {
  const number = result?.displayPhoneNumber?.replace(/[\s()-]/g, '');
  return number && CONTACT_NUMBER_PATTERN.test(number) ? number : null;
}

export interface WabaConnectFormProps {
  /** Called with the new channel once the number is connected. */
  onConnected: (channel: Channel) => void;
}

/**
 * Connects a WhatsApp Business number on Meta's Cloud API: its credentials are tested with Meta first, and only
 * a number Meta accepts can be connected (a WhatsApp channel of the Cloud API vendor). Connecting needs
 * CHANNELS.CREATE; testing is open to whoever may view this page.
 */
export function WabaConnectForm({ onConnected }: WabaConnectFormProps) {
  const { permissions } = useSession();
  const canCreate = hasAnyPermission(permissions, ChannelPermissions.create);
  const canTest = hasAnyPermission(permissions, ChannelPermissions.test);
  const toast = useToast();
  const create = useCreateChannel();
  const connectHintId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<ChannelConnectionTestResult | null>(null);
  const resolver = useMemo(() => channelFormResolver(), []);
  const { register, handleSubmit, watch, getValues, setError, formState } = useForm<ChannelFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: ONBOARDING_VALUES,
  });
  const { errors } = formState;

  // A test result describes the credentials it was given: changing any of them asks for a new test.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('data.')) setTestResult(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(
      { body: { ...channelSaveBody(values), contactId: contactOf(testResult) } },
      {
        onSuccess: (result) => {
          toast.success(result.message || ChannelAdminMessages.created);
          onConnected(result.data);
        },
        onError: (error) => setFormError(placeServerErrors(error, CLOUD_KEYS, setError)),
      },
    );
  });

  const vendorErrors = Object.fromEntries(
    Object.entries(errors.data ?? {}).map(([key, error]) => [
      key,
      (error as { message?: string } | undefined)?.message,
    ]),
  );
  const tested = testResult?.ok === true;
  return (
    <StyledChannelForm aria-label="Connect a WhatsApp number" noValidate onSubmit={(event) => void onSubmit(event)}>
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label="Channel name"
        required
        maxLength={CHANNEL_NAME_MAX}
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <VendorConfigFields
        vendor={CLOUD_VENDOR}
        channelType={WHATSAPP_CHANNEL_TYPE}
        register={(key) => register(`data.${key}`)}
        errors={vendorErrors}
      />
      {canTest ? (
        <ChannelConnectionTest
          request={() => ({ vendor: CLOUD_VENDOR.id, data: channelSaveBody(getValues()).data })}
          result={testResult}
          onResult={setTestResult}
          onFieldErrors={(fieldErrors) => void placeFieldErrors(fieldErrors, CLOUD_KEYS, setError)}
        />
      ) : null}
      {canCreate ? (
        <StyledConnect>
          <Button
            type="submit"
            disabled={!tested}
            loading={create.isPending}
            aria-describedby={tested ? undefined : connectHintId}
          >
            Connect number
          </Button>
          {tested ? null : (
            <StyledHint id={connectHintId}>
              Test the connection first: a number Meta accepts can be connected.
            </StyledHint>
          )}
        </StyledConnect>
      ) : (
        <StyledHint>
          Connecting a number creates a channel, which your role may not do. You can test the credentials; ask an
          administrator with the Create channels permission to connect the number.
        </StyledHint>
      )}
    </StyledChannelForm>
  );
}

const StyledConnect = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[1]};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
