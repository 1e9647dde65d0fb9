import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@parley/ui';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error?: string | undefined;
  children: ReactNode;
  submitLabel?: string;
}

/** The administration dialogs' shape: a form in a Modal with Cancel and a submit button, the failure on top. */
export function FormDialog({ title, onClose, onSubmit, busy, error, children, submitLabel = 'Save' }: FormDialogProps) {
  const formId = `form-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm
        id={formId}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {error ? <StyledError role="alert">{error}</StyledError> : null}
        {children}
      </StyledForm>
    </Modal>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledError = styled.div`
  color: ${({ theme }) => theme.colors.danger};
`;
