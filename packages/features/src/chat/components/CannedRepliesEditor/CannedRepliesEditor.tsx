import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useCannedReplies,
  useCreateCannedReply,
  useDeleteCannedReply,
  useUpdateCannedReply,
} from '@parley/api-client/hooks';
import { CANNED_SHORTCUT_MAX, CANNED_TEXT_MAX, checkCannedReply, type CannedReply } from '@parley/api-client/contract';
import { Button, TextArea, TextField, theme, useToast } from '@parley/ui';

/**
 * Chat Config's canned replies: the enterprise's ready answers by shortcut, added, changed and deleted here;
 * agents insert them by typing '/' and the shortcut in the reply box.
 */
export function CannedRepliesEditor() {
  const toast = useToast();
  const replies = useCannedReplies();
  const create = useCreateCannedReply();
  const update = useUpdateCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [shortcut, setShortcut] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ shortcut?: string; text?: string }>({});

  const startEdit = (reply: CannedReply | null) => {
    setEditing(reply);
    setShortcut(reply?.shortcut ?? '');
    setText(reply?.text ?? '');
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCannedReply({ shortcut, text });
    if (!check.ok) return setErrors({ [check.field]: check.message });
    setErrors({});
    const done = {
      onSuccess: (answer: { message: string }) => {
        toast.success(answer.message);
        startEdit(null);
      },
      onError: (failure: Error) => toast.error(failure.message),
    };
    if (editing) update.mutate({ params: { id: editing.id }, body: check.value }, done);
    else create.mutate({ body: check.value }, done);
  };

  const list = replies.data?.replies ?? [];
  return (
    <StyledEditor>
      {list.length === 0 && !replies.isLoading ? <StyledMuted>No canned replies yet.</StyledMuted> : null}
      {list.length ? (
        <StyledList aria-label="Canned replies">
          {list.map((reply) => (
            <li key={reply.id}>
              <code>/{reply.shortcut}</code>
              <span>{reply.text}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit /${reply.shortcut}`}
                onClick={() => startEdit(reply)}
              >
                Edit
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={`Delete /${reply.shortcut}`}
                onClick={() =>
                  remove.mutate(
                    { params: { id: reply.id } },
                    { onSuccess: (answer) => toast.success(answer.message), onError: (e) => toast.error(e.message) },
                  )
                }
              >
                Delete
              </Button>
            </li>
          ))}
        </StyledList>
      ) : null}
      <StyledForm aria-label={editing ? `Edit /${editing.shortcut}` : 'New canned reply'} onSubmit={submit} noValidate>
        <TextField
          label="Shortcut"
          hint="Agents type / and the shortcut in the reply box"
          maxLength={CANNED_SHORTCUT_MAX + 1}
          value={shortcut}
          error={errors.shortcut}
          onChange={(e) => setShortcut(e.target.value)}
        />
        <TextArea
          label="Reply text"
          rows={2}
          maxLength={CANNED_TEXT_MAX}
          value={text}
          error={errors.text}
          onChange={(e) => setText(e.target.value)}
        />
        <StyledActions>
          <Button type="submit" variant="secondary" loading={create.isPending || update.isPending}>
            {editing ? 'Save canned reply' : 'Add canned reply'}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={() => startEdit(null)}>
              Cancel
            </Button>
          ) : null}
        </StyledActions>
      </StyledForm>
    </StyledEditor>
  );
}

const StyledEditor = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: max-content 1fr auto auto;
    gap: ${theme.space[2]};
    align-items: center;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[2]};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
