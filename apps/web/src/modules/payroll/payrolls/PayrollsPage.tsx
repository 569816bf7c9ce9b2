// /isd/hr/payroll-management/payrolls: the generated payrolls, newest period first; a new draft.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { PAYROLL_SORT_COLUMNS, listPayrollsEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payrolls';
import {
  PAYROLL_STATUSES,
  PAYROLL_STATUS_LABELS,
  type Payroll,
  type PayrollFields,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

const FILTERS = { search: text, status: oneOf(PAYROLL_STATUSES) };

export default function PayrollsPage() {
  const list = useListParams({ filters: FILTERS, sortable: PAYROLL_SORT_COLUMNS });
  const payrolls = usePagedEndpoint(listPayrollsEndpoint, { query: { ...list.query, ...list.filters } });
  const [creating, setCreating] = useState(false);
  const columns: Column<Payroll>[] = [
    { key: 'name', header: 'Payroll', sortable: true, render: (p) => p.name },
    { key: 'type', header: 'Type', render: (p) => p.payrollTypeName ?? '-' },
    {
      key: 'periodStart',
      header: 'Period',
      sortable: true,
      render: (p) => `${formatDate(p.periodStart)} - ${formatDate(p.periodEnd)}`,
    },
    { key: 'payDate', header: 'Pay date', sortable: true, render: (p) => formatDate(p.payDate) },
    { key: 'employeeCount', header: 'Employees', align: 'right', sortable: true, render: (p) => p.employeeCount },
    { key: 'totalNet', header: 'Net pay', align: 'right', sortable: true, render: (p) => formatPeso(p.totalNet) },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (p) => <StatusChip status={p.status} label={PAYROLL_STATUS_LABELS[p.status]} />,
    },
  ];
  return (
    <ScreenAccess reads={listPayrollsEndpoint}>
      <Box>
        <PageHeader
          title="Generated Payrolls"
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New payroll
            </Button>
          }
        />
        <Paper variant="outlined">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <SearchField
              placeholder="Payroll name"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
            <TextField
              select
              label="Status"
              value={list.filters.status ?? ''}
              onChange={(e) => list.setFilter('status', (e.target.value || undefined) as Payroll['status'] | undefined)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Any</MenuItem>
              {PAYROLL_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {PAYROLL_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <DataTable
            columns={columns}
            result={payrolls.data}
            loading={payrolls.isFetching}
            {...list.table}
            rowKey={(p) => p.id}
            rowHref={(p) => `/isd/hr/payroll-management/payrolls/${p.id}`}
            caption="Payrolls"
            emptyText="No payrolls yet."
          />
        </Paper>
        {creating && <NewPayrollDialog onClose={() => setCreating(false)} />}
      </Box>
    </ScreenAccess>
  );
}

function NewPayrollDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const types = useQuery(endpointQuery(listPayrollTypesEndpoint));
  const [form, setForm] = useState<PayrollFields>({
    name: '',
    payrollTypeId: '',
    periodStart: '',
    periodEnd: '',
    payDate: '',
    departmentId: null,
    employeeStatus: 1,
    employmentType: null,
    remarks: null,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useEndpointMutation(createPayrollEndpoint, { invalidates: [listPayrollsEndpoint] });
  const field = (key: keyof PayrollFields, label: string, type = 'text') => (
    <TextField
      label={label}
      name={key}
      type={type}
      required
      value={form[key] ?? ''}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]?.join(' ') ?? ' '}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
    />
  );
  const submit = async () => {
    try {
      const created = await create.mutateAsync({ body: form });
      onClose();
      await navigate(`/isd/hr/payroll-management/payrolls/${created.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.body) setErrors(err.body.errors);
    }
  };
  return (
    <FormDialog open title="New payroll" onClose={onClose} onSubmit={() => void submit()} submitting={create.isPending}>
      <Stack spacing={1} sx={{ pt: 1 }}>
        {field('name', 'Name')}
        <TextField
          select
          label="Payroll type"
          name="payrollTypeId"
          required
          value={form.payrollTypeId}
          onChange={(e) => setForm({ ...form, payrollTypeId: Number(e.target.value) })}
          error={Boolean(errors['payrollTypeId'])}
          helperText={errors['payrollTypeId']?.join(' ') ?? ' '}
        >
          {(types.data ?? [])
            .filter((t) => t.isActive)
            .map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
        </TextField>
        {field('periodStart', 'Period start', 'date')}
        {field('periodEnd', 'Period end', 'date')}
        {field('payDate', 'Pay date', 'date')}
      </Stack>
    </FormDialog>
  );
}
