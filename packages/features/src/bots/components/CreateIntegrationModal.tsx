import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as yup from 'yup';
import {
  IntegrationMessages,
  LLM_OPTIONS,
  checkConnectionTest,
  type AuthConfig,
  type AuthConfigTestRequest,
  type ConnectionTestResult,
} from '@parley/api-client';
import { useCreateGenAiConfig, useTestGenAiConnection, useUpdateGenAiConfig } from '@parley/api-client/hooks';
import { Alert, Button, FormDialog, PasswordField, Select, TextField, theme, useToast } from '@parley/ui';
import { failureMessage } from '../builder/failureMessage.ts';

export interface CreateIntegrationModalProps {
  open: boolean;
  /**
   * Called with the configuration's id after a create (or a save, when editing), or with nothing on Cancel
   * (bot-builder §2 Modal dialogs).
   */
  onClose: (configId?: string) => void;
  /** Edit this stored integration instead of creating one: its key is kept unless a new one is typed. */
  integration?: AuthConfig | undefined;
}

/** What the form says when the test call itself fails (no answer from the console's server). */
export const CONNECTION_TEST_FAILED = 'The connection test could not be run; try again';

const integrationSchema = (editing: boolean) =>
  yup.object({
    name: yup.string().trim().required(IntegrationMessages.nameEmpty),
    llm: yup
      .string()
      .oneOf(
        LLM_OPTIONS.map((o) => String(o.value)),
        IntegrationMessages.llmEmpty,
      )
      .required(IntegrationMessages.llmEmpty),
    // Editing: an empty key keeps the stored one.
    apikey: editing ? yup.string().trim().default('') : yup.string().trim().required(IntegrationMessages.apiKeyEmpty),
  });
type IntegrationValues = { name: string; llm: string; apikey: string };

const EMPTY: IntegrationValues = { name: '', llm: '', apikey: '' };

const valuesOf = (integration: AuthConfig | undefined): IntegrationValues =>
  integration ? { name: integration.name, llm: String(integration.llm), apikey: '' } : EMPTY;

/**
 * Create Integration: a GenAI (LLM) integration with name, LLM type and API key; messages show after a submit
 * attempt. With `integration` it edits that one (Edit Integration). Test connection asks the provider whether it
 * accepts the typed key (or, when editing without a new key, the stored one) and shows the answer under the key.
 */
export function CreateIntegrationModal({ open, onClose, integration }: CreateIntegrationModalProps) {
  const toast = useToast();
  const create = useCreateGenAiConfig();
  const update = useUpdateGenAiConfig();
  const connectionTest = useTestGenAiConnection();
  const editing = integration !== undefined;
  const [serverError, setServerError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<ConnectionTestResult | null>(null);
  const schema = useMemo(() => integrationSchema(editing), [editing]);
  const { register, handleSubmit, reset, getValues, watch, formState } = useForm<IntegrationValues>({
    resolver: yupResolver(schema),
    // The spec: the messages show only after a submit attempt; after that they follow the input.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(integration),
  });

  useEffect(() => {
    if (!open) return;
    reset(valuesOf(integration));
    setServerError(null);
    setTestResult(null);
  }, [open, integration, reset]);

  // A result describes the key and LLM type it was given: another key or type makes it stale.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'apikey' || name === 'llm') setTestResult(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = { name: values.name, llm: Number(values.llm), apikey: values.apikey };
    try {
      const answer = integration
        ? await update.mutateAsync({ id: integration.id, ...body })
        : await create.mutateAsync(body);
      toast.success(
        answer.message || (integration ? 'Integration updated successfully' : 'Integration created successfully'),
      );
      onClose(answer.data._id);
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  const handleTest = async () => {
    const { llm, apikey } = getValues();
    const body: AuthConfigTestRequest = integration
      ? { id: integration.id, apikey, ...(llm ? { llm: Number(llm) } : {}) }
      : { llm: llm ? Number(llm) : null, apikey };
    // The request's own rules answer here, as the server would, without a call.
    const checked = checkConnectionTest(body);
    if (!checked.ok) {
      setTestResult({ ok: false, message: checked.message });
      return;
    }
    try {
      setTestResult(await connectionTest.mutateAsync(body));
    } catch (error) {
      setTestResult({ ok: false, message: failureMessage(error, CONNECTION_TEST_FAILED) });
    }
  };

  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Integration' : 'Create Integration'}
      onClose={() => onClose()}
      onSubmit={(event) => void onSubmit(event)}
      busy={create.isPending || update.isPending}
      error={serverError}
      submitLabel={editing ? 'Save' : 'Create'}
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
        label={editing ? 'New API Key' : 'API Key'}
        subject="API key"
        autoComplete="off"
        hint={
          integration
            ? `Stored key ${integration.apikey}. Leave empty to keep it.`
            : 'Stored encrypted; only its last four characters are shown again.'
        }
        {...register('apikey')}
        error={errors.apikey?.message}
      />
      <StyledConnectionTest>
        <Button
          variant="secondary"
          size="sm"
          icon="link"
          loading={connectionTest.isPending}
          onClick={() => void handleTest()}
        >
          Test connection
        </Button>
        {testResult ? (
          <StyledConnectionResult tone={testResult.ok ? 'info' : 'danger'}>{testResult.message}</StyledConnectionResult>
        ) : null}
      </StyledConnectionTest>
    </FormDialog>
  );
}

const StyledConnectionTest = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
`;

const StyledConnectionResult = styled(Alert)`
  align-self: stretch;
`;
