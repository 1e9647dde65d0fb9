import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  BotMessages,
  checkIntent,
  collapseName,
  type EntityRefData,
  type Intent,
  type IntentParameter,
  type ParaphraseResult,
} from '@parley/api-client';
import {
  EDITOR_ENTITY_FETCH_SIZE,
  useDeleteIntent,
  useEntities,
  useParaphrase,
  useSaveIntent,
} from '@parley/api-client/hooks';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  EntityPicker,
  IconButton,
  Markdown,
  Modal,
  RadioGroup,
  Tabs,
  TextArea,
  TextField,
  useToast,
  theme,
} from '@parley/ui';
import { RichTextEditor } from '@parley/ui/editor';
import { failureMessage } from './failureMessage.ts';
import { useUnsavedChanges } from './unsaved.tsx';

export interface IntentEditorProps {
  agentId: string;
  storyId: string;
  /** null: create mode. */
  intent: Intent | null;
  onSaved: (intent: Intent) => void;
  onDeleted: () => void;
}

interface Phrase {
  utterance: string;
  entityRefs: EntityRefData[];
}

interface Draft {
  name: string;
  utterances: Phrase[];
  response: string | null;
  entities: IntentParameter[];
}

const fromIntent = (intent: Intent | null): Draft => ({
  name: intent?.name ?? '',
  utterances: (intent?.utterances ?? []).map((u) => ({ utterance: u.utterance, entityRefs: u.entityRefs ?? [] })),
  response: intent?.responses[0]?.response ?? null,
  entities: intent?.entities ?? [],
});

