// The time-keeping setup HR keeps beside the DTR (routes.txt has no screens of their own):
// work schedules and who works which, the holiday calendar, and the biometric devices.
import type { WorkSchedule } from '@ilaw/contracts/dtr/dtr';
import {
  assignScheduleBody,
  assignScheduleEndpoint,
  deviceFields,
  holidayFieldsSchema,
  workScheduleFieldsSchema,
  createDeviceEndpoint,
  createHolidayEndpoint,
  createWorkScheduleEndpoint,
  deleteHolidayEndpoint,
  listDevicesEndpoint,
  listHolidaysEndpoint,
  listScheduleAssignmentsEndpoint,
  listWorkSchedulesEndpoint,
  updateDeviceEndpoint,
  updateWorkScheduleEndpoint,
} from '@ilaw/contracts/dtr/setup';
import type { ResponseOf } from '@ilaw/contracts/http';
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import { formatDate, formatDateTime, todayInManila } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';
import { useDialogSubmit } from '../../../shared/crud/use-dialog-submit.ts';

export type SetupView = 'schedules' | 'holidays' | 'devices';
export const SETUP_VIEWS: [SetupView, string][] = [
  ['schedules', 'Work schedules'],
  ['holidays', 'Holidays'],
  ['devices', 'Devices'],
];

export function SetupTabs({ view }: { view: SetupView }) {
  if (view === 'schedules') return <Schedules />;
  if (view === 'holidays') return <Holidays />;
  return <Devices />;
}

const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const timeProps = { type: 'time', slotProps: { inputLabel: { shrink: true } } } as const;
const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

function hours(s: WorkSchedule): string {
  return s.isContinuous ? `${s.amIn}-${s.pmOut}` : `${s.amIn}-${s.amOut ?? ''} / ${s.pmIn ?? ''}-${s.pmOut}`;
}

function Schedules() {
  const qc = useQueryClient();
  const schedules = useQuery(endpointQuery(listWorkSchedulesEndpoint));
  const assignments = useQuery(endpointQuery(listScheduleAssignmentsEndpoint, { query: {} }));
  const [editing, setEditing] = useState<WorkSchedule | 'new' | null>(null);
  const [assigning, setAssigning] = useState(false);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ['GET', listWorkSchedulesEndpoint.path] });
    await qc.invalidateQueries({ queryKey: ['GET', listScheduleAssignmentsEndpoint.path] });
  };
  const columns: Column<WorkSchedule>[] = [
    { key: 'name', header: 'Name', render: (s) => s.name },
    { key: 'hours', header: 'Hours', render: hours },
    { key: 'grace', header: 'Grace (min)', align: 'right', render: (s) => s.graceMinutes },
    {
      key: 'days',
      header: 'Working days',
      render: (s) => [...s.workingDays].map((d) => DAY_NAMES[Number(d)]).join(', '),
    },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (
        <>
          <StatusChip status={s.isActive ? 'active' : 'inactive'} label={s.isActive ? 'Active' : 'Inactive'} />
          {s.isDefault && (
            <Typography component="span" variant="caption" sx={{ ml: 1 }}>
              default
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (s) => (
        <IconButton size="small" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
          <Edit fontSize="small" />
        </IconButton>
      ),
    },
  ];
  type Assignment = ResponseOf<typeof listScheduleAssignmentsEndpoint>[number];
  const assignmentColumns: Column<Assignment>[] = [
    { key: 'name', header: 'Employee', render: (a) => a.fullName },
    { key: 'schedule', header: 'Schedule', render: (a) => a.scheduleName },
    { key: 'from', header: 'From', render: (a) => formatDate(a.effectiveFrom) },
    { key: 'to', header: 'To', render: (a) => (a.effectiveTo ? formatDate(a.effectiveTo) : 'Open') },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          Add schedule
        </Button>
        <Button startIcon={<Add />} onClick={() => setAssigning(true)}>
          Assign a schedule
        </Button>
      </Stack>
      <SimpleTable
        columns={columns}
        rows={schedules.data}
        loading={schedules.isFetching}
        rowKey={(s) => s.id}
        caption="Work schedules"
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        Assignments (employees without one work the default schedule)
      </Typography>
      <SimpleTable
        columns={assignmentColumns}
        rows={assignments.data}
        loading={assignments.isFetching}
        rowKey={(a) => a.id}
        caption="Schedule assignments"
        emptyText="No assignments."
      />
      {editing && (
        <ScheduleDialog
          schedule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (
            setEditing(null),
            notify.success('The schedule was saved. Compute the affected periods again.'),
            void refresh()
          )}
        />
      )}
      {assigning && (
        <AssignDialog
          schedules={(schedules.data ?? []).filter((s) => s.isActive)}
          onClose={() => setAssigning(false)}
          onSaved={() => (setAssigning(false), notify.success('The schedule was assigned.'), void refresh())}
        />
      )}
    </Box>
  );
}

function ScheduleDialog({
  schedule,
  onClose,
  onSaved,
}: {
  schedule: WorkSchedule | null;
  onClose: () => void;
  onSaved: () => void;
}) {
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
    async (body) => {
      if (schedule) await callEndpoint(updateWorkScheduleEndpoint, { params: { id: schedule.id }, body });
      else await callEndpoint(createWorkScheduleEndpoint, { body });
    },
    () => onSaved(),
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Grace (minutes)" type="number" {...form.text('graceMinutes')} />
        <TextField
          label="Working days (1 = Monday ... 7 = Sunday)"
          {...form.text('workingDays')}
          sx={{ flexGrow: 1 }}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />}
        label="Active"
      />
      {form.errors.generalErrors && (
        <Typography color="error" variant="body2">
          {form.errors.generalErrors}
        </Typography>
      )}
    </FormDialog>
  );
}

