// Leave Types: the types with their earning rule (monthly credits, an annual grant, or by
// application); add and edit. Posted ledger lines keep their days when a rule changes.
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import { listLeaveTypesEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-types';
import { type LeaveType } from '@ilaw/contracts/leave/leave-types/leave-type';
import { createLeaveTypeEndpoint } from '@ilaw/contracts/leave/leave-types/create-leave-type';
import {
  EARNING_RULES,
  leaveTypeFieldsSchema,
  type LeaveTypeFields,
} from '@ilaw/contracts/leave/leave-types/leave-type';
import { updateLeaveTypeEndpoint } from '@ilaw/contracts/leave/leave-types/update-leave-type';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { activeStatusColumn, CrudListPage, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { formatDays } from '../components/leave-labels.ts';

function LeaveTypeDialog({ row: type, onClose, onSaved }: CrudDialogProps<LeaveType>) {
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
      <GeneralError message={form.errors.generalErrors} />
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

const columns: Column<LeaveType>[] = [
  { key: 'code', header: 'Code', render: (t) => <strong>{t.code}</strong> },
  { key: 'name', header: 'Name', render: (t) => t.name },
  { key: 'rule', header: 'Earning rule', render: ruleText },
  { key: 'carries', header: 'Carries over', render: (t) => (t.carriesOver ? 'Yes' : 'No') },
  activeStatusColumn((t) => t.isActive),
];

function LeaveTypesPageScreen() {
  const types = useQuery(endpointQuery(listLeaveTypesEndpoint));
  return (
    <CrudListPage
      title="Leave Types"
      subtitle="Each type's earning rule decides how its credits come."
      newLabel="New leave type"
      caption="Leave types"
      list={types}
      // The pickers of every leave screen list the types too.
      invalidates={[listLeaveTypesEndpoint, leaveTypeOptionsEndpoint]}
      columns={columns}
      rowKey={(t) => t.id}
      rowName={(t) => t.code}
      savedMessage={(t) => `Leave type ${t.code} saved.`}
      Dialog={LeaveTypeDialog}
    />
  );
}

/** Users who may not read listLeaveTypes see the no-access state instead (decision 015). */
export default function LeaveTypesPage() {
  return (
    <ScreenAccess reads={listLeaveTypesEndpoint}>
      <LeaveTypesPageScreen />
    </ScreenAccess>
  );
}
