import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { type Department, type DepartmentFields, departmentFieldsSchema } from '@ilaw/contracts/reference/departments';
import { createDepartmentEndpoint } from '@ilaw/contracts/reference/departments/create-department';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { updateDepartmentEndpoint } from '@ilaw/contracts/reference/departments/update-department';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@ilaw/contracts/format';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

function DepartmentDialog({ row: department, onClose, onSaved }: CrudDialogProps<Department>) {
  const initial: DepartmentFields = {
    code: department?.code ?? '',
    name: department?.name ?? '',
    isActive: department?.isActive ?? true,
  };
  const form = useForm(departmentFieldsSchema, initial);
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      department === null
        ? callEndpoint(createDepartmentEndpoint, { body })
        : callEndpoint(updateDepartmentEndpoint, { params: { id: department.id }, body }),
    onSaved,
  );
  const code = form.text('code');
  return (
    <FormDialog
      open
      title={department === null ? 'New department' : `Edit ${department.code}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField
        {...code}
        onChange={(e) => form.set('code', e.target.value.toUpperCase())}
        label="Code"
        placeholder="e.g. ISD"
        required
        autoFocus
        sx={{ mt: 1 }}
      />
      <TextField {...form.text('name')} label="Name" placeholder="e.g. Institutional Services Department" required />
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<Department>[] = [
  { key: 'code', header: 'Code', render: (d) => <strong>{d.code}</strong> },
  { key: 'name', header: 'Name', render: (d) => d.name },
  { key: 'users', header: 'Users', align: 'right', render: (d) => formatNumber(d.userCount, 0) },
  activeStatusColumn((d) => d.isActive),
];

function DepartmentsPageScreen() {
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  return (
    <CrudListPage
      title="Departments"
      subtitle="The cooperative's departments; users and reports are grouped by them."
      newLabel="New department"
      caption="Departments"
      list={departments}
      invalidates={[listDepartmentsEndpoint]}
      columns={columns}
      rowKey={(d) => d.id}
      rowName={(d) => d.code}
      savedMessage={(d) => `Department ${d.code} saved.`}
      Dialog={DepartmentDialog}
    />
  );
}

export default function DepartmentsPage() {
  return (
    <ScreenAccess reads={createDepartmentEndpoint}>
      <DepartmentsPageScreen />
    </ScreenAccess>
  );
}
