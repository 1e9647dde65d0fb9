import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Messages, type Agent } from '@parley/api-client';
import { useSaveAgent } from '@parley/api-client/hooks';
import { FormDialog, Select, TextArea, TextField, useToast } from '@parley/ui';
import { agentFormDefaults, agentFormSchema, type AgentFormFields, type AgentFormValues } from './agentFormSchema.ts';

export interface AgentFormModalProps {
  open: boolean;
  /** The agent to edit; creates a new agent when absent. */
  agent?: Agent;
  onClose: () => void;
  /** Called with the saved agent after the server accepted it. */
  onSaved?: (agent: Agent) => void;
}

/** Only NLP agents can be created here: prompt agents are shown but disabled in the picker (bot-builder §2). */
export const AGENT_TYPE_OPTIONS = [
  { value: 'nlp', label: 'NLP' },
  { value: 'prompt', label: 'Prompt', disabled: true },
];

/** Create New Agent / Edit Agent (bot-builder §2, §5). */
export function AgentFormModal({ open, agent, onClose, onSaved }: AgentFormModalProps) {
  const toast = useToast();
  const save = useSaveAgent();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<AgentFormFields, unknown, AgentFormValues>({
    // The type starts empty (no choice yet), which the schema's output type does not allow.
    resolver: yupResolver(agentFormSchema) as unknown as Resolver<AgentFormFields, unknown, AgentFormValues>,
    defaultValues: agentFormDefaults(agent),
    mode: 'all',
  });

  useEffect(() => {
    if (!open) return;
    reset(agentFormDefaults(agent));
    setServerError(null);
  }, [open, agent, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await save.mutateAsync({
        ...(agent ? { id: agent.id } : {}),
        name: values.name,
        description: values.description,
        type: values.type,
      });
      toast.success(result.message || (agent ? 'Agent updated successfully' : 'Agent created successfully'));
      onSaved?.(result.data);
      onClose();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.somethingWentWrong);
    }
  });

  return (
    <FormDialog
      open={open}
      title={agent ? 'Edit Agent' : 'Create New Agent'}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      busy={isSubmitting}
      submitDisabled={!isValid}
      error={serverError}
    >
      <TextField label="Name" autoComplete="off" maxLength={100} error={errors.name?.message} {...register('name')} />
      <TextArea
        label="Description"
        rows={3}
        maxLength={1000}
        error={errors.description?.message}
        {...register('description')}
      />
      <Select
        label="Type"
        placeholder="Select a type"
        options={AGENT_TYPE_OPTIONS}
        error={errors.type?.message}
        {...register('type')}
      />
    </FormDialog>
  );
}
