import { useState, type Dispatch, type SetStateAction } from 'react';
import { BotMessages, collapseName, type EntityRefData } from '@parley/api-client';
import { useToast, type EntityOption } from '@parley/ui';
import type { Draft, Phrase } from './intentDraft.ts';

export interface UseIntentPhrasesOptions {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  entityOptions: readonly EntityOption[];
}

/**
 * The training phrases: the add/edit input, the selection, entity tagging and deletes. Every change
 * edits the draft; tagging a phrase with an entity the intent has no parameter for adds one.
 */
export function useIntentPhrases({ draft, setDraft, entityOptions }: UseIntentPhrasesOptions) {
  const toast = useToast();
  const [input, setInput] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const setPhrases = (utterances: Phrase[]) => setDraft((d) => ({ ...d, utterances }));

  const addPhrase = () => {
    const text = input.trim();
    if (!text) return toast.error(BotMessages.phrasesEmpty);
    const key = collapseName(text).toLowerCase();
    if (draft.utterances.some((u, i) => i !== editing && collapseName(u.utterance).toLowerCase() === key)) {
      return toast.error(BotMessages.duplicateUtterance);
    }
    if (editing !== null) {
      setPhrases(draft.utterances.map((u, i) => (i === editing ? { utterance: text, entityRefs: [] } : u)));
      setEditing(null);
    } else {
      setPhrases([{ utterance: text, entityRefs: [] }, ...draft.utterances]);
    }
    setInput('');
  };

  const startEdit = (index: number) => {
    setEditing(index);
    setInput(draft.utterances[index]!.utterance);
  };

  const cancelEdit = () => {
    setEditing(null);
    setInput('');
  };

  const toggleSelected = (index: number, checked: boolean) =>
    setSelected((s) => (checked ? [...s, index] : s.filter((x) => x !== index)));

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

  const untag = (index: number, ref: EntityRefData) =>
    setPhrases(
      draft.utterances.map((x, i) =>
        i === index ? { ...x, entityRefs: x.entityRefs.filter((r) => r.entityStartPos !== ref.entityStartPos) } : x,
      ),
    );

  const deletePhrase = (index: number) => {
    setPhrases(draft.utterances.filter((_, i) => i !== index));
    setSelected([]);
    toast.success(BotMessages.deletedUtterance);
  };

  const deleteSelected = () => {
    // Like a single delete, this edits the draft: Discard brings the phrases back until the intent is saved.
    setPhrases(draft.utterances.filter((_, i) => !selected.includes(i)));
    setSelected([]);
    toast.success(BotMessages.deletedUtterances);
  };

  /** Puts the chosen generated phrases first, leaving out those the intent already has. */
  const addGenerated = (chosen: string[]) => {
    const known = new Set(draft.utterances.map((u) => collapseName(u.utterance).toLowerCase()));
    const fresh = chosen.filter((c) => !known.has(collapseName(c).toLowerCase()));
    setPhrases([...fresh.map((utterance) => ({ utterance, entityRefs: [] })), ...draft.utterances]);
    setSelected([]);
  };

  return {
    input,
    setInput,
    editing,
    selected,
    addPhrase,
    startEdit,
    cancelEdit,
    toggleSelected,
    annotate,
    untag,
    deletePhrase,
    deleteSelected,
    addGenerated,
  };
}