/** The intent editor: name, Training phrases and Response tabs, entity parameters, Create/Save and Discard. */
export function IntentEditor({ agentId, storyId, intent, onSaved, onDeleted }: IntentEditorProps) {
  const toast = useToast();
  const { setDirty } = useUnsavedChanges();
  const [saved, setSaved] = useState<Draft>(() => fromIntent(intent));
  const [draft, setDraft] = useState<Draft>(saved);
  const [tab, setTab] = useState('phrases');
  const [phraseInput, setPhraseInput] = useState('');
  const [editingPhrase, setEditingPhrase] = useState<number | null>(null);
  const [selectedPhrases, setSelectedPhrases] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<
    { kind: 'phrase'; index: number } | { kind: 'phrases' } | { kind: 'response' } | { kind: 'intent' } | null
  >(null);
  const [responseInput, setResponseInput] = useState(draft.response === null ? '' : '');
  const [editorKey, setEditorKey] = useState(0);
  const [autoOpen, setAutoOpen] = useState(false);
  const [paraphrases, setParaphrases] = useState<ParaphraseResult | null>(null);
  const entities = useEntities(agentId, { from: 0, perPage: EDITOR_ENTITY_FETCH_SIZE, type: 'custom' });
  const systemEntities = useEntities(agentId, { from: 0, perPage: 100, type: 'system' });
  const entityOptions = useMemo(
    () =>
      [...(entities.data?.entities ?? []), ...(systemEntities.data?.entities ?? [])].map((e) => ({
        id: e.id,
        name: e.name,
      })),
    [entities.data, systemEntities.data],
  );
  const save = useSaveIntent();
  const remove = useDeleteIntent();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);

  const setPhrases = (utterances: Phrase[]) => setDraft((d) => ({ ...d, utterances }));

  const addPhrase = () => {
    const text = phraseInput.trim();
    if (!text) return toast.error(BotMessages.phrasesEmpty);
    const key = collapseName(text).toLowerCase();
    if (draft.utterances.some((u, i) => i !== editingPhrase && collapseName(u.utterance).toLowerCase() === key)) {
      return toast.error(BotMessages.duplicateUtterance);
    }
    if (editingPhrase !== null) {
      setPhrases(draft.utterances.map((u, i) => (i === editingPhrase ? { utterance: text, entityRefs: [] } : u)));
      setEditingPhrase(null);
    } else {
      setPhrases([{ utterance: text, entityRefs: [] }, ...draft.utterances]);
    }
    setPhraseInput('');
  };

  const annotate = (index: number, ref: EntityRefData) => {
    setDraft((d) => {
      const utterances = d.utterances.map((u, i) => (i === index ? { ...u, entityRefs: [...u.entityRefs, ref] } : u));
      const option = entityOptions.find((e) => e.id === ref.entityId);
      const hasParam = d.entities.some((p) => p.id === ref.entityId);
      const name = (option?.name ?? ref.entityId).replace(/^sys\./, '').replace(/[^\w]+/g, '_');
      const entitiesNext = hasParam
        ? d.entities
        : [...d.entities, { id: ref.entityId, name, required: false, value: `$${name}`, prompts: [] }];
      return { ...d, utterances, entities: entitiesNext };
    });
  };

  const storeResponse = (markdown: string) => {
    if (!markdown.trim()) return toast.error(BotMessages.responseEmpty);
    setDraft((d) => ({ ...d, response: markdown.trim() }));
    setResponseInput('');
    setEditorKey((k) => k + 1);
  };

  const handleSave = () => {
    const body = {
      name: draft.name,
      utterances: draft.utterances,
      responses: draft.response ? [{ response: draft.response }] : [],
      entities: draft.entities,
    };
    const checked = checkIntent(body);
    if (!checked.ok) return toast.error(checked.message);
    save.mutate(
      { agentId, storyId, ...body, ...(intent ? { id: intent.id } : {}) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          const next = fromIntent(r.data);
          setSaved(next);
          setDraft(next);
          setDirty(false);
          onSaved(r.data);
        },
        onError: (e) => toast.error(failureMessage(e, BotMessages.intentNameRequired)),
      },
    );
  };

  const paraphrase = useParaphrase(agentId);
  const openAuto = () => {
    if (selectedPhrases.length === 0) return toast.error(BotMessages.selectPhrase);
    setAutoOpen(true);
  };

  const deleteSelected = () => {
    if (selectedPhrases.length === 0) return toast.error(BotMessages.selectPhrase);
    setConfirm({ kind: 'phrases' });
  };

  const doConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === 'phrase') {
      setPhrases(draft.utterances.filter((_, i) => i !== confirm.index));
      setSelectedPhrases([]);
      toast.success(BotMessages.deletedUtterance);
    } else if (confirm.kind === 'phrases') {
      // Like a single delete, this edits the draft: Discard brings the phrases back until the intent is saved.
      setPhrases(draft.utterances.filter((_, i) => !selectedPhrases.includes(i)));
      setSelectedPhrases([]);
      toast.success(BotMessages.deletedUtterances);
    } else if (confirm.kind === 'response') {
      setDraft((d) => ({ ...d, response: null }));
      toast.success(BotMessages.deletedResponse);
    } else if (intent) {
      remove.mutate(
        { agentId, storyId, intentId: intent.id },
        {
          onSuccess: (r) => (toast.success(r.message), setDirty(false), onDeleted()),
          onError: (e) => toast.error(failureMessage(e, BotMessages.deleteCannot)),
        },
      );
    }
    setConfirm(null);
  };

  return (
    <StyledEditor>
      <StyledHeader>
        <TextField
          label="Intent name"
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          error={draft.name && !draft.name.trim() ? BotMessages.intentNameEmpty : undefined}
        />
        <StyledButtons>
          {dirty && (
            <Button variant="secondary" onClick={() => (setDraft(saved), setEditingPhrase(null), setPhraseInput(''))}>
              Discard
            </Button>
          )}
          <Button onClick={handleSave} loading={save.isPending}>
            {intent ? 'Save' : 'Create'}
          </Button>
          {intent && (
            <IconButton
              icon="trash"
              variant="ghost"
              label="Delete intent"
              onClick={() => setConfirm({ kind: 'intent' })}
            />
          )}
        </StyledButtons>
      </StyledHeader>
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
        <StyledSection>
          <TextArea
            label={editingPhrase !== null ? 'Edit training phrase' : 'Add training phrase'}
            hint="Ctrl+Enter adds the phrase"
            rows={2}
            value={phraseInput}
            onChange={(e) => setPhraseInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                addPhrase();
              }
            }}
          />
          <StyledRow>
            <span>{draft.utterances.length} training phrases</span>
            <StyledButtons>
              <Button variant="secondary" size="sm" onClick={deleteSelected}>
                Delete selected
              </Button>
              <Button variant="secondary" size="sm" onClick={openAuto}>
                Auto generate
              </Button>
            </StyledButtons>
          </StyledRow>
          <StyledPhrases aria-label="Training phrases">
            {draft.utterances.map((u, index) => (
              <li key={`${index}-${u.utterance}`}>
                <Checkbox
                  label={`Select ${u.utterance}`}
                  hideLabel
                  checked={selectedPhrases.includes(index)}
                  onChange={(e) =>
                    setSelectedPhrases((s) => (e.target.checked ? [...s, index] : s.filter((x) => x !== index)))
                  }
                />
                <StyledPicker>
                  <EntityPicker
                    label={`Training phrase ${u.utterance}`}
                    phrase={u.utterance}
                    entityRefs={u.entityRefs}
                    entities={entityOptions}
                    onAnnotate={(ref) => annotate(index, ref)}
                    onRemove={(ref) =>
                      setPhrases(
                        draft.utterances.map((x, i) =>
                          i === index
                            ? { ...x, entityRefs: x.entityRefs.filter((r) => r.entityStartPos !== ref.entityStartPos) }
                            : x,
                        ),
                      )
                    }
                  />
                </StyledPicker>
                <IconButton
                  icon="edit"
                  size="sm"
                  variant="ghost"
                  label={`Edit phrase ${u.utterance}`}
                  onClick={() => (setEditingPhrase(index), setPhraseInput(u.utterance))}
                />
                <IconButton
                  icon="trash"
                  size="sm"
                  variant="ghost"
                  label={`Delete phrase ${u.utterance}`}
                  onClick={() => setConfirm({ kind: 'phrase', index })}
                />
              </li>
            ))}
          </StyledPhrases>
        </StyledSection>
      ) : (
        <StyledSection>
          <RichTextEditor
            key={editorKey}
            label="Response"
            value={responseInput}
            onChange={setResponseInput}
            onSubmit={storeResponse}
            placeholder="Type the response and press Ctrl+Enter"
          />
          {draft.response !== null && (
            <StyledResponse aria-label="Saved response">
              <Markdown>{draft.response}</Markdown>
              <IconButton
                icon="edit"
                size="sm"
                variant="ghost"
                label="Edit response"
                onClick={() => (setResponseInput(draft.response ?? ''), setEditorKey((k) => k + 1))}
              />
              <IconButton
                icon="trash"
                size="sm"
                variant="ghost"
                label="Delete response"
                onClick={() => setConfirm({ kind: 'response' })}
              />
            </StyledResponse>
          )}
        </StyledSection>
      )}
      <Parameters
        parameters={draft.entities}
        entityName={(id) => entityOptions.find((e) => e.id === id)?.name ?? id}
        onChange={(entitiesNext) => setDraft((d) => ({ ...d, entities: entitiesNext }))}
      />
      <ConfirmDialog
        open={confirm !== null}
        title="Confirm delete"
        message={
          confirm?.kind === 'phrase'
            ? 'Delete this training phrase?'
            : confirm?.kind === 'phrases'
              ? `Delete the ${selectedPhrases.length} selected training phrases?`
              : confirm?.kind === 'response'
                ? 'Delete the response?'
                : 'Delete this intent?'
        }
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={doConfirm}
        onCancel={() => setConfirm(null)}
      />
      {autoOpen && (
        <AutoGenerateModal
          busy={paraphrase.isPending}
          onClose={() => setAutoOpen(false)}
          onGenerate={(count) =>
            paraphrase.mutate(
              { lines: selectedPhrases.map((i) => draft.utterances[i]!.utterance), num_return_sequences: count },
              {
                onSuccess: (r) => (setAutoOpen(false), setParaphrases(r.data)),
                onError: (e) => toast.error(e.message),
              },
            )
          }
        />
      )}
      {paraphrases && (
        <ParaphrasePicker
          result={paraphrases}
          onClose={() => setParaphrases(null)}
          onProceed={(chosen) => {
            const known = new Set(draft.utterances.map((u) => collapseName(u.utterance).toLowerCase()));
            const fresh = chosen.filter((c) => !known.has(collapseName(c).toLowerCase()));
            setPhrases([...fresh.map((utterance) => ({ utterance, entityRefs: [] })), ...draft.utterances]);
            setSelectedPhrases([]);
            setParaphrases(null);
          }}
        />
      )}
    </StyledEditor>
  );
}

