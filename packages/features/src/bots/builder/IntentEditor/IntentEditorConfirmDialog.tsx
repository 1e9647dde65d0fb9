import { ConfirmDialog } from '@parley/ui';

/** What a Yes deletes. */
export type IntentEditorConfirm =
  { kind: 'phrase'; index: number } | { kind: 'phrases' } | { kind: 'response' } | { kind: 'intent' };

export interface IntentEditorConfirmDialogProps {
  /** null: closed. */
  confirm: IntentEditorConfirm | null;
  selectedCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a phrase, the selected phrases, the response or the intent is deleted. */
export function IntentEditorConfirmDialog({
  confirm,
  selectedCount,
  onConfirm,
  onCancel,
}: IntentEditorConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={confirm !== null}
      title="Confirm delete"
      message={
        confirm?.kind === 'phrase'
          ? 'Delete this training phrase?'
          : confirm?.kind === 'phrases'
            ? `Delete the ${selectedCount} selected training phrases?`
            : confirm?.kind === 'response'
              ? 'Delete the response?'
              : 'Delete this intent?'
      }
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
