import type { WorkSchedule } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import { assignScheduleBody, assignScheduleEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/assign-schedule';
import { listScheduleAssignmentsEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/list-schedule-assignments';
import { todayInManila } from '@ilaw/contracts/format';
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { dateProps, hours } from '../setup/setup-kit.ts';

/** Who works which schedule from a date (the previous assignment ends the day before). */
export function AssignDialog({
  schedules,
  onClose,
  onSaved,
}: {
  schedules: WorkSchedule[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: {} }));
  const [picked, setPicked] = useState<EmployeeOption | null>(null);
  const form = useForm(assignScheduleBody, {
    employeeId: 0,
    workScheduleId: schedules[0]?.id ?? 0,
    effectiveFrom: todayInManila(),
  });
  const assign = useEndpointMutation(assignScheduleEndpoint, { invalidates: [listScheduleAssignmentsEndpoint] });
  const { busy: saving, submit } = useDialogSubmit(form, (body) => assign.mutateAsync({ body }), onSaved);
  return (
    <FormDialog
      open
      title="Assign a work schedule"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
    >
      <Autocomplete
        options={employees.data ?? []}
        loading={employees.isPending}
        value={picked}
        onChange={(_, v) => {
          setPicked(v);
          form.set('employeeId', v?.id ?? 0);
        }}
        getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Employee"
            required
            error={form.errors.employeeId !== undefined}
            helperText={form.errors.employeeId ? 'This field is required.' : ' '}
          />
        )}
      />
      <TextField
        select
        label="Schedule"
        fullWidth
        value={String(form.values.workScheduleId)}
        onChange={(e) => form.set('workScheduleId', Number(e.target.value))}
        error={form.errors.workScheduleId !== undefined}
        helperText={form.errors.workScheduleId ?? ' '}
      >
        {schedules.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name} ({hours(s)})
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Effective from" required {...dateProps} {...form.text('effectiveFrom')} />
    </FormDialog>
  );
}
