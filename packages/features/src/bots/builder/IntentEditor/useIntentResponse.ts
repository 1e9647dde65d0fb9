import { useState, type Dispatch, type SetStateAction } from 'react';
import { BotMessages } from '@parley/api-client';
import { useToast } from '@parley/ui';
import type { Draft } from './intentDraft.ts';

export interface UseIntentResponseOptions {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
}

/**
 * The response editor's input. Storing it makes it the draft's response and remounts the editor empty
 * (a new key); editing puts the stored response back into a fresh editor.
 */
export function useIntentResponse({ draft, setDraft }: UseIntentResponseOptions) {
  const toast = useToast();
  const [input, setInput] = useState('');
  const [editorKey, setEditorKey] = useState(0);

  const storeResponse = (markdown: string) => {
    if (!markdown.trim()) return toast.error(BotMessages.responseEmpty);
    setDraft((d) => ({ ...d, response: markdown.trim() }));
    setInput('');
    setEditorKey((k) => k + 1);
  };

  const startEdit = () => {
    setInput(draft.response ?? '');
    setEditorKey((k) => k + 1);
  };

  const deleteResponse = () => {
    setDraft((d) => ({ ...d, response: null }));
    toast.success(BotMessages.deletedResponse);
  };

  return { input, setInput, editorKey, storeResponse, startEdit, deleteResponse };
}
