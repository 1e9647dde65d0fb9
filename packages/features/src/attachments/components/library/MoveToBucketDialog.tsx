import { useState } from 'react';
import { AttachmentMessages, type Artifact, type Bucket } from '@parley/api-client';
import { useMoveToBucket } from '@parley/api-client/hooks';
import { FormDialog, Select, useToast } from '@parley/ui';
import { errorText } from '../../../accounts/components/errorText.ts';

export interface MoveToBucketDialogProps {
  artifact: Artifact;
  buckets: readonly Bucket[];
  onClose: () => void;
}

const BUCKET_REQUIRED = 'Choose the bucket to move it to';

/** Files an attachment in a bucket (out of the one it is in, if any). */
export function MoveToBucketDialog({ artifact, buckets, onClose }: MoveToBucketDialogProps) {
  const toast = useToast();
  const move = useMoveToBucket();
  const [bucketId, setBucketId] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const choices = buckets.filter((bucket) => bucket.id !== artifact.bucketId);

  const submit = () => {
    setError(null);
    if (!bucketId) return setFieldError(BUCKET_REQUIRED);
    move.mutate(
      { body: { bucketId, artifactIds: [artifact.id] } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || AttachmentMessages.moved);
          onClose();
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <FormDialog
      title={`Move ${artifact.data.name} to a bucket`}
      submitLabel="Move"
      onClose={onClose}
      onSubmit={submit}
      busy={move.isPending}
      error={error}
    >
      <Select
        label="Bucket"
        placeholder="Choose a bucket"
        options={choices.map((bucket) => ({ value: bucket.id, label: bucket.name }))}
        value={bucketId}
        error={fieldError}
        onChange={(event) => {
          setBucketId(event.target.value);
          setFieldError(undefined);
        }}
      />
    </FormDialog>
  );
}
