// Leave Types: the types with their earning rule (monthly credits, an annual grant, or by
// application); add and edit. Posted ledger lines keep their days when a rule changes.
import { listLeaveTypesEndpoint, type LeaveType } from '@ilaw/contracts/leave/leave';
import {
  createLeaveTypeEndpoint,
  EARNING_RULES,
  leaveTypeFieldsSchema,
  updateLeaveTypeEndpoint,
  type LeaveTypeFields,
} from '@ilaw/contracts/leave/leave-types';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { leaveTypeOptionsQuery } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { formatDays } from '../components/leave-labels.ts';

function LeaveTypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: LeaveType | null;
  onClose: () => void;
  onSaved: (t: LeaveType) => void;
}) {
  const initial: LeaveTypeFields = {
    code: type?.code ?? '',
    name: type?.name ?? '',
    earningRule: type?.earningRule ?? 'Monthly',
    monthlyCredit: type?.monthlyCredit ?? '1.25',
    annualCredit: type?.annualCredit ?? '0',
    carriesOver: type?.carriesOver ?? true,
    isActive: type?.isActive ?? true,
  };
  const form = useForm(leaveTypeFieldsSchema, initial);
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      type === null
        ? callEndpoint(createLeaveTypeEndpoint, { body })
        : callEndpoint(updateLeaveTypeEndpoint, { params: { id: type.id }, body }),
    onSaved,
  );
  const rule = form.values.earningRule;
  return (
    <FormDialog
      open
      title={type === null ? 'New leave type' : `Edit ${type.code}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      {form.errors.generalErrors !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.errors.generalErrors}
        </Alert>
      )}
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={2}>
          <TextField
            {...form.text('code')}
            onChange={(e) => form.set('code', e.target.value.toUpperCase())}
            label="Code"
            placeholder="e.g. VL"
            required
            autoFocus
            sx={{ maxWidth: 140 }}
          />
          <TextField {...form.text('name')} label="Name" placeholder="e.g. Vacation Leave" required fullWidth />
        </Stack>
        <TextField
          select
          label="Earning rule"
          name="earningRule"
          value={rule}
          onChange={(e) => form.set('earningRule', e.target.value as LeaveTypeFields['earningRule'])}
          error={form.errors.earningRule !== undefined}
          helperText={form.errors.earningRule ?? ' '}
        >
          {EARNING_RULES.map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          <TextField
            {...form.text('monthlyCredit')}
            label="Days per month"
            disabled={rule !== 'Monthly'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
          <TextField
            {...form.text('annualCredit')}
            label="Days per year"
            disabled={rule !== 'Annual'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              name="carriesOver"
              checked={form.values.carriesOver}
              onChange={(e) => form.set('carriesOver', e.target.checked)}
            />
          }
          label="Balance carries over to the next fiscal year"
        />
        <FormControlLabel
          control={
            <Switch
              name="isActive"
              checked={form.values.isActive}
              onChange={(e) => form.set('isActive', e.target.checked)}
            />
          }
          label="Active"
        />
      </Stack>
    </FormDialog>
  );
}

const ruleText = (t: LeaveType) =>
  t.earningRule === 'Monthly'
    ? `${formatDays(t.monthlyCredit)} days per month`
    : t.earningRule === 'Annual'
      ? `${formatDays(t.annualCredit)} days per year`
      : 'By application';

export default function LeaveTypesPage() {
  const qc = useQueryClient();
  const types = useQuery(endpointQuery(listLeaveTypesEndpoint));
  const [editing, setEditing] = useState<LeaveType | null | undefined>(undefined);
  const columns: Column<LeaveType>[] = [
    { key: 'code', header: 'Code', render: (t) => <strong>{t.code}</strong> },
    { key: 'name', header: 'Name', render: (t) => t.name },
    { key: 'rule', header: 'Earning rule', render: ruleText },
    { key: 'carries', header: 'Carries over', render: (t) => (t.carriesOver ? 'Yes' : 'No') },
    {
      key: 'status',
      header: 'Status',
      render: (t) => (
        <StatusChip status={t.isActive ? 'active' : 'inactive'} label={t.isActive ? 'Active' : 'Inactive'} />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (t) => (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${t.code}`} onClick={() => setEditing(t)}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Leave Types"
        subtitle="Each type's earning rule decides how its credits come."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            New leave type
          </Button>
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption="Leave types"
          columns={columns}
          rows={types.data}
          loading={types.isFetching}
          rowKey={(t) => t.id}
        />
      </Paper>
      {editing !== undefined && (
        <LeaveTypeDialog
          type={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(t) => {
            notify.success(`Leave type ${t.code} saved.`);
            setEditing(undefined);
            void qc.invalidateQueries({ queryKey: ['GET', listLeaveTypesEndpoint.path] });
            void qc.invalidateQueries({ queryKey: leaveTypeOptionsQuery.queryKey });
          }}
        />
      )}
    </Box>
  );
}
