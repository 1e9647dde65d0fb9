import { useState } from 'react';
import styled from 'styled-components';
import { Messages, hasAnyPermission, type Department } from '@parley/api-client';
import {
  useAddDepartmentUsers,
  useCreateDepartment,
  useDeleteDepartment,
  useDepartmentList,
  useDepartmentUsers,
  useRemoveDepartmentUsers,
  useUpdateDepartment,
} from '@parley/api-client/hooks';
import {
  Button,
  ConfirmDialog,
  FormDialog,
  Modal,
  SearchBox,
  Table,
  Tabs,
  TextArea,
  TextField,
  useToast,
  theme,
} from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { AdminPage, AdminPageHeader } from '../components/AdminPage.tsx';
import { errorText } from '../components/errorText.ts';
import { LoadError } from '../components/LoadError.tsx';
import { ROW_ACTIONS_COLUMN_WIDTH, RowActionsMenu } from '../components/RowActionsMenu.tsx';

/** Narrowest widths (px) of the text columns: on a narrow window the table scrolls rather than squeeze them. */
const NAME_MIN_WIDTH = 160;
const EMAIL_MIN_WIDTH = 200;
const DESCRIPTION_MIN_WIDTH = 200;

type Dialog =
  { kind: 'edit'; department: Department | null } | { kind: 'delete' | 'users'; department: Department } | null;

/** Departments (platform-shell §7.3): list, create and edit, delete, and the users mapped to each. */
export function DepartmentsScreen() {
  const { permissions } = useSession();
  const canCreate = hasAnyPermission(permissions, ['DEPARTMENTS.CREATE']);
  const canEdit = hasAnyPermission(permissions, ['DEPARTMENTS.EDIT']);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const departments = useDepartmentList(search);
  const toast = useToast();
  const remove = useDeleteDepartment();
  const removeDepartment = (id: string) =>
    remove.mutate(
      { params: { id } },
      {
        onSuccess: (result) => {
          toast.success(result.message || 'Department deleted');
          setDialog(null);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Departments</h1>
        <StyledToolbar>
          <SearchBox label="Search departments" placeholder="Search departments" onSearch={setSearch} />
          {canCreate ? (
            <Button onClick={() => setDialog({ kind: 'edit', department: null })}>Create Department</Button>
          ) : null}
        </StyledToolbar>
      </AdminPageHeader>
      <LoadError query={departments} />
      <Table
        label="Departments"
        rows={departments.data?.departments ?? []}
        getRowId={(d) => d.id}
        loading={departments.isPending}
        emptyText="No departments yet"
        columns={[
          { id: 'name', header: 'Name', cell: (d) => d.name, minWidth: NAME_MIN_WIDTH },
          { id: 'desc', header: 'Description', cell: (d) => d.desc, width: '2fr', minWidth: DESCRIPTION_MIN_WIDTH },
          { id: 'manager', header: 'Manager', cell: (d) => d.manager, minWidth: NAME_MIN_WIDTH },
          { id: 'users', header: 'Users', cell: (d) => d.userCount, align: 'end', width: '80px' },
          {
            id: 'actions',
            header: 'Actions',
            width: ROW_ACTIONS_COLUMN_WIDTH,
            align: 'end',
            cell: (d) =>
              canEdit ? (
                <RowActionsMenu
                  label={`Actions for ${d.name}`}
                  items={[
                    { id: 'edit', label: 'Edit', onSelect: () => setDialog({ kind: 'edit', department: d }) },
                    { id: 'users', label: 'Manage users', onSelect: () => setDialog({ kind: 'users', department: d }) },
                    { id: 'delete', label: 'Delete', onSelect: () => setDialog({ kind: 'delete', department: d }) },
                  ]}
                />
              ) : null,
          },
        ]}
      />
      {dialog?.kind === 'edit' ? (
        <DepartmentDialog department={dialog.department} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'users' ? (
        <DepartmentUsersDialog department={dialog.department} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete department"
          message={`Delete department ${dialog.department.name}? Its users stay.`}
          confirmLabel="Yes"
          cancelLabel="No"
          busy={remove.isPending}
          onConfirm={() => removeDepartment(dialog.department.id)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function DepartmentDialog({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState({
    name: department?.name ?? '',
    desc: department?.desc ?? '',
    manager: department?.manager ?? '',
  });
  const [error, setError] = useState<string>();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const saving = create.isPending || update.isPending;
  const save = () => {
    const body = { ...values, name: values.name.trim() };
    const callbacks = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message || 'Department saved');
        onClose();
      },
      onError: (failure: Error) => setError(errorText(failure)),
    };
    if (department) update.mutate({ body: { ...body, id: department.id } }, callbacks);
    else create.mutate({ body }, callbacks);
  };
  const submit = () => {
    setError(undefined);
    if (!values.name.trim()) return setError(Messages.fieldMandatory);
    save();
  };
  return (
    <FormDialog
      title={department ? 'Edit Department' : 'Create Department'}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      error={error}
    >
      <TextField
        label="Name"
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
      />
      <TextArea
        label="Description"
        value={values.desc}
        onChange={(event) => setValues((v) => ({ ...v, desc: event.target.value }))}
      />
      <TextField
        label="Manager"
        value={values.manager}
        onChange={(event) => setValues((v) => ({ ...v, manager: event.target.value }))}
      />
    </FormDialog>
  );
}

function DepartmentUsersDialog({ department, onClose }: { department: Department; onClose: () => void }) {
  const toast = useToast();
  const [tab, setTab] = useState('mapped');
  const [selected, setSelected] = useState<string[]>([]);
  const mapped = tab === 'mapped';
  const users = useDepartmentUsers(department.id, mapped);
  const removeUsers = useRemoveDepartmentUsers();
  const addUsers = useAddDepartmentUsers();
  const changing = removeUsers.isPending || addUsers.isPending;
  const change = () =>
    (mapped ? removeUsers : addUsers).mutate(
      { params: { id: department.id }, body: { users: selected } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setSelected([]);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  return (
    <Modal
      open
      width={640}
      title={`Users of ${department.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            variant={mapped ? 'danger' : 'primary'}
            disabled={selected.length === 0}
            loading={changing}
            onClick={change}
          >
            {mapped ? 'Remove selected' : 'Add selected'}
          </Button>
        </>
      }
    >
      <Tabs
        label="Department users"
        value={tab}
        onChange={(next) => {
          setTab(next);
          setSelected([]);
        }}
        tabs={[
          { id: 'mapped', label: 'In the department' },
          { id: 'available', label: 'Add users' },
        ]}
      />
      <Table
        label={mapped ? 'Users in the department' : 'Users who can be added'}
        rows={users.data?.users ?? []}
        getRowId={(u) => u.uId}
        getRowLabel={(u) => u.name}
        loading={users.isPending}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        emptyText={mapped ? 'No users in this department' : 'Everyone is already in this department'}
        columns={[
          { id: 'name', header: 'Name', cell: (u) => u.name, minWidth: NAME_MIN_WIDTH },
          { id: 'email', header: 'Email', cell: (u) => u.emailId, minWidth: EMAIL_MIN_WIDTH },
        ]}
      />
    </Modal>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;
