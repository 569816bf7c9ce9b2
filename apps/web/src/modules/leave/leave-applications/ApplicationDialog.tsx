// Filing a leave application: by the employee for themself, or by HR for an employee.
// Whole days follow the dates (calendar days); "Half day" makes it one date and 0.5 day.
import { todayInManila } from '@ilaw/contracts/format';
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import { createLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/create-leave-application';
import { fileMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/file-my-leave-application';
import {
  myLeaveApplicationFieldsSchema,
  type MyLeaveApplicationFields,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useLeaveTypeOptions } from '#web/shared/reference/reference-data.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';
import { DateField } from '#web/shared/forms/DateField.tsx';

function spanDays(from: string, to: string): string {
  const n = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number.isFinite(n) && n > 0 ? String(n) : '';
}

export function ApplicationDialog({
  forEmployee,
  onClose,
  onFiled,
}: {
  /** HR files for a chosen employee; otherwise the signed-in employee files for themself. */
  forEmployee: boolean;
  onClose: () => void;
  onFiled: () => void;
}) {
  const today = todayInManila();
  const initial: MyLeaveApplicationFields = { leaveTypeId: 0, dateFrom: today, dateTo: today, days: '1', reason: '' };
  const form = useForm(myLeaveApplicationFieldsSchema, initial);
  const types = useLeaveTypeOptions();
  const employees = useQuery({ ...endpointQuery(employeeOptionsEndpoint), enabled: forEmployee });
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [employeeError, setEmployeeError] = useState<string | null>(null);
  const [halfDay, setHalfDay] = useState(false);

  const setDates = (from: string, to: string) => {
    form.set('dateFrom', from);
    form.set('dateTo', halfDay ? from : to);
    if (!halfDay) form.set('days', spanDays(from, to) || form.values.days);
  };

  const fileFor = useEndpointMutation(createLeaveApplicationEndpoint, { invalidates: LEAVE_POSTING_READS });
  const fileMine = useEndpointMutation(fileMyLeaveApplicationEndpoint, { invalidates: LEAVE_POSTING_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (forEmployee && employee) await fileFor.mutateAsync({ body: { ...body, employeeId: employee.id } });
      else await fileMine.mutateAsync({ body });
    },
    () => onFiled(),
  );
  // HR files for an employee picked beside the form: both are checked before anything is sent.
  const submitApplication = () => {
    const body = form.validate();
    if (forEmployee && employee === null) {
      setEmployeeError('This field is required.');
      return;
    }
    void submit(body);
  };

  return (
    <FormDialog
      open
      title={forEmployee ? 'File a leave application for an employee' : 'File a leave application'}
      submitLabel="File"
      onClose={onClose}
      onSubmit={submitApplication}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        {forEmployee && (
          <Autocomplete
            options={employees.data ?? []}
            loading={employees.isPending}
            value={employee}
            onChange={(_, v) => (setEmployee(v), setEmployeeError(null))}
            getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Employee"
                name="employee"
                required
                autoFocus
                error={employeeError !== null}
                helperText={employeeError ?? ' '}
              />
            )}
          />
        )}
        <TextField
          select
          label="Leave type"
          name="leaveTypeId"
          required
          autoFocus={!forEmployee}
          value={form.values.leaveTypeId ? String(form.values.leaveTypeId) : ''}
          onChange={(e) => form.set('leaveTypeId', Number(e.target.value))}
          error={form.errors.leaveTypeId !== undefined}
          helperText={form.errors.leaveTypeId ?? ' '}
        >
          {(types.data ?? []).map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.code} - {t.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              name="halfDay"
              checked={halfDay}
              onChange={(e) => {
                setHalfDay(e.target.checked);
                if (e.target.checked) {
                  form.set('dateTo', form.values.dateFrom);
                  form.set('days', '0.5');
                } else form.set('days', spanDays(form.values.dateFrom, form.values.dateTo) || '1');
              }}
            />
          }
          label="Half day"
        />
        <Stack direction="row" spacing={2}>
          <DateField
            {...form.text('dateFrom')}
            onChange={(e) =>
              setDates(e.target.value, form.values.dateTo < e.target.value ? e.target.value : form.values.dateTo)
            }
            label="From"
            required
            fullWidth
          />
          <DateField
            {...form.text('dateTo')}
            onChange={(e) => setDates(form.values.dateFrom, e.target.value)}
            label="To"
            required
            disabled={halfDay}
            fullWidth
          />
          <TextField
            {...form.text('days')}
            label="Days"
            required
            disabled={halfDay}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 110 }}
          />
        </Stack>
        <TextField {...form.text('reason')} label="Reason" required multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
