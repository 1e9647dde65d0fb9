import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as yup from 'yup';
import { useAgentList, useChatSettings, useDepartmentList, useSaveChatSettings } from '@parley/api-client/hooks';
import {
  ChatMessages,
  Messages,
  businessHoursProblems,
  chatSettingsProblems,
  type BusinessHours,
  type ChatSettings,
} from '@parley/api-client/contract';
import { Button, Select, Spinner, TextArea, TextField, theme, useToast } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { useMayListDepartments } from '../../channels/components/ChannelDepartment.tsx';
import { BusinessHoursEditor } from '../components/BusinessHoursEditor/BusinessHoursEditor.tsx';
import { CannedRepliesEditor } from '../components/CannedRepliesEditor/CannedRepliesEditor.tsx';

const NO_BOT = '';

const settingsSchema = yup.object({
  botAgentId: yup.string().default(NO_BOT),
  keywords: yup
    .string()
    .default('')
    .test(
      'keywords',
      ChatMessages.keywordsDuplicate,
      (value) => chatSettingsProblems({ handOverKeywords: keywordsOf(value) }).length === 0,
    ),
  handOverIntent: yup.string().default('').max(100),
  outOfScopeLimit: yup
    .number()
    .typeError('Between 1 and 10')
    .min(1, 'Between 1 and 10')
    .max(10, 'Between 1 and 10')
    .required(Messages.fieldMandatory),
  pickupTimeoutSeconds: yup
    .number()
    .typeError('Between 30 and 86400 seconds')
    .min(30, 'Between 30 and 86400 seconds')
    .max(86_400, 'Between 30 and 86400 seconds')
    .required(Messages.fieldMandatory),
  handOverMessage: yup.string().default('').max(1000),
  businessHours: yup.mixed<BusinessHours[]>().default([]),
});
type SettingsValues = yup.InferType<typeof settingsSchema>;

/** Keywords as typed, one per comma: the list the server keeps. */
const keywordsOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

const toValues = (s: ChatSettings): SettingsValues => ({
  botAgentId: s.botAgentId ?? NO_BOT,
  keywords: s.handOverKeywords.join(', '),
  handOverIntent: s.handOverIntent ?? '',
  outOfScopeLimit: s.outOfScopeLimit,
  pickupTimeoutSeconds: s.pickupTimeoutSeconds,
  handOverMessage: s.handOverMessage,
  businessHours: s.businessHours ?? [],
});

const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
const OWN_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Chat Config (platform-shell §2.4 CONFIGURATION): which bot answers customers first, what hands a chat over to
 * the agents (words the customer writes, the bot's hand-over intent, messages in a row the bot did not understand),
 * what the customer is told then, how long agents have to pick a chat up before it is missed, the business hours,
 * and the canned replies agents insert in their answers.
 */
export function ChatConfigScreen() {
  const toast = useToast();
  const settings = useChatSettings();
  const bots = useAgentList('', 200);
  const save = useSaveChatSettings();
  const mayListDepartments = useMayListDepartments();
  const departments = useDepartmentList('', { enabled: mayListDepartments });
  const { register, handleSubmit, reset, formState, control } = useForm<SettingsValues>({
    resolver: yupResolver(settingsSchema),
    mode: 'onChange',
  });
  useEffect(() => {
    if (settings.data) reset(toValues(settings.data));
  }, [settings.data, reset]);

  const onSubmit = handleSubmit((values) => {
    const businessHours = values.businessHours ?? [];
    const problem = businessHoursProblems(businessHours)[0];
    if (problem) return toast.error(problem.message);
    save.mutate(
      {
        body: {
          botAgentId: values.botAgentId || null,
          handOverKeywords: keywordsOf(values.keywords),
          handOverIntent: values.handOverIntent.trim() || null,
          outOfScopeLimit: values.outOfScopeLimit,
          pickupTimeoutSeconds: values.pickupTimeoutSeconds,
          handOverMessage: values.handOverMessage,
          businessHours,
        },
      },
      {
        onSuccess: (r) => toast.success(r.message || ChatMessages.settingsSaved),
        onError: (e) => toast.error(e.message),
      },
    );
  });
  const departmentOptions = (departments.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }));
  const botOptions = (bots.data?.pages ?? []).flatMap((page) =>
    page.agents.filter((a) => a.type !== 'prompt').map((a) => ({ value: a.id, label: a.name })),
  );
  const errors = formState.errors;

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Chat Config</h1>
      </AdminPageHeader>
      {settings.isLoading ? (
        <Spinner label="Loading chat settings" />
      ) : (
        <StyledForm onSubmit={onSubmit} aria-label="Chat settings" noValidate>
          <Select
            label="Bot that answers first"
            placeholder="No bot: chats go straight to agents"
            options={botOptions}
            hint={bots.isError ? 'Your role cannot list the bots' : 'A trained bot answers each new chat first'}
            {...register('botAgentId')}
          />
          <TextField
            label="Hand-over words"
            hint="Comma separated: a customer who writes one of them is handed to an agent"
            error={errors.keywords?.message}
            {...register('keywords')}
          />
          <TextField
            label="Hand-over intent"
            hint="The bot's intent that hands the chat to an agent (optional)"
            error={errors.handOverIntent?.message}
            {...register('handOverIntent')}
          />
          <TextField
            label="Messages not understood before hand-over"
            type="number"
            error={errors.outOfScopeLimit?.message}
            {...register('outOfScopeLimit')}
          />
          <TextField
            label="Pickup time (seconds)"
            type="number"
            hint="A chat nobody picks up in this time is missed"
            error={errors.pickupTimeoutSeconds?.message}
            {...register('pickupTimeoutSeconds')}
          />
          <TextArea
            label="Message on hand-over"
            hint="Sent to the customer when the chat goes to the agents; empty sends nothing"
            rows={3}
            error={errors.handOverMessage?.message}
            {...register('handOverMessage')}
          />
          <StyledSection aria-labelledby="business-hours">
            <h2 id="business-hours">Business hours</h2>
            <p>Outside them a chat handed to people is missed at once, and the customer gets your message.</p>
            <Controller
              control={control}
              name="businessHours"
              render={({ field }) => (
                <BusinessHoursEditor
                  value={field.value ?? []}
                  onChange={field.onChange}
                  departments={departmentOptions}
                  timeZones={TIME_ZONES}
                  defaultTimeZone={OWN_TIME_ZONE}
                />
              )}
            />
          </StyledSection>
          <div>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
        </StyledForm>
      )}
      {/* Outside the settings form: each canned reply is saved on its own. */}
      <StyledSection aria-labelledby="canned-replies">
        <h2 id="canned-replies">Canned replies</h2>
        <CannedRepliesEditor />
      </StyledSection>
    </AdminPage>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
  p {
    margin: 0;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 640px;
`;
