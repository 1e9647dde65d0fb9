import { useState } from 'react';
import styled from 'styled-components';
import { Messages, type CreatedApiKey } from '@parley/api-client';
import { useAddApiKey } from '@parley/api-client/hooks';
import { Button, FormDialog, Modal, Select, TextField, theme } from '@parley/ui';
import { StepUpPasswordField, passwordCheckError } from './PasswordCheckDialog.tsx';

export interface CreateApiKeyDialogProps {
  onClose: () => void;
}

/** Lifetimes offered; the contract allows any whole number of days up to a year. */
const LIFETIMES = [
  { value: '', label: 'Never (until revoked)' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

/**
 * Creates an API key (name, lifetime, and the password, since a key outlives the session), then shows the key
 * once, with a copy button: the server keeps only its hash.
 */
export function CreateApiKeyDialog({ onClose }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ name?: boolean; password?: boolean }>({});
  const create = useAddApiKey();

  if (create.data) return <CreatedKeyDialog created={create.data.data} onClose={onClose} />;
  return (
    <FormDialog
      title="Create API key"
      submitLabel="Create"
      busy={create.isPending}
      error={passwordCheckError(create.error).form}
      onClose={onClose}
      onSubmit={() => {
        const nowMissing = { name: !name.trim(), password: !password };
        setMissing(nowMissing);
        if (!nowMissing.name && !nowMissing.password)
          create.mutate({
            body: { name: name.trim(), password, ...(lifetime ? { expiresInDays: Number(lifetime) } : {}) },
          });
      }}
    >
      <TextField
        label="Name"
        maxLength={100}
        value={name}
        {...(missing.name ? { error: Messages.fieldMandatory } : {})}
        onChange={(event) => setName(event.target.value)}
      />
      <Select
        label="Expires"
        options={LIFETIMES}
        value={lifetime}
        onChange={(event) => setLifetime(event.target.value)}
      />
      <StepUpPasswordField
        value={password}
        onChange={setPassword}
        missing={Boolean(missing.password)}
        failure={create.error}
      />
    </FormDialog>
  );
}

function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin); the key stays selectable.
      setCopy('failed');
    }
  };
  return (
    <Modal
      open
      title="Copy your API key"
      onClose={() => onClose()}
      footer={<Button onClick={() => onClose()}>Done</Button>}
    >
      <StyledCreated>
        <p>This is the only time the key is shown. Store it somewhere safe; it acts as you, with your permissions.</p>
        <StyledKey data-testid="created-api-key">{created.key}</StyledKey>
        <Button variant="secondary" onClick={() => void copyKey()}>
          {copy === 'copied' ? 'Copied' : 'Copy key'}
        </Button>
        {copy === 'failed' ? <p role="alert">Copying was refused: select the key and copy it by hand.</p> : null}
      </StyledCreated>
    </Modal>
  );
}

const StyledCreated = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

const StyledKey = styled.code`
  display: block;
  width: 100%;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  font-family: monospace;
  word-break: break-all;
`;
