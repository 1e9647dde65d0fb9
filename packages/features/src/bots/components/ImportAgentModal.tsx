import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Agent, ExportFormat } from '@parley/api-client';
import { useImportAgent } from '@parley/api-client/hooks';
import { Button, FileUploader, Modal, Select, TextField, useToast, type FileUploadState } from '@parley/ui';

export interface ImportAgentModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new agent once the import is done (the modal stays open to show the warnings). */
  onImported?: (agent: Agent) => void;
}

/** What the server can read: a Dialogflow ES export (ZIP) or Rasa NLU data (YAML). */
export const IMPORT_ACCEPT = ['.zip', '.yml', '.yaml', 'application/zip', 'application/yaml'] as const;

export const IMPORT_FORMAT_OPTIONS: { value: ExportFormat; label: string }[] = [
  { value: 'dialogflow', label: 'Dialogflow ES agent (ZIP)' },
  { value: 'rasa', label: 'Rasa NLU (YAML)' },
];

/** Import Agent: a Dialogflow ES ZIP or Rasa NLU YAML becomes a new agent; what could not be imported is listed. */
export function ImportAgentModal({ open, onClose, onImported }: ImportAgentModalProps) {
  const formId = useId();
  const toast = useToast();
  const importAgent = useImportAgent();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [format, setFormat] = useState<ExportFormat>('dialogflow');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ agent: Agent; intents: number; entities: number; warnings: string[] } | null>(
    null,
  );

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setName('');
    setFormat('dialogflow');
    setError(null);
    setResult(null);
  }, [open]);

  const pickFile = (picked: File | null) => {
    setFile(picked);
    setError(null);
    if (!picked) return;
    if (/\.ya?ml$/i.test(picked.name)) setFormat('rasa');
    else if (/\.zip$/i.test(picked.name)) setFormat('dialogflow');
    if (!name.trim()) setName(picked.name.replace(/\.(zip|ya?ml)$/i, ''));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !name.trim()) return;
    setError(null);
    try {
      const answer = await importAgent.mutateAsync({ file, name: name.trim(), format });
      setResult(answer.data);
      toast.success(answer.message || 'Agent imported successfully');
      onImported?.(answer.data.agent);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  // The file travels with the import, so the import is the upload and its failure is the upload's.
  const status: FileUploadState =
    file && importAgent.isPending
      ? { state: 'uploading', fileName: file.name }
      : file && error
        ? { state: 'failed', fileName: file.name, message: error }
        : { state: 'idle' };

  const footer = result ? (
    <Button onClick={onClose}>Done</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={!file || !name.trim()} loading={importAgent.isPending}>
        Import
      </Button>
    </>
  );

  return (
    <Modal open={open} title="Import Agent" onClose={onClose} footer={footer}>
      {result ? (
        <StyledResult>
          <p role="status">
            Imported <strong>{result.agent.name}</strong>: {result.intents} intents, {result.entities} entities. Train
            it before trying it.
          </p>
          {result.warnings.length > 0 ? (
            <>
              <StyledHeading id={`${formId}-warnings`}>Not imported</StyledHeading>
              <ul aria-labelledby={`${formId}-warnings`}>
                {result.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>Everything in the file was imported.</p>
          )}
        </StyledResult>
      ) : (
        <StyledForm id={formId} onSubmit={onSubmit} noValidate>
          <FileUploader
            label="File"
            accept={IMPORT_ACCEPT}
            hint={file ? file.name : 'Dialogflow ES agent (ZIP) or Rasa NLU (YAML)'}
            disabled={importAgent.isPending}
            status={status}
            onFiles={(files) => pickFile(files[0] ?? null)}
            // A refused file replaces the one chosen before, as picking it in the browser would.
            onReject={() => pickFile(null)}
          />
          <Select
            label="Format"
            options={IMPORT_FORMAT_OPTIONS}
            value={format}
            onChange={(e) => setFormat(e.currentTarget.value as ExportFormat)}
          />
          <TextField label="Name" value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
        </StyledForm>
      )}
    </Modal>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const StyledResult = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const StyledHeading = styled.h3`
  margin: 8px 0 0;
  font-size: 1rem;
`;
