import {
  createDepartmentEndpoint,
  type Department,
  type DepartmentFields,
  departmentFieldsSchema,
  listDepartmentsEndpoint,
  updateDepartmentEndpoint,
} from '@ilaw/contracts/reference/departments';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber } from '@ilaw/contracts/format';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { SimpleTable, type Column } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';

function DepartmentDialog({
  department,
  onClose,
  onSaved,
}: {
  department: Department | null;
  onClose: () => void;
  onSaved: (d: Department) => void;
}) {
  const initial: DepartmentFields = {
    code: department?.code ?? '',
    name: department?.name ?? '',
    isActive: department?.isActive ?? true,
  };
  const form = useForm(departmentFieldsSchema, initial);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const body = form.validate();
    if (body === null) return;
    setBusy(true);
    try {
      onSaved(
        department === null
          ? await callEndpoint(createDepartmentEndpoint, { body })
          : await callEndpoint(updateDepartmentEndpoint, { params: { id: department.id }, body }),
      );
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };
  const code = form.text('code');
  return (
    <FormDialog
      open
      title={department === null ? 'New department' : `Edit ${department.code}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      {form.errors.generalErrors !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.errors.generalErrors}
        </Alert>
      )}
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
      <FormControlLabel
        control={
          <Switch
            checked={form.values.isActive ?? true}
            onChange={(e) => form.set('isActive', e.target.checked)}
            name="isActive"
          />
        }
        label="Active"
      />
    </FormDialog>
  );
}

export default function DepartmentsPage() {
  const queryClient = useQueryClient();
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const [editing, setEditing] = useState<Department | null | undefined>(undefined);

  const columns: Column<Department>[] = [
    { key: 'code', header: 'Code', render: (d) => <strong>{d.code}</strong> },
    { key: 'name', header: 'Name', render: (d) => d.name },
    { key: 'users', header: 'Users', align: 'right', render: (d) => formatNumber(d.userCount, 0) },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <StatusChip status={d.isActive ? 'active' : 'inactive'} label={d.isActive ? 'Active' : 'Inactive'} />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) => (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${d.code}`} onClick={() => setEditing(d)}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Departments"
        subtitle="The cooperative's departments; users and reports are grouped by them."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            New department
          </Button>
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption="Departments"
          columns={columns}
          rows={departments.data}
          loading={departments.isFetching}
          rowKey={(d) => d.id}
        />
      </Paper>
      {editing !== undefined && (
        <DepartmentDialog
          department={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(d) => {
            notify.success(`Department ${d.code} saved.`);
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: ['GET', listDepartmentsEndpoint.path] });
          }}
        />
      )}
    </Box>
  );
}
