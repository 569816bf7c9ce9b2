import { SALARY_TYPE, enumLabel } from '@ilaw/contracts/enums';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import { deleteSalaryEndpoint, listSalariesEndpoint, type Salary } from '@ilaw/contracts/hr/salaries/salary';
import {
  downloadSalaryTemplateEndpoint,
  importSalariesEndpoint,
  type SalaryImportResult,
} from '@ilaw/contracts/hr/salaries/salary-import';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { SalaryDialog } from '../components/profile/SalaryDialog.tsx';

const SALARY_FILTERS = { search: text, currentOnly: oneOf(['true'] as const) };

export default function SalariesPage() {
  const list = useListParams({ filters: SALARY_FILTERS, defaults: { currentOnly: 'true' } });
  const { filters, setFilter } = list;
  const salaries = usePagedEndpoint(listSalariesEndpoint, { query: { ...list.query, ...filters } });
  const [editing, setEditing] = useState<Salary | 'new' | null>(null);
  const [picked, setPicked] = useState<EmployeeOption | null>(null);
  const [removing, setRemoving] = useState<Salary | null>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const [result, setResult] = useState<SalaryImportResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const employees = useQuery({ ...endpointQuery(employeeOptionsEndpoint), enabled: editing === 'new' });
  const importSalaries = useEndpointMutation(importSalariesEndpoint, { invalidates: [listSalariesEndpoint] });
  const deleteSalary = useEndpointMutation(deleteSalaryEndpoint, { invalidates: [listSalariesEndpoint] });

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImporting(file.name);
    setResult(null);
    try {
      const r = await importSalaries.mutateAsync({ files: { file } });
      setResult(r);
      notify[r.errors > 0 ? 'warning' : 'success'](
        `${r.posted} posted, ${r.unchanged} unchanged, ${r.errors} with errors.`,
      );
    } catch {
      // The toast said why (not the template, not .xlsx).
    } finally {
      setImporting(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

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
            <Button
              startIcon={<Download />}
              onClick={() => void downloadFile(downloadSalaryTemplateEndpoint).catch(() => undefined)}
            >
              Download template
            </Button>
            <Button startIcon={<UploadFile />} onClick={() => fileInput.current?.click()} disabled={importing !== null}>
              Import
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Salary file"
              onChange={(e) => void importFile(e.target.files?.[0])}
            />
            <Button variant="contained" startIcon={<Add />} onClick={() => (setPicked(null), setEditing('new'))}>
              Add salary
            </Button>
          </Stack>
        }
      />
      {importing !== null && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status">
          <Typography variant="body2" sx={{ mb: 1 }}>
            Importing {importing}: uploading and checking every row...
          </Typography>
          <LinearProgress aria-label="Import progress" />
        </Paper>
      )}
      {result && <ImportReport result={result} onClose={() => setResult(null)} />}
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

function ImportReport({ result, onClose }: { result: SalaryImportResult; onClose: () => void }) {
  const problems = result.lines.filter((l) => l.status === 'error');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Import result">
      <Alert
        severity={problems.length > 0 ? 'warning' : 'success'}
        onClose={onClose}
        sx={{ mb: problems.length ? 2 : 0 }}
      >
        {result.fileName}: {result.posted} posted, {result.unchanged} already recorded (unchanged), {result.blank}{' '}
        blank, {result.errors} with errors. Good rows were posted together; rows with errors posted nothing; fix them
        and import the file again.
      </Alert>
      {problems.length > 0 && (
        <Table size="small" aria-label="Rows with errors">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Line</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Employee ID</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((l) => (
              <TableRow key={l.line} data-line={l.line}>
                <TableCell>{l.line}</TableCell>
                <TableCell>{l.employeeId ?? '-'}</TableCell>
                <TableCell>{l.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
