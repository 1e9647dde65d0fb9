import { useEffect, useState } from 'react';
import { BotMessages, checkIntent } from '@parley/api-client';
import { useDeleteIntent, useSaveIntent } from '@parley/api-client/hooks';
import { useToast } from '@parley/ui';
import { failureMessage } from '../failureMessage.ts';
import { useUnsavedChanges } from '../unsaved.tsx';
import type { IntentEditorProps } from './IntentEditor.tsx';
import { fromIntent, type Draft } from './intentDraft.ts';

/**
 * The draft against the last saved intent: reports unsaved changes to the agent screen, checks and
 * saves the draft, discards it, and deletes the intent.
 */
export function useIntentDraft({ agentId, storyId, intent, onSaved, onDeleted }: IntentEditorProps) {
  const toast = useToast();
  const { setDirty } = useUnsavedChanges();
  const [saved, setSaved] = useState<Draft>(() => fromIntent(intent));
  const [draft, setDraft] = useState<Draft>(saved);
  const save = useSaveIntent();
  const remove = useDeleteIntent();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);

  const saveDraft = () => {
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

  const discard = () => setDraft(saved);

  const deleteIntent = () => {
    if (!intent) return;
    remove.mutate(
      { agentId, storyId, intentId: intent.id },
      {
        onSuccess: (r) => (toast.success(r.message), setDirty(false), onDeleted()),
        onError: (e) => toast.error(failureMessage(e, BotMessages.deleteCannot)),
      },
    );
  };

  return { draft, setDraft, dirty, saving: save.isPending, saveDraft, discard, deleteIntent };
}
