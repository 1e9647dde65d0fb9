import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { IntegrationMessages, LLM_OPTIONS } from '@parley/api-client';
import { useCreateGenAiConfig } from '@parley/api-client/hooks';
import { FormDialog, PasswordField, Select, TextField, useToast } from '@parley/ui';

export interface CreateIntegrationModalProps {
  open: boolean;
  /** Called with the new configuration's id after a create, or with nothing on Cancel (bot-builder §2 Modal dialogs). */
  onClose: (configId?: string) => void;
}

const integrationSchema = yup.object({
  name: yup.string().trim().required(IntegrationMessages.nameEmpty),
  llm: yup
    .string()
    .oneOf(
      LLM_OPTIONS.map((o) => String(o.value)),
      IntegrationMessages.llmEmpty,
    )
    .required(IntegrationMessages.llmEmpty),
  apikey: yup.string().trim().required(IntegrationMessages.apiKeyEmpty),
});
type IntegrationValues = yup.InferType<typeof integrationSchema>;

const EMPTY: IntegrationValues = { name: '', llm: '', apikey: '' };

/** Create Integration: a GenAI (LLM) integration with name, LLM type and API key; messages show after a submit attempt. */
export function CreateIntegrationModal({ open, onClose }: CreateIntegrationModalProps) {
  const toast = useToast();
  const create = useCreateGenAiConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<IntegrationValues>({
    resolver: yupResolver(integrationSchema),
    // The spec: the messages show only after a submit attempt; after that they follow the input.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setServerError(null);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await create.mutateAsync({ name: values.name, llm: Number(values.llm), apikey: values.apikey });
      toast.success(answer.message || 'Integration created successfully');
      onClose(answer.data._id);
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      title="Create Integration"
      onClose={() => onClose()}
      onSubmit={(event) => void onSubmit(event)}
      busy={create.isPending}
      error={serverError}
      submitLabel="Create"
      formLabel="Integration form"
    >
      <TextField label="Configuration name" autoComplete="off" {...register('name')} error={errors.name?.message} />
      <Select
        label="LLM Type"
        placeholder="Select LLM type"
        options={LLM_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
        {...register('llm')}
        error={errors.llm?.message}
      />
      <PasswordField
        label="API Key"
        subject="API key"
        autoComplete="off"
        hint="Stored encrypted; only its last four characters are shown again."
        {...register('apikey')}
        error={errors.apikey?.message}
      />
    </FormDialog>
  );
}
