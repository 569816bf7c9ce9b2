// Turns logs into daily time records: loads what the rules need for a set of employees and a
// period (schedules in effect, holidays, approved leave, logs, manual edits), applies
// rules.ts per employee and day, and stores the days set-based. Reads use the same path to fill
// days not computed yet, without storing them.
import type { DailyTimeRecord, EmployeeDtr } from '@ilaw/contracts/dtr/records/daily-time-record';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { relinkUnknownLogs } from './log-imports/ingest.ts';
import {
  computeDay,
  logDay,
  manualOnShift,
  scheduleRule,
  toMinutes,
  toTime,
  type DayResult,
  type Punches,
  type ScheduleRule,
} from './rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function eachDate(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** 'YYYY-MM-DD' plus `days`. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function fullNameSql() {
  return sql<string>`e.last_name || ', ' || e.first_name || coalesce(' ' || left(e.middle_name, 1) || '.', '') || coalesce(' ' || e.suffix, '')`;
}

interface ScheduleRow {
  id: number;
  name: string;
  rule: ScheduleRule;
}

interface StoredDay {
  id: number;
  manual: Partial<Punches>;
  manualReason: string | null;
  isTravel: boolean;
  overtimeAuthorized: boolean;
}

export interface DtrContext {
  schedules: Map<number, ScheduleRow>;
  defaultScheduleId: number | null;
  assignments: Map<number, { scheduleId: number; from: string; to: string | null }[]>;
  holidays: Map<string, { name: string; kind: 'Regular' | 'SpecialNonWorking' }>;
  leaves: Map<number, { from: string; to: string; name: string; halfDay: boolean }[]>;
  /** Approved travel orders (status 2, decision 100): official business on those days. */
  travels: Map<number, { from: string; to: string; toNumber: string }[]>;
  logs: Map<string, number[]>;
  stored: Map<string, StoredDay>;
}

const key = (employeeId: number, date: string) => `${employeeId}|${date}`;

function manualOf(row: {
  manual_am_in: string | null;
  manual_am_out: string | null;
  manual_pm_in: string | null;
  manual_pm_out: string | null;
  manual_at: Date | null;
}): Partial<Punches> {
  if (!row.manual_at) return {};
  // A manual edit fixes all four punches as edited (nulls included).
  return {
    amIn: toMinutes(row.manual_am_in),
    amOut: toMinutes(row.manual_am_out),
    pmIn: toMinutes(row.manual_pm_in),
    pmOut: toMinutes(row.manual_pm_out),
  };
}

