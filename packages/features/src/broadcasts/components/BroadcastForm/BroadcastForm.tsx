import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  BROADCAST_SEARCH_DEBOUNCE_MS,
  hasAnyPermission,
  type Broadcast,
  type BroadcastMedia,
} from '@parley/api-client';
import { useChannelById, useSettings, useTemplate } from '@parley/api-client/hooks';
import { Alert, Button, Combobox, theme } from '@parley/ui';
import { useSession } from '../../../auth/session/SessionProvider.tsx';
import { errorText } from '../../../accounts/components/errorText.ts';
import { useBroadcastCheck } from '../../hooks/useBroadcastCheck.ts';
import { useBroadcastEstimate } from '../../hooks/useBroadcastEstimate.ts';
import { useChannelOptions } from '../../hooks/useChannelOptions.ts';
import { CUSTOMER_READ, useCustomerColumns } from '../../hooks/useCustomerColumns.ts';
import { useTemplateOptions } from '../../hooks/useTemplateOptions.ts';
import {
  broadcastFormProblems,
  broadcastRequestOf,
  broadcastTemplateInfo,
  broadcastValuesOf,
  emptyBroadcastValues,
  mappingRowsFor,
  type BroadcastFormValues,
  type BroadcastResource,
} from './broadcastFormModel.ts';
import { broadcastFormResolver, type BroadcastFormContext } from './broadcastFormResolver.ts';
import { useBroadcastSubmit } from './useBroadcastSubmit.ts';
import { BroadcastFormAttachments } from './internal/BroadcastFormAttachments.tsx';
import { BroadcastFormEstimate } from './internal/BroadcastFormEstimate.tsx';
import { BroadcastFormMapping } from './internal/BroadcastFormMapping.tsx';
import { BroadcastFormNumbers } from './internal/BroadcastFormNumbers.tsx';
import { BroadcastFormPreview } from './internal/BroadcastFormPreview.tsx';

/**
 * send: the sender at /campaigns/broadcast/create. view: a stored broadcast, disabled. test: a campaign's test
 * send (channel and template locked). chat: a template to a chat's customer (channel and number locked).
 */
export type BroadcastFormMode = 'send' | 'view' | 'test' | 'chat';

/** What an embedding host (a campaign test, a chat) hears when the form is done, sent or not (§4). */
export type BroadcastFormEvent = 'CLOSE';

export interface BroadcastFormProps {
  mode?: BroadcastFormMode;
  /** View mode: the stored broadcast. */
  broadcast?: Broadcast | undefined;
  lockedChannelId?: string | undefined;
  lockedTemplateId?: string | undefined;
  /** Chat mode: the chat's customer number. */
  lockedNumber?: string | undefined;
  /** The campaign (test mode) or chat (chat mode) the send is for. */
  resourceId?: string | undefined;
  /** Test and chat modes: called with 'CLOSE' after a send, whether it succeeded or failed, and on Cancel. */
  onClose?: ((event: BroadcastFormEvent) => void) | undefined;
  /** Which channels the channel select offers (default WhatsApp). */
  channelType?: number | undefined;
}

/**
 * The broadcast form (broadcast-and-customer-master §2 "Broadcast form", §4, §5): a channel, one of its approved
 * templates, the template's media, mobile numbers (typed or picked from the customer master) and the variables'
 * mapping, beside a live preview of the first recipient's message and what a send would do. Live chat and the
 * campaign test embed it in their modes.
 */
