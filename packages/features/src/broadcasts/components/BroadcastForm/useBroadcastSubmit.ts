import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { ApiError, BroadcastMessages } from '@parley/api-client';
import { useSendBroadcast } from '@parley/api-client/hooks';
import { useToast } from '@parley/ui';
import { errorText } from '../../../accounts/components/errorText.ts';
import { useConsoleNavigate } from '../../../provider/basePath.tsx';
import { broadcastPaths } from '../../paths.ts';
import {
  broadcastRequestOf,
  type BroadcastFormValues,
  type BroadcastResource,
  type BroadcastTemplateInfo,
} from './broadcastFormModel.ts';
import type { BroadcastFormContext } from './broadcastFormResolver.ts';
import { serverFieldOf } from './serverFieldErrors.ts';

export interface BroadcastSubmitOptions {
  form: UseFormReturn<BroadcastFormValues, BroadcastFormContext>;
  info: BroadcastTemplateInfo | undefined;
  /** Why there is no `info` when the template could not be read. */
  templateError: Error | null;
  resource: BroadcastResource | undefined;
  /** What the form goes back to after a send. */
  initialValues: BroadcastFormValues;
  /** Test and chat modes: the host hears CLOSE after a send, whatever its outcome (§4); no page change. */
  onFinish: (() => void) | undefined;
}

/**
 * Sending (§4, §8): the server's message as a toast either way; an accepted send resets the form and goes to the
 * list (or finishes an embedded form); a refused one puts each field's problem at its field and lists the rest.
 * A send the form itself refuses also says its media and carousel problems as toasts.
 */
export function useBroadcastSubmit({
  form,
  info,
  templateError,
  resource,
  initialValues,
  onFinish,
}: BroadcastSubmitOptions) {
  const toast = useToast();
  const navigate = useConsoleNavigate();
  const send = useSendBroadcast();
  const [unplaced, setUnplaced] = useState<string[]>([]);

  const handleValid = (values: BroadcastFormValues) => {
    // The template is still loading (Send shows it busy), or could not be read: nothing to send yet.
    if (!info) {
      if (templateError) toast.error(errorText(templateError));
      return;
    }
    setUnplaced([]);
    send.mutate(
      { body: broadcastRequestOf(values, info, resource) },
      {
        onSuccess: (result) => {
          toast.success(result.message || BroadcastMessages.accepted(result.data.accepted));
          form.reset(initialValues);
          if (onFinish) onFinish();
          else navigate(broadcastPaths.list);
        },
        onError: (error) => {
          toast.error(errorText(error));
          const elsewhere: string[] = [];
          for (const problem of error instanceof ApiError ? error.errors : []) {
            const field = serverFieldOf(problem.field, info.definitions);
            if (field) form.setError(field, { type: 'server', message: problem.message });
            else elsewhere.push(problem.message);
          }
          setUnplaced(elsewhere);
          onFinish?.();
        },
      },
    );
  };

  // §8 names these as toasts; they are also shown beside the fields they are about.
  const handleInvalid = (errors: FieldErrors<BroadcastFormValues>) => {
    const cardError = Array.isArray(errors.cards) ? errors.cards.find(Boolean)?.message : undefined;
    const spoken = [
      cardError,
      errors.media?.message === BroadcastMessages.invalidFileType ? errors.media.message : undefined,
      errors.root?.mappingCards?.message,
    ];
    for (const message of spoken) if (message) toast.error(message);
  };

  return { onSubmit: form.handleSubmit(handleValid, handleInvalid), sending: send.isPending, unplaced };
}
