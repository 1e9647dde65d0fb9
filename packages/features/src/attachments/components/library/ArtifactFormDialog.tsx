import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ApiError, AttachmentMessages, type Artifact, type Bucket } from '@parley/api-client';
import { useCreateArtifact, useUpdateArtifact } from '@parley/api-client/hooks';
import { FormDialog, Select, TextArea, TextField, shortenFileName, theme, useToast } from '@parley/ui';
import { ArtifactFileField } from './ArtifactFileField.tsx';
import { artifactFormResolver } from './artifactFormResolver.ts';
import {
  ARTIFACT_FORM_KINDS,
  artifactFormOf,
  artifactSaveOf,
  emptyArtifactForm,
  formFieldOf,
  type ArtifactFormValues,
} from './artifactFormModel.ts';
import { VISIBILITY_OPTIONS } from './visibilityOptions.ts';

export interface ArtifactFormDialogProps {
  /** The attachment to edit; a new one when absent. */
  artifact?: Artifact | undefined;
  buckets: readonly Bucket[];
  onClose: () => void;
}

/**
 * Add or edit an attachment: its kind decides the fields (a file to upload, a web address, a location, a message's
 * text, or nothing more for a tag). Messages show after a first save attempt, then follow the input. An edit keeps
 * the kind, and a file keeps its file.
 */
export function ArtifactFormDialog({ artifact, buckets, onClose }: ArtifactFormDialogProps) {
  const toast = useToast();
  const create = useCreateArtifact();
  const update = useUpdateArtifact();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, getValues, setError, formState } = useForm<ArtifactFormValues>({
    resolver: artifactFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: artifact ? artifactFormOf(artifact) : emptyArtifactForm(),
  });
  const kind = watch('kind');
  // A location's address and coordinates answer one rule together: a change to one re-checks the others.
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = artifactSaveOf(values);
    try {
      const answer = artifact
        ? await update.mutateAsync({ params: { id: artifact.id }, body })
        : await create.mutateAsync({ body });
      toast.success(answer.message || (artifact ? AttachmentMessages.updated : AttachmentMessages.created));
      onClose();
    } catch (failure) {
      // The server's field messages go beside their fields; the message itself shows above the form.
      for (const problem of failure instanceof ApiError ? failure.errors : []) {
        const field = formFieldOf(problem.field);
        if (field) setError(field, { type: 'server', message: problem.message });
      }
      setServerError((failure as Error).message);
    }
  });

  return (
    <FormDialog
      title={artifact ? 'Edit attachment' : 'Add attachment'}
      formLabel={artifact ? 'Edit attachment' : 'Add attachment'}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      busy={create.isPending || update.isPending}
      error={serverError}
      width={560}
    >
      <Select label="Kind" options={ARTIFACT_FORM_KINDS} disabled={Boolean(artifact)} {...register('kind')} />
      {kind === 'FILE' && artifact ? (
        <StyledFileName>File: {shortenFileName(artifact.data.fileName ?? artifact.data.name)}</StyledFileName>
      ) : null}
      {kind === 'FILE' && !artifact ? (
        <ArtifactFileField
          error={errors.fileId?.message}
          onUploaded={(file) => {
            setValue('fileId', file.fileId, { shouldValidate: formState.isSubmitted });
            setValue('fileType', file.dataType);
            setValue('fileName', file.fileName);
            // The file's name is a fair first name for the attachment.
            if (!getValues('name').trim())
              setValue('name', file.fileName.slice(0, 200), { shouldValidate: formState.isSubmitted });
          }}
        />
      ) : null}
      <TextField label="Name" autoComplete="off" {...register('name')} error={errors.name?.message} />
      <TextArea label="Description" rows={2} {...register('desc')} error={errors.desc?.message} />
      {kind === 'URL' ? (
        <TextField
          label="Web address"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register('url')}
          error={errors.url?.message}
        />
      ) : null}
      {kind === 'LOCATION' ? (
        <>
          <TextField
            label="Address"
            {...register('address', { deps: ['latitude', 'longitude'] })}
            error={errors.address?.message}
          />
          <StyledCoordinates>
            <TextField
              label="Latitude"
              inputMode="decimal"
              {...register('latitude', { deps: ['longitude', 'address'] })}
              error={errors.latitude?.message}
            />
            <TextField
              label="Longitude"
              inputMode="decimal"
              {...register('longitude', { deps: ['latitude', 'address'] })}
              error={errors.longitude?.message}
            />
          </StyledCoordinates>
        </>
      ) : null}
      {kind === 'MSG' ? (
        <TextArea label="Message text" rows={4} {...register('text')} error={errors.text?.message} />
      ) : null}
      <Select label="Visibility" options={VISIBILITY_OPTIONS} {...register('visibility')} />
      <Select
        label="Bucket"
        placeholder="No bucket"
        options={buckets.map((bucket) => ({ value: bucket.id, label: bucket.name }))}
        {...register('bucketId')}
      />
    </FormDialog>
  );
}

const StyledCoordinates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  gap: ${theme.space[2]};
`;

const StyledFileName = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