export function BroadcastForm({
  mode = 'send',
  broadcast,
  lockedChannelId,
  lockedTemplateId,
  lockedNumber,
  resourceId,
  onClose,
  channelType,
}: BroadcastFormProps) {
  const readOnly = mode === 'view';
  const embedded = mode === 'test' || mode === 'chat';
  const { permissions } = useSession();
  const columns = useCustomerColumns();

  const initialValues = useMemo(
    () =>
      readOnly && broadcast
        ? broadcastValuesOf(broadcast)
        : emptyBroadcastValues({
            channel: lockedChannelId ? { value: lockedChannelId, label: '' } : null,
            template: lockedTemplateId ? { value: lockedTemplateId, label: '' } : null,
            numbers: lockedNumber ?? '',
          }),
    [readOnly, broadcast, lockedChannelId, lockedTemplateId, lockedNumber],
  );
  // The resolver reads what the values alone do not say (the template, the columns) from here, filled below.
  const context = useRef<BroadcastFormContext>({ info: undefined, columns: null });
  const form = useForm<BroadcastFormValues, BroadcastFormContext>({
    defaultValues: initialValues,
    resolver: broadcastFormResolver,
    context: context.current,
  });
  const { control, formState, setValue } = form;
  const values = form.watch();

  const templateQuery = useTemplate(values.template?.value);
  const lockedChannel = useChannelById(readOnly ? undefined : lockedChannelId);
  const template = templateQuery.data?.id === values.template?.value ? templateQuery.data : undefined;
  const info = useMemo(() => (template ? broadcastTemplateInfo(template) : undefined), [template]);
  context.current.info = info;
  context.current.columns = columns.names;

  const channelOptions = useChannelOptions(channelType);
  const templateOptions = useTemplateOptions(values.channel?.value);
  // The server lets a chat agent send to the chat's one number only when the send says it is for a chat.
  const resource: BroadcastResource | undefined = embedded
    ? { resourceType: mode === 'chat' ? 'CHAT' : 'CAMPAIGN', ...(resourceId ? { resourceId } : {}) }
    : undefined;

  // Once a send was refused, every change checks the whole form again: a choice elsewhere (another template)
  // changes what the other fields need.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (formState.isSubmitted) void form.trigger();
  }, [form, formState.isSubmitted, valuesKey, info, columns.names]);

  const complete =
    !readOnly && info !== undefined && Object.keys(broadcastFormProblems(values, info, columns.names)).length === 0;
  const request = complete ? broadcastRequestOf(values, info, resource) : null;
  const check = useBroadcastCheck(request);
  // The cost estimate is the sender's only, and only with the deployment's campaignEstimateCost flag on.
  const { data: settings } = useSettings();
  const showEstimate = mode === 'send' && settings?.featureFlags.campaignEstimateCost === true;
  const estimate = useBroadcastEstimate(showEstimate ? request : null);

  const chooseChannel = (channel: BroadcastFormValues['channel']) => {
    setValue('channel', channel);
    // Templates belong to a channel: another channel's template (and its media and mapping) no longer applies.
    setValue('template', null);
    setValue('media', null);
    setValue('cards', []);
    setValue('mapping', []);
  };

  const chooseTemplate = (option: BroadcastFormValues['template']) => {
    setValue('template', option);
    setValue('media', null);
    setValue('cards', []);
    setValue('mapping', []);
  };

  const setCardMedia = (index: number, media: BroadcastMedia) => {
    const cards = [...values.cards];
    while (cards.length <= index) cards.push(null);
    cards[index] = media;
    setValue('cards', cards);
  };

  const finish = () => onClose?.('CLOSE');
  const submit = useBroadcastSubmit({
    form,
    info,
    templateError: templateQuery.error,
    resource,
    initialValues,
    onFinish: embedded ? finish : undefined,
  });

  const channelValue =
    values.channel && lockedChannelId && !readOnly
      ? { value: values.channel.value, label: lockedChannel.data?.name ?? '' }
      : values.channel;
  const templateValue = values.template
    ? { value: values.template.value, label: template?.name ?? values.template.label }
    : null;
  const cardErrors = Array.isArray(formState.errors.cards)
    ? formState.errors.cards.map((error) => error?.message)
    : undefined;
  const canPick = hasAnyPermission(permissions, CUSTOMER_READ);
  const templateLoading = Boolean(values.template) && !info && templateQuery.isPending;

  return (
    <StyledBroadcastForm>
      <form noValidate aria-label="Broadcast" onSubmit={submit.onSubmit}>
        <StyledBroadcastFields disabled={readOnly}>
          <Controller
            control={control}
            name="channel"
            render={({ fieldState }) => (
              <Combobox
                label="Channel"
                placeholder="Search channels"
                required
                disabled={readOnly || Boolean(lockedChannelId)}
                value={channelValue}
                loadOptions={channelOptions}
                debounceMs={BROADCAST_SEARCH_DEBOUNCE_MS}
                noOptionsText="No channels"
                error={fieldState.error?.message}
                onChange={chooseChannel}
              />
            )}
          />
          <Controller
            control={control}
            name="template"
            render={({ fieldState }) => (
              <Combobox
                // A new channel starts a new list: nothing of the previous channel's pages stays.
                key={values.channel?.value ?? 'none'}
                label="Template"
                placeholder={values.channel ? 'Search approved templates' : 'Choose a channel first'}
                required
                disabled={readOnly || Boolean(lockedTemplateId) || !values.channel}
                value={templateValue}
                loadOptions={templateOptions}
                debounceMs={BROADCAST_SEARCH_DEBOUNCE_MS}
                noOptionsText="No approved templates"
                error={fieldState.error?.message}
                onChange={chooseTemplate}
              />
            )}
          />
          {templateQuery.isError ? (
            <Alert>
              The template {values.template?.label} cannot be shown: {errorText(templateQuery.error)}
            </Alert>
          ) : null}
          {info && info.kind !== 'NONE' ? (
            <BroadcastFormAttachments
              info={info}
              media={values.media}
              cards={values.cards}
              onMediaChange={(media) => setValue('media', media)}
              onCardChange={setCardMedia}
              mediaError={formState.errors.media?.message}
              cardErrors={cardErrors}
            />
          ) : null}
          <Controller
            control={control}
            name="numbers"
            render={({ field, fieldState }) => (
              <BroadcastFormNumbers
                numbers={field.value}
                customers={values.customers}
                locked={Boolean(lockedNumber) || readOnly}
                canPick={canPick && !readOnly}
                error={fieldState.error?.message}
                onBlur={field.onBlur}
                onChange={(numbers, customers) => {
                  field.onChange(numbers);
                  setValue('customers', customers);
                }}
              />
            )}
          />
          {readOnly && broadcast && broadcast.customerIds.length > 0 ? (
            <StyledNote>And {broadcast.customerIds.length} customers picked from the customer master.</StyledNote>
          ) : null}
          {info && info.definitions.length > 0 ? (
            <BroadcastFormMapping
              definitions={info.definitions}
              rows={mappingRowsFor(info.definitions, values.mapping)}
              columns={columns.options}
              columnNames={columns.names}
              showErrors={formState.isSubmitted}
              cardsError={formState.errors.root?.mappingCards?.message}
              onChange={(rows) => setValue('mapping', rows)}
            />
          ) : null}
          {formState.errors.mapping?.type === 'server' ? <Alert>{formState.errors.mapping.message}</Alert> : null}
          {submit.unplaced.length ? (
            <Alert>
              <ul aria-label="Send problems">
                {submit.unplaced.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </StyledBroadcastFields>
        {showEstimate ? <BroadcastFormEstimate state={estimate} /> : null}
        {readOnly ? null : (
          <StyledBroadcastActions>
            {embedded ? (
              <Button variant="secondary" onClick={finish}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" icon="send" loading={submit.sending || templateLoading}>
              Send
            </Button>
          </StyledBroadcastActions>
        )}
      </form>
      <BroadcastFormPreview info={info} media={values.media} cards={values.cards} check={check} />
    </StyledBroadcastForm>
  );
}

const StyledBroadcastForm = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(260px, 340px);
  gap: ${theme.space[6]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledBroadcastFields = styled.fieldset`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledBroadcastActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
