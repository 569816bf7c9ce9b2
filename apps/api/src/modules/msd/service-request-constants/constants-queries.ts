import type { ServiceRequestConstants } from '@ilaw/contracts/msd/service-request-constants/service-request-constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { holidayDatesBetween } from '../../dtr/public.ts';
import { manilaDateRange, type WorkCalendar } from '../compute/clock.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadConstants(db: Db): Promise<ServiceRequestConstants> {
  const s = await db.selectFrom('msd_settings').selectAll().executeTakeFirstOrThrow();
  return {
    workdayStart: s.workday_start,
    breakStart: s.break_start,
    breakEnd: s.break_end,
    workdayEnd: s.workday_end,
    saturdayIsWorkday: s.saturday_is_workday,
  };
}

/** The office hours and the holidays from `from` to `to` (plus a year ahead for due times). */
export async function loadCalendar(db: Db, from: Date, to: Date): Promise<WorkCalendar> {
  const constants = await loadConstants(db);
  const ahead = new Date(Math.max(to.getTime(), from.getTime()) + 366 * 24 * 3_600_000);
  const { first, last } = manilaDateRange(from, ahead);
  const holidays = await holidayDatesBetween(db, first, last);
  return { ...constants, holidays: new Set(holidays) };
}
