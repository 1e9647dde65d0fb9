import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import * as yup from 'yup';
import { BotMessages, type Agent } from '@parley/api-client';
import { useSaveAgentConfig } from '@parley/api-client/hooks';
import { Button, Select, TextArea, TextField, useToast } from '@parley/ui';

const MODEL_TYPES = ['OpenAi', 'Semantic', 'GPT2', 'SVM'] as const;

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
  openaiKey: yup.string().default(''),
});
type ConfigValues = yup.InferType<typeof configSchema>;

export interface ConfigurationScreenProps {
  agent: Agent;
}

/** bots/:id/configuration — model type, retries, out-of-scope message, language, threshold (hidden for SVM). */
export function ConfigurationScreen({ agent }: ConfigurationScreenProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveAgentConfig(agent.id);
  const { register, handleSubmit, watch, formState } = useForm<ConfigValues>({
    resolver: yupResolver(configSchema),
    mode: 'onChange',
    defaultValues: { ...agent.config, openaiKey: agent.config.openaiKey ?? '' },
  });
  const modelType = watch('modelType');
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, ...(values.openaiKey ? { openaiKey: values.openaiKey } : { openaiKey: undefined }) },
      {
        onSuccess: (r) => toast.success(r.message || 'Configuration saved successfully'),
        onError: (e) => toast.error(e.message),
      },
    ),
  );
  const errors = formState.errors;
  return (
    <StyledForm onSubmit={onSubmit} aria-label="Entities Configuration" noValidate>
      <h2>Entities Configuration</h2>
      <Select label="Model type" options={MODEL_TYPES.map((m) => ({ value: m, label: m }))} {...register('modelType')} />
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
        <TextField
          label="Integration configuration"
          hint="The id of a GenAI integration configuration; without one the local model answers."
          {...register('openaiKey')}
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
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 520px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
