import { useState } from 'react';
import { BotMessages, type ParaphraseResult } from '@parley/api-client';
import { useParaphrase } from '@parley/api-client/hooks';
import { useToast } from '@parley/ui';
import type { Phrase } from './intentDraft.ts';

export interface UseAutoGenerateOptions {
  agentId: string;
  phrases: Phrase[];
  /** Indexes of the selected phrases, the lines to paraphrase. */
  selected: number[];
  /** Called with the generated phrases the user chose. */
  onProceed: (chosen: string[]) => void;
}

/** Auto generate: the count modal for the selected phrases, then the picker of the paraphrases to add. */
export function useAutoGenerate({ agentId, phrases, selected, onProceed }: UseAutoGenerateOptions) {
  const toast = useToast();
  const paraphrase = useParaphrase(agentId);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ParaphraseResult | null>(null);

  const openModal = () => {
    if (selected.length === 0) return toast.error(BotMessages.selectPhrase);
    setOpen(true);
  };

  const generate = (count: 5 | 10) =>
    paraphrase.mutate(
      { lines: selected.map((i) => phrases[i]!.utterance), num_return_sequences: count },
      {
        onSuccess: (r) => (setOpen(false), setResult(r.data)),
        onError: (e) => toast.error(e.message),
      },
    );

  const proceed = (chosen: string[]) => {
    onProceed(chosen);
    setResult(null);
  };

  return {
    open,
    busy: paraphrase.isPending,
    result,
    openModal,
    closeModal: () => setOpen(false),
    generate,
    closePicker: () => setResult(null),
    proceed,
  };
}
