import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import * as yup from 'yup';
import { BotMessages, IntegrationMessages, LLM_OPTIONS, type Agent } from '@parley/api-client';
import { useGenAiConfigs, useSaveAgentConfig } from '@parley/api-client/hooks';
import { Button, Select, TextArea, TextField, useToast, theme } from '@parley/ui';
import { CreateIntegrationModal } from '../components/CreateIntegrationModal.tsx';

const MODEL_TYPES = ['OpenAi', 'Semantic', 'GPT2', 'SVM'] as const;
/** The integration select's entry that opens Create Integration instead of choosing. */
const CREATE_INTEGRATION = '__create_integration__';
const llmLabel = (llm: number) => LLM_OPTIONS.find((o) => o.value === llm)?.label ?? `LLM ${llm}`;

const configSchema = yup.object({
  modelType: yup.mixed<(typeof MODEL_TYPES)[number]>().oneOf(MODEL_TYPES).required('Model type is required'),
  language: yup.mixed<'en' | 'hi'>().oneOf(['en', 'hi']).required('Language is required'),
  entityExtractRetries: yup
    .number()
    .typeError(BotMessages.retriesMin)
    .required(BotMessages.retriesMin)
    .min(1, BotMessages.retriesMin),
  confidenceThreshold: yup
    .number()
    .typeError(BotMessages.thresholdRange)
    .required(BotMessages.thresholdRange)
    .min(0, BotMessages.thresholdRange)
    .max(1, BotMessages.thresholdRange),
  outOfScopeMessage: yup.string().default(''),
  openaiKey: yup
    .string()
    .default('')
    .when('modelType', {
      is: 'OpenAi',
      then: (schema) => schema.required(BotMessages.configurationMandatory),
    }),
});
type ConfigValues = yup.InferType<typeof configSchema>;

export interface ConfigurationScreenProps {
  agent: Agent;
}

/** bots/:id/configuration — model type, retries, out-of-scope message, language, threshold (hidden for SVM). */
export function ConfigurationScreen({ agent }: ConfigurationScreenProps) {
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const save = useSaveAgentConfig(agent.id);
  const integrations = useGenAiConfigs();
  const [creating, setCreating] = useState(false);
  const { register, handleSubmit, watch, formState, control, setValue, trigger } = useForm<ConfigValues>({
    resolver: yupResolver(configSchema),
    mode: 'onChange',
    defaultValues: { ...agent.config, openaiKey: agent.config.openaiKey ?? '' },
  });
  const modelType = watch('modelType');
  // Choosing OpenAi makes the integration required: say so at once rather than only disabling Save.
  useEffect(() => {
    if (modelType === 'OpenAi') void trigger('openaiKey');
  }, [modelType, trigger]);
  const handleIntegrationCreated = (configId?: string) => {
    setCreating(false);
    if (configId) setValue('openaiKey', configId, { shouldValidate: true, shouldDirty: true });
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      // The integration belongs to the OpenAi model; other models answer locally.
      { ...values, openaiKey: values.modelType === 'OpenAi' && values.openaiKey ? values.openaiKey : undefined },
      {
        onSuccess: (r) => toast.success(r.message || 'Configuration saved successfully'),
        onError: (e) => toast.error(e.message),
      },
    ),
  );
  const errors = formState.errors;
  return (
    <>
      <StyledForm onSubmit={onSubmit} aria-label="Entities Configuration" noValidate>
        <h2>Entities Configuration</h2>
        <Select
          label="Model type"
          options={MODEL_TYPES.map((m) => ({ value: m, label: m }))}
          {...register('modelType')}
        />
        <TextField
          label="Entity extract retries"
          type="number"
          min={1}
          {...register('entityExtractRetries')}
          error={errors.entityExtractRetries?.message}
        />
        <TextArea label="Out of scope message" rows={3} {...register('outOfScopeMessage')} />
        <Select
          label="Language"
          options={[
            { value: 'en', label: 'English (en)' },
            { value: 'hi', label: 'Hindi (hi)' },
          ]}
          {...register('language')}
        />
        {modelType !== 'SVM' && (
          <TextField
            label="Threshold"
            type="number"
            min={0}
            max={1}
            step={0.05}
            hint="Between 0 and 1"
            {...register('confidenceThreshold')}
            error={errors.confidenceThreshold?.message}
          />
        )}
        {modelType === 'OpenAi' && (
          <Controller
            control={control}
            name="openaiKey"
            render={({ field, fieldState }) => (
              <Select
                label="Integration configuration"
                placeholder={IntegrationMessages.selectConfiguration}
                hint={
                  integrations.isError
                    ? integrations.error.message
                    : 'The GenAI integration the OpenAi model and Auto generate use.'
                }
                options={[
                  ...(integrations.data ?? []).map((c) => ({
                    value: c.id,
                    label: `${c.name} (${llmLabel(c.llm)}, ${c.apikey})`,
                  })),
                  { value: CREATE_INTEGRATION, label: '+ Create Integration' },
                ]}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  if (event.target.value === CREATE_INTEGRATION) setCreating(true);
                  else field.onChange(event.target.value);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <StyledButtons>
          <Button variant="secondary" onClick={() => navigate(`/bots/${agent.id}/intents`)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!formState.isValid} loading={save.isPending}>
            Save
          </Button>
        </StyledButtons>
      </StyledForm>
      {/* Outside the form: React would bubble the modal's submit through the portal into this form. */}
      <CreateIntegrationModal open={creating} onClose={handleIntegrationCreated} />
    </>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 520px;
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
