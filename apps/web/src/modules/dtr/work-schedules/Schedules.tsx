import type { WorkSchedule } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import { listScheduleAssignmentsEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/list-schedule-assignments';
import { listWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/list-work-schedules';
import { formatDate } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { CrudListPage } from '#web/shared/crud/CrudListPage.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { AssignDialog } from '../schedule-assignments/AssignDialog.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { DAY_NAMES, hours } from '../setup/setup-kit.ts';

type Assignment = ResponseOf<typeof listScheduleAssignmentsEndpoint>[number];

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
];

const assignmentColumns: Column<Assignment>[] = [
  { key: 'name', header: 'Employee', render: (a) => a.fullName },
  { key: 'schedule', header: 'Schedule', render: (a) => a.scheduleName },
  { key: 'from', header: 'From', render: (a) => formatDate(a.effectiveFrom) },
  { key: 'to', header: 'To', render: (a) => (a.effectiveTo ? formatDate(a.effectiveTo) : 'Open') },
];

/** Work schedules (one edited at a time) and who works which from when. */
export function Schedules() {
  const schedules = useQuery(endpointQuery(listWorkSchedulesEndpoint));
  const assignments = useQuery(endpointQuery(listScheduleAssignmentsEndpoint, { query: {} }));
  const [assigning, setAssigning] = useState(false);
  return (
    <CrudListPage
      newLabel="Add schedule"
      caption="Work schedules"
      list={schedules}
      // An assignment names its schedule: a renamed one shows in both tables.
      invalidates={[listWorkSchedulesEndpoint, listScheduleAssignmentsEndpoint]}
      columns={columns}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      savedMessage={() => 'The schedule was saved. Compute the affected periods again.'}
      Dialog={ScheduleDialog}
      filters={
        <Button startIcon={<Add />} onClick={() => setAssigning(true)}>
          Assign a schedule
        </Button>
      }
    >
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
      {assigning && (
        <AssignDialog
          schedules={(schedules.data ?? []).filter((s) => s.isActive)}
          onClose={() => setAssigning(false)}
          onSaved={() => (setAssigning(false), notify.success('The schedule was assigned.'))}
        />
      )}
    </CrudListPage>
  );
}
