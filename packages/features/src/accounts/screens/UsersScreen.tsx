import { useState } from 'react';
import styled from 'styled-components';
import { MIN_PASSWORD_LENGTH, Messages, hasAnyPermission, type Invitation, type ManagedUser } from '@parley/api-client';
import {
  useActivateUser,
  useAddUser,
  useDeactivateUser,
  useDeleteInvitation,
  useDeleteUser,
  useResendInvitation,
  useResetUserPassword,
  useSendInvitation,
  useUpdateUserRoles,
  useInvitationList,
  useUserList,
} from '@parley/api-client/hooks';
import {
  Button,
  ConfirmDialog,
  FormDialog,
  PasswordField,
  SearchBox,
  Table,
  Tabs,
  TextField,
  useToast,
  type MenuItem,
  type TableColumn,
  theme,
} from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { RolesPicker, roleNames } from '../components/RolesPicker.tsx';
import { AdminPage, AdminPageHeader } from '../components/AdminPage.tsx';
import { errorText } from '../components/errorText.ts';
import { LoadError } from '../components/LoadError.tsx';
import { LockedActions } from '../components/LockedActions.tsx';
import { ROW_ACTIONS_COLUMN_WIDTH, RowActionsMenu } from '../components/RowActionsMenu.tsx';
import { usePrivilegeCeiling } from '../hooks/usePrivilegeCeiling.ts';

type Dialog =
  | { kind: 'add' }
  | { kind: 'invite' }
  | { kind: 'roles'; user: ManagedUser }
  | { kind: 'reset'; user: ManagedUser }
  | { kind: 'deactivate' | 'activate' | 'delete'; user: ManagedUser }
  | { kind: 'deleteInvitation'; invitation: Invitation }
  | null;

/** Narrowest widths (px) of the text columns: on a narrow window the table scrolls rather than squeeze them. */
const NAME_MIN_WIDTH = 160;
const EMAIL_MIN_WIDTH = 200;
const ROLES_MIN_WIDTH = 160;

/** Why a row offers no actions: the user holds permissions the signed-in user lacks, so the server refuses all. */
const USER_BEYOND_OWN_REASON = 'Holds permissions you do not hold';

/**
 * Users (platform-shell §7.3): active and deactivated users, their dialogs, and pending invitations. Each row
 * offers only what the privilege ceiling lets the signed-in user do to that user.
 */
