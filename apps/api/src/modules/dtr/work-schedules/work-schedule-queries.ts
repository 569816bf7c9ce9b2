// Work schedules as the contract's rows, and the schedules-with-assignments view.
import type { createWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/create-work-schedule';
import type { WorkSchedule, WorkSchedulesView } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { assignmentQuery, toAssignment } from '../schedule-assignments/schedule-assignment-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function toSchedule(s: Selectable<Database['work_schedules']>): WorkSchedule {
  const t = (v: string | null) => (v ? v.slice(0, 5) : null);
  return {
    id: s.id,
    name: s.name,
    isContinuous: s.is_continuous,
    amIn: t(s.am_in)!,
    amOut: t(s.am_out),
    pmIn: t(s.pm_in),
    pmOut: t(s.pm_out)!,
    graceMinutes: s.grace_minutes,
    workingDays: s.working_days,
    isDefault: s.is_default,
    isActive: s.is_active,
  };
}

/** Schedules plus the assignments of the given employees (all when null). */
export async function workSchedulesView(db: Db, employeeIds: number[] | null): Promise<WorkSchedulesView> {
  const schedules = (await db.selectFrom('work_schedules').selectAll().orderBy('name').execute()).map(toSchedule);
  let q = assignmentQuery(db);
  if (employeeIds !== null) {
    if (employeeIds.length === 0) return { schedules, assignments: [] };
    q = q.where(sql<boolean>`a.employee_id = ANY(${employeeIds}::int[])`);
  }
  return { schedules, assignments: (await q.execute()).map(toAssignment) };
}

export function scheduleValues(body: InputOf<typeof createWorkScheduleEndpoint>['body']) {
  return {
    name: body.name,
    is_continuous: body.isContinuous,
    am_in: body.amIn,
    am_out: body.isContinuous ? null : body.amOut,
    pm_in: body.isContinuous ? null : body.pmIn,
    pm_out: body.pmOut,
    grace_minutes: body.graceMinutes,
    working_days: [...new Set(body.workingDays.split(''))].sort().join(''),
    is_active: body.isActive,
  };
}

const SCHEDULE_TAKEN = 'A work schedule with this name already exists.';

export const scheduleNameTaken = duplicateToConflict({
  constraint: 'work_schedules_name',
  message: SCHEDULE_TAKEN,
  field: 'name',
});
