import { useState } from 'react';
import { AttachmentMessages, type Bucket, type Visibility } from '@parley/api-client';
import { useCreateBucket, useEditBucket } from '@parley/api-client/hooks';
import { FormDialog, Select, TextField, useToast } from '@parley/ui';
import { errorText } from '../../../accounts/components/errorText.ts';
import { VISIBILITY_OPTIONS } from './visibilityOptions.ts';

export interface BucketNameDialogProps {
  /** The bucket to rename; a new bucket when absent. */
  bucket?: Bucket | undefined;
  onClose: () => void;
}

/** Create a bucket (its name and who sees it) or rename one. */
export function BucketNameDialog({ bucket, onClose }: BucketNameDialogProps) {
  const toast = useToast();
  const create = useCreateBucket();
  const edit = useEditBucket();
  const [name, setName] = useState(bucket?.name ?? '');
  const [visibility, setVisibility] = useState<Visibility>('private');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    const trimmed = name.trim();
    if (!trimmed) return setFieldError(AttachmentMessages.bucketNameRequired);
    const callbacks = {
      onSuccess: (answer: { message: string }) => {
        toast.success(answer.message || (bucket ? AttachmentMessages.bucketUpdated : AttachmentMessages.bucketCreated));
        onClose();
      },
      onError: (failure: Error) => setError(errorText(failure)),
    };
    if (bucket) edit.mutate({ body: { id: bucket.id, name: trimmed } }, callbacks);
    else create.mutate({ body: { name: trimmed, visibility } }, callbacks);
  };

  return (
    <FormDialog
      title={bucket ? `Rename bucket ${bucket.name}` : 'New bucket'}
      submitLabel={bucket ? 'Rename' : 'Create'}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending || edit.isPending}
      error={error}
    >
      <TextField
        label="Bucket name"
        autoComplete="off"
        value={name}
        error={fieldError}
        onChange={(event) => {
          setName(event.target.value);
          setFieldError(undefined);
        }}
      />
      {bucket ? null : (
        <Select
          label="Visibility"
          options={VISIBILITY_OPTIONS}
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as Visibility)}
        />
      )}
    </FormDialog>
  );
}
