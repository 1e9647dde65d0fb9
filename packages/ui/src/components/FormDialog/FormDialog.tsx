import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { theme } from '../../theme/theme.ts';

export interface FormDialogProps {
  /** Default true: callers that mount the dialog only while it is shown need not pass it. */
  open?: boolean;
  title: string;
  onClose: () => void;
  /** The form was submitted (Enter in a field or the submit button); the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button shows progress, and the form is not submitted again meanwhile. */
  busy?: boolean;
  /** A failure of the whole form (the server's answer), announced above the fields. */
  error?: string | null | undefined;
  submitLabel?: string;
  cancelLabel?: string;
  /** The form cannot be submitted yet (e.g. until a file is chosen). */
  submitDisabled?: boolean;
  /** Names the form for assistive technology when its fields alone do not. */
  formLabel?: string;
  width?: number;
  children: ReactNode;
}

/** A form in a Modal with Cancel and a submit button in its footer: the shape of the console's create/edit popups. */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  busy = false,
  error,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  formLabel,
  width,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => onClose()}
      {...(width ? { width } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose()}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} disabled={submitDisabled} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm
        id={formId}
        noValidate
        {...(formLabel ? { 'aria-label': formLabel } : {})}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          // Enter in a field submits even while the button is disabled: a form being saved is not sent twice.
          if (!busy && !submitDisabled) onSubmit(event);
        }}
      >
        {error ? <Alert>{error}</Alert> : null}
        {children}
      </StyledForm>
    </Modal>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[3]};
`;