export async function loadContext(db: Db, employeeIds: number[], from: string, to: string): Promise<DtrContext> {
  const ctx: DtrContext = {
    schedules: new Map(),
    defaultScheduleId: null,
    assignments: new Map(),
    holidays: new Map(),
    leaves: new Map(),
    travels: new Map(),
    logs: new Map(),
    stored: new Map(),
  };
  for (const s of await db.selectFrom('work_schedules').selectAll().execute()) {
    ctx.schedules.set(s.id, {
      id: s.id,
      name: s.name,
      rule: scheduleRule({
        isContinuous: s.is_continuous,
        amIn: toMinutes(s.am_in)!,
        amOut: toMinutes(s.am_out),
        pmIn: toMinutes(s.pm_in),
        pmOut: toMinutes(s.pm_out)!,
        graceMinutes: s.grace_minutes,
        workingDays: s.working_days,
      }),
    });
    if (s.is_default && s.is_active) ctx.defaultScheduleId = s.id;
  }
  for (const h of await db
    .selectFrom('holidays')
    .selectAll()
    .where('holiday_date', '>=', from)
    .where('holiday_date', '<=', to)
    .execute()) {
    ctx.holidays.set(h.holiday_date, { name: h.name, kind: h.kind });
  }
  if (employeeIds.length === 0) return ctx;
  const ids = sql`ANY(${employeeIds}::int[])`;
  // The day before `from` too: its overnight shift may end on `from`'s morning.
  const dayBefore = shiftDate(from, -1);
  const assignments = await db
    .selectFrom('employee_work_schedules')
    .select(['employee_id', 'work_schedule_id', 'effective_from', 'effective_to'])
    .where(sql<boolean>`employee_id = ${ids}`)
    .where('effective_from', '<=', to)
    .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', dayBefore)]))
    .orderBy('effective_from')
    .execute();
  for (const a of assignments) {
    const list = ctx.assignments.get(a.employee_id) ?? [];
    list.push({ scheduleId: a.work_schedule_id, from: a.effective_from, to: a.effective_to });
    ctx.assignments.set(a.employee_id, list);
  }
  const leaves = await db
    .selectFrom('leave_applications as a')
    .innerJoin('leave_types as t', 't.id', 'a.leave_type_id')
    .select(['a.employee_id', 'a.date_from', 'a.date_to', 'a.days', 't.name'])
    .where(sql<boolean>`a.employee_id = ${ids}`)
    .where('a.status', '=', 1)
    .where('a.date_from', '<=', to)
    .where('a.date_to', '>=', from)
    .execute();
  for (const l of leaves) {
    const list = ctx.leaves.get(l.employee_id) ?? [];
    // Only a one-day application of half a day is a half day; 1.5 days over two dates is not.
    const halfDay = l.date_from === l.date_to && Number(l.days) === 0.5;
    list.push({ from: l.date_from, to: l.date_to, name: l.name, halfDay });
    ctx.leaves.set(l.employee_id, list);
  }
  const travels = await db
    .selectFrom('travel_order_travellers as t')
    .innerJoin('travel_orders as o', 'o.id', 't.travel_order_id')
    .select(['t.employee_id', 'o.date_from', 'o.date_to', 'o.to_number'])
    .where(sql<boolean>`t.employee_id = ${ids}`)
    .where('o.status', '=', 2)
    .where('o.date_from', '<=', to)
    .where('o.date_to', '>=', from)
    .orderBy('o.date_from')
    .execute();
  for (const t of travels) {
    const list = ctx.travels.get(t.employee_id) ?? [];
    list.push({ from: t.date_from, to: t.date_to, toNumber: t.to_number });
    ctx.travels.set(t.employee_id, list);
  }
  // The morning after `to` too: the end of its overnight shift. Each log counts to its shift's day.
  const logs = await sql<{ employee_id: number; log_date: string; log_time: string }>`
    SELECT employee_id, log_date, log_time FROM biometric_logs
    WHERE employee_id = ${ids} AND log_date BETWEEN ${from}::date AND ${shiftDate(to, 1)}::date`.execute(db);
  for (const l of logs.rows) {
    const previous = shiftDate(l.log_date, -1);
    const day = logDay(l.log_date, toMinutes(l.log_time)!, {
      date: previous,
      schedule: scheduleOn(ctx, l.employee_id, previous)?.rule ?? null,
    });
    const k = key(l.employee_id, day.date);
    const list = ctx.logs.get(k) ?? [];
    list.push(day.minutes);
    ctx.logs.set(k, list);
  }
  const stored = await db
    .selectFrom('daily_time_records')
    .select([
      'id',
      'employee_id',
      'record_date',
      'manual_am_in',
      'manual_am_out',
      'manual_pm_in',
      'manual_pm_out',
      'manual_at',
      'manual_reason',
      'is_travel',
      'overtime_authorized',
    ])
    .where(sql<boolean>`employee_id = ${ids}`)
    .where('record_date', '>=', from)
    .where('record_date', '<=', to)
    .execute();
  for (const s of stored) {
    ctx.stored.set(key(s.employee_id, s.record_date), {
      id: s.id,
      manual: manualOf(s),
      manualReason: s.manual_reason,
      isTravel: s.is_travel,
      overtimeAuthorized: s.overtime_authorized,
    });
  }
  return ctx;
}

export function scheduleOn(ctx: DtrContext, employeeId: number, date: string): ScheduleRow | null {
  const list = ctx.assignments.get(employeeId);
  let id: number | null = null;
  if (list) {
    for (const a of list) if (a.from <= date && (a.to === null || a.to >= date)) id = a.scheduleId;
  }
  if (id === null) id = ctx.defaultScheduleId;
  return id === null ? null : (ctx.schedules.get(id) ?? null);
}

/** Manual punches of an overnight day: wall-clock times after midnight are the next morning. */
function onShift(s: ScheduleRule | null, manual: Partial<Punches>): Partial<Punches> {
  const out: Partial<Punches> = {};
  for (const k of ['amIn', 'amOut', 'pmIn', 'pmOut'] as const)
    if (k in manual) out[k] = manualOnShift(s, manual[k] ?? null);
  return out;
}

