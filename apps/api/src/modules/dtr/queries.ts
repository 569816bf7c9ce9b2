// Read queries shared by the DTR routes: logs, schedules and assignments, correction requests.
import type { BiometricLog } from '@ilaw/contracts/dtr/logs/biometric-log';
import type { CorrectionRequest } from '@ilaw/contracts/dtr/correction-requests/correction-request';
import type { DailyTimeRecord } from '@ilaw/contracts/dtr/records/daily-time-record';
import type { WorkSchedule } from '@ilaw/contracts/dtr/work-schedules/work-schedule';
import { sql, type Kysely, type Transaction } from 'kysely';
import { approvalSummaries } from '../../platform/approvals/engine.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { SessionUser } from '../../platform/http/context.ts';
import { fullNameSql, storedToDto } from './compute.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function logQuery(db: Db) {
  return db
    .selectFrom('biometric_logs as l')
    .leftJoin('employees as e', 'e.id', 'l.employee_id')
    .select([
      'l.id',
      'l.employee_id',
      fullNameSql().as('full_name'),
      'l.biometric_user_id',
      'l.device_serial',
      'l.log_date',
      'l.log_time',
      'l.verify_mode',
      'l.in_out_state',
    ]);
}

export function toLog(r: {
  id: number;
  employee_id: number | null;
  full_name: string | null;
  biometric_user_id: string;
  device_serial: string;
  log_date: string;
  log_time: string;
  verify_mode: number | null;
  in_out_state: number | null;
}): BiometricLog {
  return {
    id: r.id,
    employeeId: r.employee_id,
    fullName: r.full_name,
    biometricUserId: r.biometric_user_id,
    deviceSerial: r.device_serial,
    logDate: r.log_date,
    logTime: r.log_time.slice(0, 8),
    verifyMode: r.verify_mode,
    inOutState: r.in_out_state,
  };
}

export async function employeeLogs(db: Db, employeeId: number, from: string, to: string): Promise<BiometricLog[]> {
  const rows = await logQuery(db)
    .where('l.employee_id', '=', employeeId)
    .where('l.log_date', '>=', from)
    .where('l.log_date', '<=', to)
    .orderBy('l.log_date')
    .orderBy('l.log_time')
    .execute();
  return rows.map(toLog);
}

export function toSchedule(s: {
  id: number;
  name: string;
  is_continuous: boolean;
  am_in: string;
  am_out: string | null;
  pm_in: string | null;
  pm_out: string;
  grace_minutes: number;
  working_days: string;
  is_default: boolean;
  is_active: boolean;
}): WorkSchedule {
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
}) {
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

/** Schedules plus the assignments of the given employees (all when null). */
export async function workSchedulesView(db: Db, employeeIds: number[] | null) {
  const schedules = (await db.selectFrom('work_schedules').selectAll().orderBy('name').execute()).map(toSchedule);
  let q = assignmentQuery(db);
  if (employeeIds !== null) {
    if (employeeIds.length === 0) return { schedules, assignments: [] };
    q = q.where(sql<boolean>`a.employee_id = ANY(${employeeIds}::int[])`);
  }
  return { schedules, assignments: (await q.execute()).map(toAssignment) };
}

export function correctionQuery(db: Db) {
  return db
    .selectFrom('dtr_correction_requests as c')
    .innerJoin('employees as e', 'e.id', 'c.employee_id')
    .select([
      'c.id',
      'c.employee_id',
      fullNameSql().as('full_name'),
      'c.record_date',
      'c.am_in',
      'c.am_out',
      'c.pm_in',
      'c.pm_out',
      'c.reason',
      'c.status',
      'c.requested_at',
      'c.decided_at',
      'c.decision_remarks',
      'e.department_id',
    ]);
}

type CorrectionFields = {
  id: number;
  employee_id: number;
  full_name: string;
  record_date: string;
  am_in: string | null;
  am_out: string | null;
  pm_in: string | null;
  pm_out: string | null;
  reason: string;
  status: number;
  requested_at: Date;
  decided_at: Date | null;
  decision_remarks: string | null;
};

function toCorrection(r: CorrectionFields) {
  const t = (v: string | null) => (v ? v.slice(0, 5) : null);
  return {
    id: r.id,
    employeeId: r.employee_id,
    fullName: r.full_name,
    recordDate: r.record_date,
    amIn: t(r.am_in),
    amOut: t(r.am_out),
    pmIn: t(r.pm_in),
    pmOut: t(r.pm_out),
    reason: r.reason,
    status: r.status,
    requestedAt: r.requested_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
    decisionRemarks: r.decision_remarks,
  };
}

export const CORRECTION_DOC = 'dtr.correction';

/** Correction requests as the screens get them, each with its approval (step, who may decide). */
export async function toCorrections(
  db: Kysely<Database>,
  user: SessionUser,
  rows: CorrectionFields[],
): Promise<CorrectionRequest[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    CORRECTION_DOC,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toCorrection(r), approval: approvals.get(r.id) ?? null }));
}

/** Stored DTR days of a period with each employee's head, for the department and HR lists. */
export function storedDtrQuery(db: Db, from: string, to: string) {
  return db
    .selectFrom('daily_time_records as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .selectAll('r')
    .select([
      'e.employee_id as employee_no',
      fullNameSql().as('full_name'),
      'e.department_id',
      'd.name as department_name',
      'e.position',
    ])
    .where('r.record_date', '>=', from)
    .where('r.record_date', '<=', to);
}

type StoredDtrRow = Awaited<ReturnType<ReturnType<typeof storedDtrQuery>['executeTakeFirstOrThrow']>>;

export function storedDtrToDto(r: StoredDtrRow): DailyTimeRecord {
  return storedToDto(r, {
    id: r.employee_id,
    employee_id: r.employee_no,
    full_name: r.full_name,
    department_id: r.department_id,
    department_name: r.department_name,
    position: r.position,
  });
}
