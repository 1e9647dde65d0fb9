import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { CustomerMessages, isApiError } from '@parley/api-client';
import { Button, Modal, TextField } from '@parley/ui';
import { StyledForm } from './styles.ts';

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** 'Segment Name' or 'Group Name'. */
  label: string;
  onClose: () => void;
  /** Resolves when saved; a rejection's message is shown under the field. */
  onSave: (name: string) => Promise<unknown>;
}

const schema = yup.object({
  name: yup.string().trim().required(CustomerMessages.required).max(100),
});

/** Create segment / create group popup (§2, §5 'Other'). */
export function NameDialog({ open, title, label, onClose, onSave }: NameDialogProps) {
  const { register, handleSubmit, reset, setError, formState } = useForm({ resolver: yupResolver(schema), defaultValues: { name: '' } });
  useEffect(() => {
    if (open) reset({ name: '' });
  }, [open, reset]);
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      onClose();
    } catch (error) {
      setError('name', { message: isApiError(error) ? error.message : String(error) });
    }
  });
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="cm-name-dialog" loading={formState.isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <StyledForm id="cm-name-dialog" onSubmit={submit} noValidate>
        <TextField label={label} autoFocus {...register('name')} {...(formState.errors.name?.message ? { error: formState.errors.name.message } : {})} />
      </StyledForm>
    </Modal>
  );
}
