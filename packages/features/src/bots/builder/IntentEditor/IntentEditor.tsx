import { useState } from 'react';
import styled from 'styled-components';
import { BotMessages, type Intent } from '@parley/api-client';
import { Tabs, useToast, theme } from '@parley/ui';
import { IntentEditorAutoGenerateModal } from './IntentEditorAutoGenerateModal.tsx';
import { IntentEditorConfirmDialog, type IntentEditorConfirm } from './IntentEditorConfirmDialog.tsx';
import { IntentEditorHeader } from './IntentEditorHeader.tsx';
import { IntentEditorParameters } from './IntentEditorParameters.tsx';
import { IntentEditorParaphrasePicker } from './IntentEditorParaphrasePicker.tsx';
import { IntentEditorPhraseList } from './IntentEditorPhraseList.tsx';
import { IntentEditorPhrases } from './IntentEditorPhrases.tsx';
import { IntentEditorResponse } from './IntentEditorResponse.tsx';
import { useAutoGenerate } from './useAutoGenerate.ts';
import { useEntityOptions } from './useEntityOptions.ts';
import { useIntentDraft } from './useIntentDraft.ts';
import { useIntentPhrases } from './useIntentPhrases.ts';
import { useIntentResponse } from './useIntentResponse.ts';

export interface IntentEditorProps {
  agentId: string;
  storyId: string;
  /** null: create mode. */
  intent: Intent | null;
  onSaved: (intent: Intent) => void;
  onDeleted: () => void;
}

/** The intent editor: name, Training phrases and Response tabs, entity parameters, Create/Save and Discard. */
export function IntentEditor(props: IntentEditorProps) {
  const { agentId, intent } = props;
  const toast = useToast();
  const entityOptions = useEntityOptions(agentId);
  const { draft, setDraft, dirty, saving, saveDraft, discard, deleteIntent } = useIntentDraft(props);
  const phrases = useIntentPhrases({ draft, setDraft, entityOptions });
  const response = useIntentResponse({ draft, setDraft });
  const auto = useAutoGenerate({
    agentId,
    phrases: draft.utterances,
    selected: phrases.selected,
    onProceed: phrases.addGenerated,
  });
  const [tab, setTab] = useState('phrases');
  const [confirm, setConfirm] = useState<IntentEditorConfirm | null>(null);

  const handleDiscard = () => {
    discard();
    phrases.cancelEdit();
  };

  const handleDeleteSelected = () => {
    if (phrases.selected.length === 0) return toast.error(BotMessages.selectPhrase);
    setConfirm({ kind: 'phrases' });
  };

  const handleConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === 'phrase') phrases.deletePhrase(confirm.index);
    else if (confirm.kind === 'phrases') phrases.deleteSelected();
    else if (confirm.kind === 'response') response.deleteResponse();
    else deleteIntent();
    setConfirm(null);
  };

  return (
    <StyledEditor>
      <IntentEditorHeader
        name={draft.name}
        creating={!intent}
        dirty={dirty}
        saving={saving}
        onNameChange={(name) => setDraft((d) => ({ ...d, name }))}
        onDiscard={handleDiscard}
        onSave={saveDraft}
        onDelete={() => setConfirm({ kind: 'intent' })}
      />
      <Tabs
        label="Intent sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'phrases', label: 'Training phrases' },
          { id: 'response', label: 'Response' },
        ]}
      />
      {tab === 'phrases' ? (
        <IntentEditorPhrases
          input={phrases.input}
          editing={phrases.editing !== null}
          count={draft.utterances.length}
          onInputChange={phrases.setInput}
          onAdd={phrases.addPhrase}
          onDeleteSelected={handleDeleteSelected}
          onAutoGenerate={auto.openModal}
        >
          <IntentEditorPhraseList
            phrases={draft.utterances}
            selected={phrases.selected}
            entities={entityOptions}
            onSelect={phrases.toggleSelected}
            onAnnotate={phrases.annotate}
            onUntag={phrases.untag}
            onEdit={phrases.startEdit}
            onDelete={(index) => setConfirm({ kind: 'phrase', index })}
          />
        </IntentEditorPhrases>
      ) : (
        <IntentEditorResponse
          input={response.input}
          editorKey={response.editorKey}
          response={draft.response}
          onInputChange={response.setInput}
          onSubmit={response.storeResponse}
          onEdit={response.startEdit}
          onDelete={() => setConfirm({ kind: 'response' })}
        />
      )}
      <IntentEditorParameters
        parameters={draft.entities}
        entityName={(id) => entityOptions.find((e) => e.id === id)?.name ?? id}
        onChange={(entitiesNext) => setDraft((d) => ({ ...d, entities: entitiesNext }))}
      />
      <IntentEditorConfirmDialog
        confirm={confirm}
        selectedCount={phrases.selected.length}
        onConfirm={handleConfirm}
        onCancel={() => setConfirm(null)}
      />
      {auto.open && (
        <IntentEditorAutoGenerateModal busy={auto.busy} onClose={auto.closeModal} onGenerate={auto.generate} />
      )}
      {auto.result && (
        <IntentEditorParaphrasePicker result={auto.result} onClose={auto.closePicker} onProceed={auto.proceed} />
      )}
    </StyledEditor>
  );
}

const StyledEditor = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${theme.font.sizeMd};
  }
`;