export function UsersScreen() {
  const { permissions, profile } = useSession();
  const { ceiling, roleConfig } = usePrivilegeCeiling();
  const canEdit = hasAnyPermission(permissions, ['USERS.EDIT']);
  const canAdd = hasAnyPermission(permissions, ['USERS.ADD']);
  const [tab, setTab] = useState('active');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useUserList({ state: tab === 'deactivated' ? 2 : 1, name: search || undefined, perPage: -1 });
  const invitations = useInvitationList();
  const toast = useToast();
  const resend = useResendInvitation();

  const userColumns: TableColumn<ManagedUser>[] = [
    { id: 'name', header: 'Name', cell: (u) => u.name, minWidth: NAME_MIN_WIDTH },
    { id: 'email', header: 'Email', cell: (u) => u.emailId, minWidth: EMAIL_MIN_WIDTH },
    { id: 'roles', header: 'Roles', cell: (u) => roleNames(u.roles), minWidth: ROLES_MIN_WIDTH },
    {
      id: 'actions',
      header: 'Actions',
      width: ROW_ACTIONS_COLUMN_WIDTH,
      align: 'end',
      cell: (u) => {
        // Until the ceiling is known, offering actions could offer ones the server refuses.
        if (!canEdit || !ceiling) return null;
        const label = `Actions for ${u.name}`;
        if (ceiling.actOnRefusal(u)) return <LockedActions label={label} reason={USER_BEYOND_OWN_REASON} />;
        return <RowActionsMenu label={label} items={userActions(u, u.uId === profile?.uId, setDialog)} />;
      },
    },
  ];

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Users</h1>
        <StyledToolbar>
          <SearchBox label="Search users" placeholder="Search users" onSearch={setSearch} />
          {/* The dialogs' role pickers need the ceiling; without it they would offer roles the server refuses. */}
          {canAdd && ceiling ? (
            <>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'invite' })}>
                Invite User
              </Button>
              <Button onClick={() => setDialog({ kind: 'add' })}>Add User</Button>
            </>
          ) : null}
        </StyledToolbar>
      </AdminPageHeader>
      <Tabs
        label="User lists"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'active', label: 'Active' },
          { id: 'deactivated', label: 'Deactivated' },
          { id: 'invitations', label: 'Invitations' },
        ]}
      />
      <LoadError query={tab === 'invitations' ? invitations : users} />
      <LoadError query={roleConfig} />
      {tab === 'invitations' ? (
        <Table
          label="Invitations"
          rows={invitations.data?.invitations ?? []}
          getRowId={(i) => i.id}
          loading={invitations.isPending}
          emptyText="No pending invitations"
          columns={[
            { id: 'email', header: 'Email', cell: (i) => i.emailId, minWidth: EMAIL_MIN_WIDTH },
            { id: 'roles', header: 'Roles', cell: (i) => roleNames(i.roles), minWidth: ROLES_MIN_WIDTH },
            {
              id: 'expires',
              header: 'Expires',
              cell: (i) => new Date(i.expiresAt).toLocaleDateString('en-GB'),
              width: '120px',
            },
            {
              id: 'actions',
              header: 'Actions',
              width: ROW_ACTIONS_COLUMN_WIDTH,
              align: 'end',
              cell: (i) =>
                canAdd ? (
                  <RowActionsMenu
                    label={`Actions for ${i.emailId}`}
                    items={[
                      { id: 'resend', label: 'Resend', onSelect: () => resendInvitation(i) },
                      {
                        id: 'delete',
                        label: 'Delete',
                        onSelect: () => setDialog({ kind: 'deleteInvitation', invitation: i }),
                      },
                    ]}
                  />
                ) : null,
            },
          ]}
        />
      ) : (
        <Table
          label={tab === 'active' ? 'Active users' : 'Deactivated users'}
          rows={users.data?.users ?? []}
          getRowId={(u) => u.uId}
          loading={users.isPending}
          emptyText="No users"
          columns={userColumns}
        />
      )}
      <UserDialogs dialog={dialog} grantable={ceiling?.grantableRoles ?? []} onClose={() => setDialog(null)} />
    </AdminPage>
  );

  function resendInvitation(invitation: Invitation) {
    resend.mutate(
      { params: { id: invitation.id } },
      {
        onSuccess: (result) => toast.success(result.message || 'Invitation sent again'),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  }
}

/**
 * The actions on a user the signed-in user may act on (one holding nothing beyond them: the caller checks that)
 * that the server would accept: nobody changes their own roles or deactivates themselves.
 */
function userActions(user: ManagedUser, isSelf: boolean, open: (dialog: Dialog) => void): MenuItem[] {
  if (user.state !== 1) {
    return [
      { id: 'activate', label: 'Activate', onSelect: () => open({ kind: 'activate', user }) },
      { id: 'delete', label: 'Delete', onSelect: () => open({ kind: 'delete', user }) },
    ];
  }
  const items: MenuItem[] = [];
  if (!isSelf) items.push({ id: 'roles', label: 'Edit roles', onSelect: () => open({ kind: 'roles', user }) });
  items.push({ id: 'reset', label: 'Reset password', onSelect: () => open({ kind: 'reset', user }) });
  if (!isSelf)
    items.push({ id: 'deactivate', label: 'Deactivate', onSelect: () => open({ kind: 'deactivate', user }) });
  return items;
}

interface UserDialogsProps {
  dialog: Dialog;
  /** The roles the signed-in user may give (the pickers disable the rest). */
  grantable: readonly number[];
  onClose: () => void;
}

function UserDialogs({ dialog, grantable, onClose }: UserDialogsProps) {
  const toast = useToast();
  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const remove = useDeleteUser();
  const removeInvitation = useDeleteInvitation();
  const confirming = deactivate.isPending || activate.isPending || remove.isPending || removeInvitation.isPending;
  const confirm = () => {
    const callbacks = {
      onSuccess: (result: { message: string }) => done(result.message || 'Done'),
      onError: (error: Error) => {
        toast.error(errorText(error));
        onClose();
      },
    };
    if (dialog?.kind === 'deactivate') deactivate.mutate({ params: { id: dialog.user.uId }, query: {} }, callbacks);
    else if (dialog?.kind === 'activate') activate.mutate({ params: { id: dialog.user.uId } }, callbacks);
    else if (dialog?.kind === 'delete') remove.mutate({ params: { id: dialog.user.uId } }, callbacks);
    else if (dialog?.kind === 'deleteInvitation')
      removeInvitation.mutate({ params: { id: dialog.invitation.id } }, callbacks);
  };
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return <AddUserDialog grantable={grantable} onClose={onClose} onDone={done} />;
    case 'invite':
      return <InviteDialog grantable={grantable} onClose={onClose} onDone={done} />;
    case 'roles':
      return <RolesDialog user={dialog.user} grantable={grantable} onClose={onClose} onDone={done} />;
    case 'reset':
      return <ResetPasswordDialog user={dialog.user} onClose={onClose} onDone={done} />;
    default: {
      const name = dialog.kind === 'deleteInvitation' ? dialog.invitation.emailId : dialog.user.name;
      const title = {
        deactivate: 'Deactivate user',
        activate: 'Activate user',
        delete: 'Delete user',
        deleteInvitation: 'Delete invitation',
      }[dialog.kind];
      return (
        <ConfirmDialog
          open
          title={title}
          message={`${title}: ${name}?`}
          confirmLabel="Yes"
          cancelLabel="No"
          busy={confirming}
          onConfirm={confirm}
          onCancel={onClose}
        />
      );
    }
  }
}

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
}

