// Schedule assignments with the employee's name and the schedule's.
import type { ScheduleAssignment } from '@ilaw/contracts/dtr/schedule-assignments/schedule-assignment';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fullNameSql } from '../compute.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function assignmentQuery(db: Db) {
  return db
    .selectFrom('employee_work_schedules as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .innerJoin('work_schedules as s', 's.id', 'a.work_schedule_id')
    .select([
      'a.id',
      'a.employee_id',
      fullNameSql().as('full_name'),
      'a.work_schedule_id',
      's.name as schedule_name',
      'a.effective_from',
      'a.effective_to',
    ])
    .orderBy('e.last_name')
    .orderBy('a.effective_from');
}

export function toAssignment(r: {
  id: number;
  employee_id: number;
  full_name: string;
  work_schedule_id: number;
  schedule_name: string;
  effective_from: string;
  effective_to: string | null;
}): ScheduleAssignment {
  return {
    id: r.id,
    employeeId: r.employee_id,
    fullName: r.full_name,
    workScheduleId: r.work_schedule_id,
    scheduleName: r.schedule_name,
    effectiveFrom: r.effective_from,
    effectiveTo: r.effective_to,
  };
}
