import { useEffect, useState } from 'react';
import { CustomerMessages } from '@parley/api-client';
import { Button, Combobox, Modal, type ComboboxOption } from '@parley/ui';

export interface PickDialogProps {
  open: boolean;
  title: string;
  /** The multi-select's label: 'Add to Group', 'Attach Label', 'Choose Customer'. */
  label: string;
  options: readonly ComboboxOption[];
  /** Infinite loading instead of fixed options (customer picker). */
  loadOptions?: (query: string, offset: number) => Promise<{ options: ComboboxOption[]; hasMore: boolean }>;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (picked: ComboboxOption[]) => void;
}

/** A dialog with one required multi-select (Move Group, Attach Label, customer picker). */
export function PickDialog({
  open,
  title,
  label,
  options,
  loadOptions,
  confirmLabel = 'Save',
  cancelLabel = 'Cancel',
  busy = false,
  onClose,
  onConfirm,
}: PickDialogProps) {
  const [picked, setPicked] = useState<ComboboxOption[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setPicked([]);
      setError('');
    }
  }, [open]);
  const confirm = () => {
    if (picked.length === 0) {
      setError(CustomerMessages.required);
      return;
    }
    onConfirm(picked);
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Combobox
        multiple
        label={label}
        required
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setError('');
        }}
        {...(loadOptions ? { loadOptions } : { options })}
        {...(error ? { error } : {})}
      />
    </Modal>
  );
}