interface GrantingDialogProps extends DialogProps {
  grantable: readonly number[];
}

function AddUserDialog({ grantable, onClose, onDone }: GrantingDialogProps) {
  const [values, setValues] = useState({ name: '', emailId: '', password: '' });
  const [roles, setRoles] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const add = useAddUser();
  const submit = () => {
    setError(undefined);
    if (!values.name.trim() || !values.emailId.trim() || !values.password) return setError(Messages.fieldMandatory);
    if (!/^\S+@\S+\.\S+$/.test(values.emailId.trim())) return setError(Messages.invalidEmail);
    if (values.password.length < MIN_PASSWORD_LENGTH) return setError(Messages.passwordTooShort);
    if (roles.length === 0) return setError('Choose at least one role');
    add.mutate(
      { body: { ...values, name: values.name.trim(), emailId: values.emailId.trim(), roles } },
      {
        onSuccess: (result) => onDone(result.message || 'User added'),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  return (
    <FormDialog title="Add User" onClose={onClose} onSubmit={submit} busy={add.isPending} error={error}>
      <TextField label="Name" value={values.name} onChange={set('name')} />
      <TextField label="Email" type="email" value={values.emailId} onChange={set('emailId')} />
      <PasswordField label="Password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      <RolesPicker value={roles} onChange={setRoles} grantable={grantable} />
    </FormDialog>
  );
}

function InviteDialog({ grantable, onClose, onDone }: GrantingDialogProps) {
  const [emailId, setEmailId] = useState('');
  const [roles, setRoles] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const invite = useSendInvitation();
  const submit = () => {
    setError(undefined);
    if (!emailId.trim()) return setError(Messages.fieldMandatory);
    if (!/^\S+@\S+\.\S+$/.test(emailId.trim())) return setError(Messages.invalidEmail);
    if (roles.length === 0) return setError('Choose at least one role');
    invite.mutate(
      { body: { emailId: emailId.trim(), roles } },
      {
        onSuccess: (result) => onDone(result.message || 'Invitation sent'),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <FormDialog
      title="Invite User"
      onClose={onClose}
      onSubmit={submit}
      busy={invite.isPending}
      error={error}
      submitLabel="Send Invitation"
    >
      <TextField label="Email" type="email" value={emailId} onChange={(event) => setEmailId(event.target.value)} />
      <RolesPicker value={roles} onChange={setRoles} grantable={grantable} />
    </FormDialog>
  );
}

function RolesDialog({ user, grantable, onClose, onDone }: GrantingDialogProps & { user: ManagedUser }) {
  const [roles, setRoles] = useState<number[]>(user.roles);
  const [maxChats, setMaxChats] = useState(String(user.chat.maxChats ?? ''));
  const [error, setError] = useState<string>();
  const save = useUpdateUserRoles();
  const submit = () => {
    setError(undefined);
    if (roles.length === 0) return setError('Choose at least one role');
    if (maxChats && !/^\d{1,3}$/.test(maxChats)) return setError('Maximum chats must be a number');
    save.mutate(
      {
        params: { id: user.uId },
        body: { roles, chat: { ...user.chat, ...(maxChats ? { maxChats: Number(maxChats) } : {}) } },
      },
      {
        onSuccess: (result) => onDone(result.message || 'Roles updated'),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <FormDialog
      title={`Edit roles of ${user.name}`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={error}
    >
      <RolesPicker value={roles} onChange={setRoles} grantable={grantable} />
      {roles.includes(3) ? (
        <TextField
          label="Maximum parallel chats"
          inputMode="numeric"
          value={maxChats}
          onChange={(event) => setMaxChats(event.target.value)}
        />
      ) : null}
    </FormDialog>
  );
}

function ResetPasswordDialog({ user, onClose, onDone }: DialogProps & { user: ManagedUser }) {
  const [adminPassword, setAdminPassword] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetUserPassword();
  const submit = () => {
    setError(undefined);
    if (!adminPassword || !password) return setError(Messages.fieldMandatory);
    if (password.length < MIN_PASSWORD_LENGTH) return setError(Messages.passwordTooShort);
    reset.mutate(
      { params: { id: user.uId }, body: { adminPassword, password } },
      {
        onSuccess: (result) => onDone(result.message || 'Password reset'),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <FormDialog
      title={`Reset password of ${user.name}`}
      onClose={onClose}
      onSubmit={submit}
      busy={reset.isPending}
      error={error}
      submitLabel="Reset"
    >
      <p>
        {user.name} is signed out everywhere and their API keys are revoked. At their next sign-in they choose a new
        password.
      </p>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={adminPassword}
        onChange={(event) => setAdminPassword(event.target.value)}
      />
      <PasswordField
        label="New password for the user"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </FormDialog>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;
