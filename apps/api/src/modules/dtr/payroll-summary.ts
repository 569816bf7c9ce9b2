// What payroll needs of the time records of a period, per employee (issue 13): the days the salary
// pays, absences, tardiness and undertime, authorised overtime on workdays, the minutes worked on
// rest days and holidays (with the holiday's kind and whether it fell on a rest day), and leave
// without pay, and the night minutes of each (22:00-06:00, compute/night-minutes.ts). Days are computed as the DTR reads show them (stored or not), without storing.
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { computeFor, eachDate, loadContext, scheduleOn } from './compute.ts';
import { dayNightMinutes } from './compute/night-minutes.ts';
import { isoWeekday } from './rules.ts';

export interface PremiumDay {
  date: string;
  /** Holiday kind when the day is a holiday; null for a plain rest day. */
  holiday: 'Regular' | 'SpecialNonWorking' | null;
  /** The day is not one of the employee's working days. */
  restDay: boolean;
  minutes: number;
  /** Of those, minutes between 22:00 and 06:00. */
  nightMinutes: number;
}

export interface DtrPeriodSummary {
  /** Days the salary pays: workdays, paid or unpaid leave, travel, and regular holidays on working days. */
  paidDays: string;
  absentDays: string;
  tardyMinutes: number;
  undertimeMinutes: number;
  /** Authorised overtime on workdays. */
  overtimeMinutes: number;
  /** Minutes worked between 22:00 and 06:00 on workdays (the schedule and authorised overtime). */
  nightMinutes: number;
  /** Authorised work on rest days and holidays. */
  premiumDays: PremiumDay[];
  /** Leave approved without pay (the balance was short), dated within the period. */
  leaveWithoutPayDays: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function dtrPeriodSummaries(
  db: Db,
  employeeIds: number[],
  from: string,
  to: string,
  today = manilaToday(),
): Promise<Map<number, DtrPeriodSummary>> {
  const out = new Map<number, DtrPeriodSummary>();
  if (employeeIds.length === 0) return out;
  const ctx = await loadContext(db, employeeIds, from, to);
  const dates = eachDate(from, to);
  for (const id of employeeIds) {
    let paid = new Decimal(0);
    let absent = new Decimal(0);
    const s: DtrPeriodSummary = {
      paidDays: '0',
      absentDays: '0',
      tardyMinutes: 0,
      undertimeMinutes: 0,
      overtimeMinutes: 0,
      nightMinutes: 0,
      premiumDays: [],
      leaveWithoutPayDays: '0',
    };
    for (const date of dates) {
      const computed = computeFor(ctx, id, date, today);
      const day = computed.result;
      const schedule = scheduleOn(ctx, id, date);
      const working = schedule !== null && schedule.rule.workingDays.includes(String(isoWeekday(date)));
      const holiday = ctx.holidays.get(date)?.kind ?? null;
      if (day.dayType === 'Workday' || day.dayType === 'Leave' || day.dayType === 'Travel') paid = paid.plus(1);
      if (day.dayType === 'Holiday' && holiday === 'Regular' && working) paid = paid.plus(1);
      // Days after today count as scheduled (a cut-off generated before its last day pays them).
      if (day.dayType === 'Future' && working && holiday === null) paid = paid.plus(1);
      absent = absent.plus(day.absentDays);
      s.tardyMinutes += day.tardyMinutes;
      s.undertimeMinutes += day.undertimeMinutes;
      const night = dayNightMinutes(day, schedule?.rule ?? null, computed.stored?.overtimeAuthorized ?? false);
      if (day.dayType === 'Workday') {
        s.overtimeMinutes += day.overtimeMinutes;
        s.nightMinutes += night;
      }
      if ((day.dayType === 'Holiday' || day.dayType === 'RestDay') && day.overtimeMinutes > 0) {
        s.premiumDays.push({ date, holiday, restDay: !working, minutes: day.overtimeMinutes, nightMinutes: night });
      }
    }
    s.paidDays = paid.toString();
    s.absentDays = absent.toString();
    out.set(id, s);
  }
  const lwop = await sql<{ employee_id: number; days: string }>`
    SELECT l.employee_id, sum(l.days)::text AS days FROM leave_ledger_lines l
    WHERE l.employee_id = ANY(${employeeIds}::int[]) AND l.status = 2 AND l.line_type = 2
      AND l.reverses_line_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM leave_ledger_lines r WHERE r.reverses_line_id = l.id)
      AND l.entry_date BETWEEN ${from}::date AND ${to}::date
    GROUP BY l.employee_id`.execute(db);
  for (const r of lwop.rows) {
    const s = out.get(r.employee_id);
    if (s) s.leaveWithoutPayDays = new Decimal(r.days).toString();
  }
  return out;
}
