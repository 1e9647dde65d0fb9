import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { CustomerMessages } from '@parley/api-client';
import { FormDialog, TextField, useToast } from '@parley/ui';

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** 'Segment Name' or 'Group Name'. */
  label: string;
  onClose: () => void;
  /** Resolves when saved; a rejection's message is an error toast (§8), and the dialog stays open with the name. */
  onSave: (name: string) => Promise<unknown>;
}

const schema = yup.object({
  name: yup.string().trim().required(CustomerMessages.required).max(100),
});

/** Create segment / create group popup (§2, §5 'Other'). */
export function NameDialog({ open, title, label, onClose, onSave }: NameDialogProps) {
  const toast = useToast();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (open) reset({ name: '' });
  }, [open, reset]);
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={formState.isSubmitting}
    >
      <TextField
        label={label}
        autoFocus
        {...register('name')}
        {...(formState.errors.name?.message ? { error: formState.errors.name.message } : {})}
      />
    </FormDialog>
  );
}
