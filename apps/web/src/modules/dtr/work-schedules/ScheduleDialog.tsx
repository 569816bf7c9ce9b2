import type { WorkSchedule } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import { createWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/create-work-schedule';
import { updateWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/update-work-schedule';
import { workScheduleFieldsSchema } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import type { CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { timeProps } from '../setup/setup-kit.ts';
import { WorkingDaysField } from './WorkingDaysField.tsx';

export function ScheduleDialog({ row: schedule, onClose, onSaved }: CrudDialogProps<WorkSchedule>) {
  const form = useForm(workScheduleFieldsSchema, {
    name: schedule?.name ?? '',
    isContinuous: schedule?.isContinuous ?? false,
    amIn: schedule?.amIn ?? '08:00',
    amOut: schedule?.amOut ?? '12:00',
    pmIn: schedule?.pmIn ?? '13:00',
    pmOut: schedule?.pmOut ?? '17:00',
    graceMinutes: String(schedule?.graceMinutes ?? 15),
    workingDays: schedule?.workingDays ?? '12345',
    isActive: schedule?.isActive ?? true,
  });
  const { busy: saving, submit } = useDialogSubmit(
    form,
    (body) =>
      schedule
        ? callEndpoint(updateWorkScheduleEndpoint, { params: { id: schedule.id }, body })
        : callEndpoint(createWorkScheduleEndpoint, { body }),
    onSaved,
  );
  const continuous = form.values.isContinuous;
  return (
    <FormDialog
      open
      title={schedule ? `Edit ${schedule.name}` : 'Add work schedule'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
    >
      <TextField label="Name" required fullWidth autoFocus {...form.text('name')} />
      <FormControlLabel
        control={<Checkbox checked={continuous} onChange={(e) => form.set('isContinuous', e.target.checked)} />}
        label="Continuous shift (no lunch break punches)"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField label={continuous ? 'Time in' : 'AM in'} {...timeProps} {...form.text('amIn')} />
        {!continuous && <TextField label="AM out" {...timeProps} {...form.text('amOut')} />}
        {!continuous && <TextField label="PM in" {...timeProps} {...form.text('pmIn')} />}
        <TextField label={continuous ? 'Time out' : 'PM out'} {...timeProps} {...form.text('pmOut')} />
      </Stack>
      {continuous && form.values.pmOut !== '' && form.values.pmOut < form.values.amIn && (
        <Typography variant="body2" color="text.secondary" data-testid="overnight-note">
          Overnight shift: it ends the next day, and the day counts to the date the shift starts.
        </Typography>
      )}
      <TextField label="Grace (minutes)" type="number" {...form.text('graceMinutes')} />
      <WorkingDaysField
        value={form.values.workingDays}
        onChange={(digits) => form.set('workingDays', digits)}
        error={form.errors.workingDays}
      />
      <FormControlLabel
        control={<Checkbox checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />}
        label="Active"
      />
      <GeneralError message={form.errors.generalErrors} />
    </FormDialog>
  );
}