function Parameters({
  parameters,
  entityName,
  onChange,
}: {
  parameters: IntentParameter[];
  entityName: (id: string) => string;
  onChange: (p: IntentParameter[]) => void;
}) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const update = (i: number, patch: Partial<IntentParameter>) =>
    onChange(parameters.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  if (parameters.length === 0) return null;
  return (
    <StyledParams aria-label="Entity parameters">
      <h3>Entity parameters</h3>
      {parameters.map((p, i) => (
        <StyledParam key={`${p.id}-${i}`} aria-label={`Parameter ${p.name}`}>
          <TextField label="Parameter name" value={p.name} onChange={(e) => update(i, { name: e.target.value })} />
          <span>@{entityName(p.id)}</span>
          <Checkbox label="Required" checked={p.required} onChange={(e) => update(i, { required: e.target.checked })} />
          <TextField label="Value" value={p.value} onChange={(e) => update(i, { value: e.target.value })} />
          <TextField
            label={`Prompts for ${p.name}`}
            placeholder="Type a prompt and Enter"
            value={drafts[i] ?? ''}
            onChange={(e) => setDrafts((d) => ({ ...d, [i]: e.target.value }))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                const added = (drafts[i] ?? '')
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean);
                if (added.length) update(i, { prompts: [...p.prompts, ...added] });
                setDrafts((d) => ({ ...d, [i]: '' }));
              }
            }}
            error={p.prompts.length === 0 ? BotMessages.promptEmpty : undefined}
          />
          <StyledPrompts>
            {p.prompts.map((prompt, k) => (
              <li key={k}>
                {prompt}
                <IconButton
                  icon="close"
                  size="sm"
                  variant="ghost"
                  label={`Remove prompt ${prompt}`}
                  onClick={() => update(i, { prompts: p.prompts.filter((_, m) => m !== k) })}
                />
              </li>
            ))}
          </StyledPrompts>
          <IconButton
            icon="trash"
            size="sm"
            variant="ghost"
            label={`Delete parameter ${p.name}`}
            onClick={() => onChange(parameters.filter((_, j) => j !== i))}
          />
        </StyledParam>
      ))}
    </StyledParams>
  );
}