export interface ComputedDay {
  employeeId: number;
  date: string;
  scheduleId: number | null;
  result: DayResult;
  stored: StoredDay | undefined;
}

export function computeFor(ctx: DtrContext, employeeId: number, date: string, today: string): ComputedDay {
  const schedule = scheduleOn(ctx, employeeId, date);
  const stored = ctx.stored.get(key(employeeId, date));
  const leave = ctx.leaves.get(employeeId)?.find((l) => l.from <= date && l.to >= date) ?? null;
  const travelOrder = ctx.travels.get(employeeId)?.find((t) => t.from <= date && t.to >= date) ?? null;
  const result = computeDay({
    date,
    today,
    schedule: schedule?.rule ?? null,
    holiday: ctx.holidays.get(date) ?? null,
    leave: leave ? { name: leave.name, halfDay: leave.halfDay } : null,
    travel: (stored?.isTravel ?? false) || travelOrder !== null,
    logs: ctx.logs.get(key(employeeId, date)) ?? [],
    manual: onShift(schedule?.rule ?? null, stored?.manual ?? {}),
    overtimeAuthorized: stored?.overtimeAuthorized ?? false,
  });
  // The remark names the travel order the day is official business of.
  if (travelOrder !== null) {
    result.remarks = result.remarks.map((r) => (r === 'Travel' ? `Travel (${travelOrder.toNumber})` : r));
  }
  return { employeeId, date, scheduleId: schedule?.id ?? null, result, stored };
}

/**
 * Stores computed days; manual edits, travel and overtime authorisation on a day stay as they were.
 * Rows are written in (employee, date) order whatever the caller's order, so two computations that
 * share days (a department's and a holiday's) lock them in the same order and never deadlock.
 */