function AssignDialog({
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
  const { busy: saving, submit } = useDialogSubmit(
    form,
    async (body) => {
      await callEndpoint(assignScheduleEndpoint, { body });
    },
    () => onSaved(),
  );
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

type Holiday = ResponseOf<typeof listHolidaysEndpoint>[number];

function Holidays() {
  const qc = useQueryClient();
  const [year, setYear] = useState(Number(todayInManila().slice(0, 4)));
  const holidays = useQuery(endpointQuery(listHolidaysEndpoint, { query: { year } }));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['GET', listHolidaysEndpoint.path] });
  const columns: Column<Holiday>[] = [
    { key: 'date', header: 'Date', render: (h) => formatDate(h.holidayDate) },
    { key: 'name', header: 'Holiday', render: (h) => h.name },
    { key: 'kind', header: 'Kind', render: (h) => (h.kind === 'Regular' ? 'Regular' : 'Special non-working') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (h) => (
        <IconButton size="small" color="error" aria-label={`Remove ${h.name}`} onClick={() => setRemoving(h)}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          label="Year"
          type="number"
          size="small"
          value={year}
          onChange={(e) => Number(e.target.value) >= 2000 && setYear(Number(e.target.value))}
          sx={{ width: 120 }}
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add holiday
        </Button>
      </Stack>
      <SimpleTable
        columns={columns}
        rows={holidays.data}
        loading={holidays.isFetching}
        rowKey={(h) => h.id}
        caption="Holidays"
        emptyText="No holidays for this year."
      />
      {adding && (
        <HolidayDialog
          year={year}
          onClose={() => setAdding(false)}
          onSaved={() => (
            setAdding(false),
            notify.success('The holiday was added; the DTRs of that date count it now.'),
            void refresh()
          )}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove holiday"
        message={`Remove ${removing?.name ?? ''} on ${formatDate(removing?.holidayDate)}? The DTRs of that date are recomputed.`}
        danger
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await callEndpoint(deleteHolidayEndpoint, { params: { id: removing.id } });
          setRemoving(null);
          await refresh();
        }}
      />
    </Box>
  );
}

function HolidayDialog({ year, onClose, onSaved }: { year: number; onClose: () => void; onSaved: () => void }) {
  const form = useForm(holidayFieldsSchema, { holidayDate: `${year}-01-01`, name: '', kind: 'Regular' });
  const { busy: saving, submit } = useDialogSubmit(
    form,
    async (body) => {
      await callEndpoint(createHolidayEndpoint, { body });
    },
    () => onSaved(),
  );
  return (
    <FormDialog open title="Add holiday" onClose={onClose} onSubmit={() => void submit()} submitting={saving}>
      <TextField label="Date" required {...dateProps} {...form.text('holidayDate')} />
      <TextField label="Name" required fullWidth {...form.text('name')} />
      <TextField
        select
        label="Kind"
        fullWidth
        value={form.values.kind}
        onChange={(e) => form.set('kind', e.target.value === 'SpecialNonWorking' ? 'SpecialNonWorking' : 'Regular')}
      >
        <MenuItem value="Regular">Regular</MenuItem>
        <MenuItem value="SpecialNonWorking">Special non-working</MenuItem>
      </TextField>
    </FormDialog>
  );
}

type Device = ResponseOf<typeof listDevicesEndpoint>[number];

function Devices() {
  const qc = useQueryClient();
  const devices = useQuery(endpointQuery(listDevicesEndpoint));
  const [editing, setEditing] = useState<Device | 'new' | null>(null);
  const columns: Column<Device>[] = [
    { key: 'serial', header: 'Serial number', render: (d) => d.serialNumber },
    { key: 'name', header: 'Name', render: (d) => d.name },
    { key: 'location', header: 'Location', render: (d) => d.location ?? '-' },
    { key: 'seen', header: 'Last seen', render: (d) => formatDateTime(d.lastSeenAt) },
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
        <IconButton size="small" aria-label={`Edit ${d.serialNumber}`} onClick={() => setEditing(d)}>
          <Edit fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Only registered, active devices may push logs (ZKTeco ADMS, server address of this portal).
      </Typography>
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
        Register device
      </Button>
      <SimpleTable
        columns={columns}
        rows={devices.data}
        loading={devices.isFetching}
        rowKey={(d) => d.id}
        caption="Biometric devices"
        emptyText="No devices registered."
      />
      {editing && (
        <DeviceDialog
          device={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success('The device was saved.');
            void qc.invalidateQueries({ queryKey: ['GET', listDevicesEndpoint.path] });
          }}
        />
      )}
    </Box>
  );
}

function DeviceDialog({
  device,
  onClose,
  onSaved,
}: {
  device: Device | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm(deviceFields, {
    serialNumber: device?.serialNumber ?? '',
    name: device?.name ?? '',
    location: device?.location ?? '',
    isActive: device?.isActive ?? true,
  });
  const { busy: saving, submit } = useDialogSubmit(
    form,
    async (body) => {
      const payload = { ...body, location: body.location || null };
      if (device) await callEndpoint(updateDeviceEndpoint, { params: { id: device.id }, body: payload });
      else await callEndpoint(createDeviceEndpoint, { body: payload });
    },
    () => onSaved(),
  );
  return (
    <FormDialog
      open
      title={device ? `Edit ${device.serialNumber}` : 'Register device'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
    >
      <TextField label="Serial number" required fullWidth autoFocus {...form.text('serialNumber')} />
      <TextField label="Name" required fullWidth {...form.text('name')} />
      <TextField label="Location" fullWidth {...form.text('location')} />
      <FormControlLabel
        control={<Checkbox checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />}
        label="Active"
      />
    </FormDialog>
  );
}
