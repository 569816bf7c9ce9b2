import { EMPLOYMENT_TYPE, enumLabel, enumOptions } from '@ilaw/contracts/enums';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import {
  employmentHistoryFieldsSchema,
  type EmploymentHistory,
  type EmploymentHistoryFields,
} from '@ilaw/contracts/hr/employment-histories/employment-history';
import { createEmploymentHistoryEndpoint } from '@ilaw/contracts/hr/employment-histories/create-employment-history';
import { deleteEmploymentHistoryEndpoint } from '@ilaw/contracts/hr/employment-histories/delete-employment-history';
import { listEmploymentHistoriesEndpoint } from '@ilaw/contracts/hr/employment-histories/list-employment-histories';
import { updateEmploymentHistoryEndpoint } from '@ilaw/contracts/hr/employment-histories/update-employment-history';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { SectionTable, SectionBar, rowActions, dateProps } from './section-kit.tsx';

export function EmploymentHistorySection({ employeeId }: { employeeId: number }) {
  const histories = useQuery(
    endpointQuery(listEmploymentHistoriesEndpoint, { query: { employeeId, itemsPerPage: 100 } }),
  );
  const [editing, setEditing] = useState<EmploymentHistory | 'new' | null>(null);
  const remove = useEndpointMutation(deleteEmploymentHistoryEndpoint, {
    invalidates: [listEmploymentHistoriesEndpoint],
  });
  return (
    <Box>
      <SectionBar
        title="Employment history"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add entry
          </Button>
        }
      />
      <SectionTable
        rows={histories.data?.data ?? []}
        rowKey={(h) => h.id}
        empty="No employment history recorded."
        columns={[
          { header: 'From', render: (h) => formatDate(h.dateFrom) },
          { header: 'To', render: (h) => (h.dateTo ? formatDate(h.dateTo) : 'Present') },
          { header: 'Position', render: (h) => h.position },
          { header: 'Department', render: (h) => h.departmentName ?? '-' },
          { header: 'Employment', render: (h) => enumLabel(EMPLOYMENT_TYPE, h.employmentType) },
          { header: 'Grade', render: (h) => h.salaryGrade ?? '-' },
          { header: 'Rate', align: 'right', render: (h) => (h.rate ? formatPeso(h.rate) : '-') },
          { header: 'Remarks', render: (h) => h.remarks ?? '-' },
          {
            header: 'Actions',
            align: 'right',
            render: (h) =>
              rowActions(
                h.position,
                () => setEditing(h),
                () => remove.mutate({ params: { id: h.id } }),
              ),
          },
        ]}
      />
      {editing && (
        <HistoryDialog
          employeeId={employeeId}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

function HistoryDialog({
  employeeId,
  entry,
  onClose,
  onSaved,
}: {
  employeeId: number;
  entry: EmploymentHistory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const form = useForm(employmentHistoryFieldsSchema, {
    employeeId,
    position: entry?.position ?? '',
    departmentId: entry?.departmentId ?? null,
    employmentType: entry?.employmentType ?? null,
    salaryGrade: entry?.salaryGrade ?? '',
    rate: entry?.rate ?? '',
    dateFrom: entry?.dateFrom ?? '',
    dateTo: entry?.dateTo ?? '',
    remarks: entry?.remarks ?? '',
  } as EmploymentHistoryFields);
  const saved = { invalidates: [listEmploymentHistoriesEndpoint] };
  const create = useEndpointMutation(createEmploymentHistoryEndpoint, saved);
  const update = useEndpointMutation(updateEmploymentHistoryEndpoint, saved);
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (entry) await update.mutateAsync({ params: { id: entry.id }, body });
      else await create.mutateAsync({ body });
    },
    onSaved,
  );
  const numSelect = (
    name: 'departmentId' | 'employmentType',
    label: string,
    options: { value: number; label: string }[],
  ) => (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={form.values[name] ?? ''}
      onChange={(e) => form.set(name, e.target.value === '' ? null : Number(e.target.value))}
      error={!!form.errors[name]}
      helperText={form.errors[name] ?? ' '}
    >
      <MenuItem value="">-</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      title={entry ? 'Edit employment history' : 'Add employment history'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('position')} label="Position" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {numSelect(
            'departmentId',
            'Department',
            (departments.data ?? []).map((d) => ({ value: d.id, label: d.code })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {numSelect('employmentType', 'Employment type', enumOptions(EMPLOYMENT_TYPE))}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...form.text('salaryGrade')} label="Salary grade" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...form.text('rate')} label="Rate (₱)" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('dateFrom')} label="From" required fullWidth {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('dateTo')} label="To (empty while current)" fullWidth {...dateProps} />
        </Grid>
        <Grid size={12}>
          <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
