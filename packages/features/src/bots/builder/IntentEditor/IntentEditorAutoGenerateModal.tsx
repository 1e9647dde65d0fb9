import { useState } from 'react';
import { Button, Modal, RadioGroup } from '@parley/ui';

export interface IntentEditorAutoGenerateModalProps {
  busy: boolean;
  onClose: () => void;
  onGenerate: (n: 5 | 10) => void;
}

/** Asks how many paraphrases to generate from the selected phrases. */
export function IntentEditorAutoGenerateModal({ busy, onClose, onGenerate }: IntentEditorAutoGenerateModalProps) {
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
