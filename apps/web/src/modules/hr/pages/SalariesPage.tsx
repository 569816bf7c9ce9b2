import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SALARY_TYPE, enumLabel } from '@ilaw/contracts/enums';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import { type Salary } from '@ilaw/contracts/hr/salaries/salary';
import { deleteSalaryEndpoint } from '@ilaw/contracts/hr/salaries/delete-salary';
import { listSalariesEndpoint } from '@ilaw/contracts/hr/salaries/list-salaries';
import { downloadSalaryTemplateEndpoint } from '@ilaw/contracts/hr/salaries/download-salary-template';
import { importSalariesEndpoint } from '@ilaw/contracts/hr/salaries/import-salaries';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { SalaryDialog } from '../components/profile/SalaryDialog.tsx';

const SALARY_FILTERS = { search: text, currentOnly: oneOf(['true'] as const) };

function SalariesPageScreen() {
  const list = useListParams({ filters: SALARY_FILTERS, defaults: { currentOnly: 'true' } });
  const { filters, setFilter } = list;
  const salaries = usePagedEndpoint(listSalariesEndpoint, { query: { ...list.query, ...filters } });
  const [editing, setEditing] = useState<Salary | 'new' | null>(null);
  const [picked, setPicked] = useState<EmployeeOption | null>(null);
  const [removing, setRemoving] = useState<Salary | null>(null);
  const employees = useQuery({ ...endpointQuery(employeeOptionsEndpoint), enabled: editing === 'new' });
  const deleteSalary = useEndpointMutation(deleteSalaryEndpoint, { invalidates: [listSalariesEndpoint] });

  const columns: Column<Salary>[] = [
    {
      key: 'employee',
      header: 'Employee',
      render: (s) => (
        <Link component={RouterLink} to={`/isd/hr/employees/${s.employeeId}`}>
          {s.employeeCode}
        </Link>
      ),
    },
    { key: 'name', header: 'Name', render: (s) => s.employeeName },
    { key: 'department', header: 'Department', render: (s) => s.departmentName ?? '-' },
    { key: 'type', header: 'Type', render: (s) => enumLabel(SALARY_TYPE, s.salaryType) },
    { key: 'amount', header: 'Amount', align: 'right', render: (s) => formatPeso(s.amount) },
    { key: 'effective', header: 'Effective', render: (s) => formatDate(s.effectiveDate) },
    { key: 'current', header: '', render: (s) => (s.isCurrent ? <StatusChip status="active" label="Current" /> : '') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (s) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={`Edit salary of ${s.employeeCode}`} onClick={() => setEditing(s)}>
            <Edit fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            color="error"
            aria-label={`Delete salary of ${s.employeeCode}`}
            onClick={() => setRemoving(s)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Employee Salaries"
        subtitle="Each salary holds from its effective date until the next one."
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<Add />} onClick={() => (setPicked(null), setEditing('new'))}>
              Add salary
            </Button>
          </Stack>
        }
      />
      <ImportPanel
        endpoint={importSalariesEndpoint}
        template={{ endpoint: downloadSalaryTemplateEndpoint }}
        invalidates={[listSalariesEndpoint]}
        fileLabel="Salary file"
      >
        <Typography variant="body2">
          Import salary changes from the template (.xlsx, or saved as .csv): fill <strong>Amount</strong> and{' '}
          <strong>Effective Date</strong> for each employee whose salary changes.
        </Typography>
      </ImportPanel>
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: 'center' }}>
          <SearchField
            placeholder="Name or employee ID"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FormControlLabel
            control={
              <Switch
                checked={filters.currentOnly === 'true'}
                onChange={(e) => setFilter('currentOnly', e.target.checked ? 'true' : undefined)}
              />
            }
            label="Current salary only"
          />
        </Stack>
        <DataTable
          columns={columns}
          result={salaries.data}
          loading={salaries.isFetching}
          {...list.table}
          rowKey={(s) => s.id}
          caption="Salaries"
          emptyText="No salaries match."
        />
      </Paper>
      {editing && (
        <SalaryDialog
          employeeId={editing === 'new' ? (picked?.id ?? null) : editing.employeeId}
          salary={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), notify.success('The salary was saved.'))}
          employeePicker={
            <Autocomplete
              options={employees.data ?? []}
              loading={employees.isPending}
              value={picked}
              onChange={(_, v) => setPicked(v)}
              getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField {...params} label="Employee" required name="employee" helperText=" " />
              )}
            />
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete salary"
        message={`Delete the ${removing ? formatPeso(removing.amount) : ''} salary of ${removing?.employeeName ?? ''} effective ${formatDate(removing?.effectiveDate)}? The change is kept in the history.`}
        danger
        confirmLabel="Delete"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await deleteSalary.mutateAsync({ params: { id: removing.id } });
          setRemoving(null);
        }}
      />
    </Box>
  );
}

export default function SalariesPage() {
  return (
    <ScreenAccess reads={listSalariesEndpoint}>
      <SalariesPageScreen />
    </ScreenAccess>
  );
}