function AutoGenerateModal({
  busy,
  onClose,
  onGenerate,
}: {
  busy: boolean;
  onClose: () => void;
  onGenerate: (n: 5 | 10) => void;
}) {
  const [count, setCount] = useState('10');
  return (
    <Modal
      open
      title="Auto generate"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => onGenerate(count === '5' ? 5 : 10)}>
            Generate
          </Button>
        </>
      }
    >
      <RadioGroup
        label="How many phrases?"
        name="paraphrase-count"
        value={count}
        onChange={setCount}
        options={[
          { value: '10', label: '10' },
          { value: '5', label: '5' },
        ]}
      />
    </Modal>
  );
}

function ParaphrasePicker({
  result,
  onClose,
  onProceed,
}: {
  result: ParaphraseResult;
  onClose: () => void;
  onProceed: (p: string[]) => void;
}) {
  const phrases = result.paraphrases;
  const [chosen, setChosen] = useState<string[]>(phrases);
  return (
    <Modal
      open
      title="Choose training phrases"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => onProceed(chosen)}>
            Proceed
          </Button>
        </>
      }
    >
      {/* Say which generator answered, and why the local one did when an integration is configured. */}
      <StyledSource role="note">
        {result.source === 'integration'
          ? "Generated by the agent's GenAI integration."
          : (result.fallbackReason ?? 'Generated by the local paraphraser (the agent has no GenAI integration).')}
      </StyledSource>
      <StyledPhrases aria-label="Generated phrases">
        {phrases.map((p) => (
          <li key={p}>
            <Checkbox
              label={p}
              checked={chosen.includes(p)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p] : c.filter((x) => x !== p)))}
            />
          </li>
        ))}
      </StyledPhrases>
    </Modal>
  );
}

const StyledSource = styled.p`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledEditor = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${theme.font.sizeMd};
  }
`;
const StyledHeader = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;
const StyledButtons = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;
const StyledSection = styled.div`
  display: grid;
  gap: ${theme.space[2]};
`;
const StyledRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  color: ${theme.colors.textMuted};
`;
const StyledPhrases = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;
const StyledPicker = styled.div`
  flex: 1;
  min-width: 0;
`;
const StyledResponse = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  > :first-child {
    flex: 1;
  }
`;
const StyledParams = styled.section`
  display: grid;
  gap: ${theme.space[2]};
`;
const StyledParam = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto 1fr;
  gap: ${theme.space[2]};
  align-items: end;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
`;
const StyledPrompts = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    padding-left: ${theme.space[2]};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surfaceMuted};
  }
`;