export async function saveDays(trx: Transaction<Database>, unordered: ComputedDay[]): Promise<void> {
  const days = [...unordered].sort(
    (a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
  const CHUNK = 5000;
  for (let i = 0; i < days.length; i += CHUNK) {
    const c = days.slice(i, i + CHUNK);
    const col = <T>(f: (d: ComputedDay) => T) => c.map(f);
    await sql`
      INSERT INTO daily_time_records (employee_id, record_date, work_schedule_id, day_type, log_am_in, log_am_out, log_pm_in, log_pm_out,
        tardy_minutes, undertime_minutes, overtime_minutes, absent_days, remarks, computed_at)
      SELECT v.e, v.d, v.s, v.dt, v.ai, v.ao, v.pi, v.po, v.tm, v.um, v.om, v.ab, v.rm, now()
      FROM unnest(${col((d) => d.employeeId)}::int[], ${col((d) => d.date)}::date[], ${col((d) => d.scheduleId)}::int[],
        ${col((d) => d.result.dayType)}::text[], ${col((d) => toTime(d.result.logPunches.amIn))}::time[],
        ${col((d) => toTime(d.result.logPunches.amOut))}::time[], ${col((d) => toTime(d.result.logPunches.pmIn))}::time[],
        ${col((d) => toTime(d.result.logPunches.pmOut))}::time[], ${col((d) => d.result.tardyMinutes)}::int[],
        ${col((d) => d.result.undertimeMinutes)}::int[], ${col((d) => d.result.overtimeMinutes)}::int[],
        ${col((d) => d.result.absentDays)}::numeric[], ${col((d) => d.result.remarks.join('; '))}::text[])
        AS v(e, d, s, dt, ai, ao, pi, po, tm, um, om, ab, rm)
      ON CONFLICT (employee_id, record_date) DO UPDATE SET
        work_schedule_id = excluded.work_schedule_id, day_type = excluded.day_type,
        log_am_in = excluded.log_am_in, log_am_out = excluded.log_am_out, log_pm_in = excluded.log_pm_in, log_pm_out = excluded.log_pm_out,
        tardy_minutes = excluded.tardy_minutes, undertime_minutes = excluded.undertime_minutes,
        overtime_minutes = excluded.overtime_minutes, absent_days = excluded.absent_days, remarks = excluded.remarks,
        computed_at = excluded.computed_at`.execute(trx);
  }
}

/** Computes and stores the days of these employees in the period. */
export async function computeDtr(
  trx: Transaction<Database>,
  employeeIds: number[],
  from: string,
  to: string,
  today = manilaToday(),
): Promise<{ employees: number; days: number }> {
  await relinkUnknownLogs(trx);
  const ctx = await loadContext(trx, employeeIds, from, to);
  const dates = eachDate(from, to);
  const days: ComputedDay[] = [];
  for (const id of employeeIds) for (const date of dates) days.push(computeFor(ctx, id, date, today));
  await saveDays(trx, days);
  return { employees: employeeIds.length, days: days.length };
}

export interface EmployeeHead {
  id: number;
  employee_id: string;
  full_name: string;
  department_id: number | null;
  department_name: string | null;
  position: string | null;
}

export async function employeeHeads(db: Db, employeeIds: number[]): Promise<EmployeeHead[]> {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select([
      'e.id',
      'e.employee_id',
      fullNameSql().as('full_name'),
      'e.department_id',
      'd.name as department_name',
      'e.position',
    ])
    .where(sql<boolean>`e.id = ANY(${employeeIds}::int[])`)
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('e.id')
    .execute();
}

type StoredRow = {
  id: number;
  employee_id: number;
  record_date: string;
  day_type: string;
  log_am_in: string | null;
  log_am_out: string | null;
  log_pm_in: string | null;
  log_pm_out: string | null;
  manual_am_in: string | null;
  manual_am_out: string | null;
  manual_pm_in: string | null;
  manual_pm_out: string | null;
  manual_at: Date | null;
  manual_reason: string | null;
  is_travel: boolean;
  overtime_authorized: boolean;
  tardy_minutes: number;
  undertime_minutes: number;
  overtime_minutes: number;
  absent_days: string;
  remarks: string;
};

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export function storedToDto(r: StoredRow, head: EmployeeHead): DailyTimeRecord {
  const manual = r.manual_at !== null;
  return {
    id: r.id,
    employeeId: head.id,
    employeeNo: head.employee_id,
    fullName: head.full_name,
    departmentId: head.department_id,
    dailyTimeRecordDate: r.record_date,
    dayType: r.day_type,
    amIn: hhmm(manual ? r.manual_am_in : r.log_am_in),
    amOut: hhmm(manual ? r.manual_am_out : r.log_am_out),
    pmIn: hhmm(manual ? r.manual_pm_in : r.log_pm_in),
    pmOut: hhmm(manual ? r.manual_pm_out : r.log_pm_out),
    logAmIn: hhmm(r.log_am_in),
    logAmOut: hhmm(r.log_am_out),
    logPmIn: hhmm(r.log_pm_in),
    logPmOut: hhmm(r.log_pm_out),
    isManual: manual,
    manualReason: r.manual_reason,
    isTravel: r.is_travel,
    overtimeAuthorized: r.overtime_authorized,
    tardyMinutes: r.tardy_minutes,
    undertimeMinutes: r.undertime_minutes,
    overtimeMinutes: r.overtime_minutes,
    absentDays: new Decimal(r.absent_days).toString(),
    remarks: r.remarks,
  };
}

export function computedToDto(c: ComputedDay, head: EmployeeHead): DailyTimeRecord {
  const r = c.result;
  return {
    id: c.stored?.id ?? 0,
    employeeId: head.id,
    employeeNo: head.employee_id,
    fullName: head.full_name,
    departmentId: head.department_id,
    dailyTimeRecordDate: c.date,
    dayType: r.dayType,
    amIn: toTime(r.punches.amIn),
    amOut: toTime(r.punches.amOut),
    pmIn: toTime(r.punches.pmIn),
    pmOut: toTime(r.punches.pmOut),
    logAmIn: toTime(r.logPunches.amIn),
    logAmOut: toTime(r.logPunches.amOut),
    logPmIn: toTime(r.logPunches.pmIn),
    logPmOut: toTime(r.logPunches.pmOut),
    isManual: c.stored !== undefined && Object.keys(c.stored.manual).length > 0,
    manualReason: c.stored?.manualReason ?? null,
    isTravel: c.stored?.isTravel ?? false,
    overtimeAuthorized: c.stored?.overtimeAuthorized ?? false,
    tardyMinutes: r.tardyMinutes,
    undertimeMinutes: r.undertimeMinutes,
    overtimeMinutes: r.overtimeMinutes,
    absentDays: r.absentDays,
    remarks: r.remarks.join('; '),
  };
}

export function totalsOf(records: DailyTimeRecord[]): EmployeeDtr['totals'] {
  let absent = new Decimal(0);
  let tardy = 0;
  let undertime = 0;
  let overtime = 0;
  let tardyCount = 0;
  for (const r of records) {
    absent = absent.plus(r.absentDays);
    tardy += r.tardyMinutes;
    undertime += r.undertimeMinutes;
    overtime += r.overtimeMinutes;
    if (r.tardyMinutes > 0) tardyCount += 1;
  }
  return {
    tardyMinutes: tardy,
    undertimeMinutes: undertime,
    overtimeMinutes: overtime,
    absentDays: absent.toString(),
    tardyCount,
  };
}

/**
 * DTR sheets for employees and a period: stored days as stored; days not computed yet are
 * computed on the fly (id 0) and not stored. `live` computes every day (the 'Arrange' preview).
 */
export async function buildEmployeeDtrs(
  db: Db,
  employeeIds: number[],
  from: string,
  to: string,
  options: { live?: boolean; today?: string } = {},
): Promise<EmployeeDtr[]> {
  const heads = await employeeHeads(db, employeeIds);
  if (heads.length === 0) return [];
  const today = options.today ?? manilaToday();
  const ids = heads.map((h) => h.id);
  const stored = options.live
    ? []
    : ((await db
        .selectFrom('daily_time_records')
        .selectAll()
        .where(sql<boolean>`employee_id = ANY(${ids}::int[])`)
        .where('record_date', '>=', from)
        .where('record_date', '<=', to)
        .execute()) as unknown as StoredRow[]);
  const byKey = new Map(stored.map((r) => [key(r.employee_id, r.record_date), r]));
  const dates = eachDate(from, to);
  const needsContext = options.live || byKey.size < ids.length * dates.length;
  const ctx = needsContext ? await loadContext(db, ids, from, to) : null;
  const sheetSchedules = new Map<number, ScheduleRow | null>();
  const out: EmployeeDtr[] = [];
  for (const head of heads) {
    const records: DailyTimeRecord[] = [];
    for (const date of dates) {
      const s = byKey.get(key(head.id, date));
      if (s) records.push(storedToDto(s, head));
      else records.push(computedToDto(computeFor(ctx!, head.id, date, today), head));
    }
    if (ctx) sheetSchedules.set(head.id, scheduleOn(ctx, head.id, to));
    out.push({
      employeeId: head.id,
      employeeNo: head.employee_id,
      fullName: head.full_name,
      departmentId: head.department_id,
      departmentName: head.department_name,
      position: head.position,
      ...scheduleHeader(sheetSchedules.get(head.id) ?? null),
      from,
      to,
      records,
      totals: totalsOf(records),
    });
  }
  if (!ctx) {
    // Schedule names for the sheet header.
    const c = await loadContext(db, [], from, to);
    const assignments = await db
      .selectFrom('employee_work_schedules')
      .select(['employee_id', 'work_schedule_id', 'effective_from', 'effective_to'])
      .where(sql<boolean>`employee_id = ANY(${ids}::int[])`)
      .execute();
    for (const a of assignments) {
      const list = c.assignments.get(a.employee_id) ?? [];
      list.push({ scheduleId: a.work_schedule_id, from: a.effective_from, to: a.effective_to });
      c.assignments.set(a.employee_id, list);
    }
    for (const sheet of out) Object.assign(sheet, scheduleHeader(scheduleOn(c, sheet.employeeId, to)));
  }
  return out;
}

/** The sheet header's schedule: its name and the official hours Form 48 prints. */
function scheduleHeader(s: ScheduleRow | null): Pick<EmployeeDtr, 'scheduleName' | 'officialHours'> {
  if (!s) return { scheduleName: null, officialHours: null };
  const r = s.rule;
  return {
    scheduleName: s.name,
    officialHours: {
      isContinuous: r.isContinuous,
      amIn: toTime(r.amIn)!,
      amOut: toTime(r.amOut),
      pmIn: toTime(r.pmIn),
      pmOut: toTime(r.pmOut)!,
      workingDays: r.workingDays,
    },
  };
}
