// Demo data: a registered device, two months of generated logs for the active employees that have
// a biometric ID (late arrivals, missed punches, absences), some approved leave, and the DTR
// computed. Deterministic (seeded by employee and date); safe to run again; fine with no employees.
import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { computeDtr, eachDate } from '../compute.ts';
import { ingestLogs } from '../log-imports/ingest.ts';
import type { ParsedLog } from '../log-imports/parse-logs.ts';
import { NATIONAL_HOLIDAYS, proclaimedHolidays, type ProclaimedHoliday } from '../national-holidays.ts';
import { isoWeekday } from '../rules.ts';

export const DEMO_DEVICE = 'DEMO-ZK-0001';

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const hms = (m: number, sec: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;

/** First day of the month two months back, to yesterday (Manila). */
export function demoPeriod(today = manilaToday()): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 2, 1)).toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: start, to: yesterday };
}

/** The fixed-date holidays, for a year whose proclamation is not in the data. */
function fixedDateHolidays(y: number): ProclaimedHoliday[] {
  const R = 'Regular' as const;
  const S = 'SpecialNonWorking' as const;
  return [
    { date: `${y}-01-01`, name: "New Year's Day", kind: R },
    { date: `${y}-04-09`, name: 'Araw ng Kagitingan', kind: R },
    { date: `${y}-05-01`, name: 'Labor Day', kind: R },
    { date: `${y}-06-12`, name: 'Independence Day', kind: R },
    { date: `${y}-08-21`, name: 'Ninoy Aquino Day', kind: S },
    { date: `${y}-11-01`, name: 'All Saints’ Day', kind: S },
    { date: `${y}-11-30`, name: 'Bonifacio Day', kind: R },
    { date: `${y}-12-25`, name: 'Christmas Day', kind: R },
    { date: `${y}-12-30`, name: 'Rizal Day', kind: R },
  ];
}

/**
 * The holidays of the demo: the years of the period and the next year, and every year with a
 * proclamation in the data; a proclaimed year as proclaimed (regular and special), any other year
 * its fixed-date holidays only (movable ones are not guessed).
 */
export function demoHolidays(from: string, to: string): ProclaimedHoliday[] {
  const first = Number(from.slice(0, 4));
  const years = new Set<number>(NATIONAL_HOLIDAYS.map((p) => p.year));
  for (let y = first; y <= Number(to.slice(0, 4)) + 1; y += 1) years.add(y);
  return [...years]
    .sort((a, b) => a - b)
    .flatMap((y) => (proclaimedHolidays(y).length > 0 ? [...proclaimedHolidays(y)] : fixedDateHolidays(y)));
}

/** ZKTeco punch states (the log's in/out state). */
const PUNCH = { checkIn: 0, checkOut: 1, breakOut: 2, breakIn: 3 } as const;

export function generateLogs(
  employees: { id: number; biometric_user_id: string }[],
  from: string,
  to: string,
  leaveDays: Set<string>,
): ParsedLog[] {
  const logs: ParsedLog[] = [];
  let line = 0;
  for (const e of employees) {
    for (const date of eachDate(from, to)) {
      if (isoWeekday(date) > 5 || leaveDays.has(`${e.id}|${date}`)) continue;
      const r = rng(e.id * 100_003 + Number(date.replaceAll('-', '')));
      const roll = r();
      if (roll < 0.03) continue; // absent
      const late = roll < 0.15;
      const amIn = late ? 480 + 16 + Math.floor(r() * 30) : 465 + Math.floor(r() * 14);
      // Each punch with the state a device records for it: check in, break out, break in, check out.
      const punches = [
        { at: amIn, state: PUNCH.checkIn },
        { at: 720 + Math.floor(r() * 4), state: PUNCH.breakOut },
        { at: 775 + Math.floor(r() * 5), state: PUNCH.breakIn },
        { at: 1020 + Math.floor(r() * 20), state: PUNCH.checkOut },
      ];
      if (roll > 0.95) punches.splice(1, 1); // missed AM out
      if (r() < 0.05) punches.push({ at: punches[0]!.at + 1, state: PUNCH.checkIn }); // double punch
      for (const { at: p, state } of punches) {
        line += 1;
        logs.push({
          line,
          biometricUserId: e.biometric_user_id,
          logDate: date,
          logTime: hms(p, Math.floor(r() * 60)),
          verifyMode: 1,
          inOutState: state,
          workCode: null,
        });
      }
    }
  }
  return logs;
}

export async function seedDtrDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const existing = await db
    .selectFrom('biometric_devices')
    .select('id')
    .where('serial_number', '=', DEMO_DEVICE)
    .executeTakeFirst();
  if (existing) return;
  const employees = (await db
    .selectFrom('employees')
    .select(['id', 'biometric_user_id'])
    .where('employee_status', '=', EMPLOYEE_STATUS.Active.value)
    .where('biometric_user_id', 'is not', null)
    .orderBy('id')
    .execute()) as { id: number; biometric_user_id: string }[];
  const { from, to } = demoPeriod();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('biometric_devices')
      // Accepted from this machine only, to try a push by hand; a real device gets a push key.
      .values({
        serial_number: DEMO_DEVICE,
        name: 'Main office entrance',
        location: 'San Jose',
        allowed_addresses: JSON.stringify(['127.0.0.1', '::1']),
      })
      .execute();
    // Approved leave: every fifth employee takes two days in the second week of the first month.
    const leaveDays = new Set<string>();
    const fy = await trx
      .selectFrom('fiscal_years')
      .select('id')
      .where('start_date', '<=', from)
      .where('end_date', '>=', from)
      .executeTakeFirst();
    const vl = await trx.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirst();
    if (fy) {
      // Opening balances so the ledgers have credits to use: 5 to 14 days of vacation and of sick
      // leave, varied by employee (as if imported from the previous system's balances).
      await sql`
        INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description)
        SELECT e.id, f.id, t.id, 0, 1, f.start_date, 5 + (e.id * 7 + length(t.code)) % 10, 'Opening balance (demo)'
        FROM employees e
        JOIN fiscal_years f ON f.id = ${fy.id}::int
        JOIN leave_types t ON t.code IN ('VL', 'SL')
        WHERE e.biometric_user_id IS NOT NULL`.execute(trx);
    }
    if (fy && vl) {
      const days = eachDate(from, to)
        .filter((d) => isoWeekday(d) <= 5)
        .slice(6, 8);
      if (days.length === 2) {
        for (const e of employees.filter((_, i) => i % 5 === 0)) {
          const app = await trx
            .insertInto('leave_applications')
            .values({
              employee_id: e.id,
              leave_type_id: vl.id,
              fiscal_year_id: fy.id,
              date_from: days[0]!,
              date_to: days[1]!,
              days: '2',
              reason: 'Family matters (demo)',
              status: 1,
              decided_at: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('leave_ledger_lines')
            .values({
              employee_id: e.id,
              fiscal_year_id: fy.id,
              leave_type_id: vl.id,
              line_type: 2,
              status: 1,
              entry_date: days[0]!,
              days: '2',
              description: `Leave application #${app.id} (demo)`,
              leave_application_id: app.id,
            })
            .execute();
          for (const d of days) leaveDays.add(`${e.id}|${d}`);
        }
      }
    }
    const logs = generateLogs(employees, from, to, leaveDays);
    if (logs.length > 0) {
      await ingestLogs(trx, {
        source: 'file',
        deviceSerial: DEMO_DEVICE,
        fileName: 'demo-attlog.dat',
        parsed: { logs, rejected: [], totalLines: logs.length },
        createdBy: null,
      });
    }
    for (const h of demoHolidays(from, to)) {
      await trx
        .insertInto('holidays')
        .values({ holiday_date: h.date, name: h.name, kind: h.kind })
        .onConflict((oc) => oc.column('holiday_date').doNothing())
        .execute();
    }
    if (employees.length > 0)
      await computeDtr(
        trx,
        employees.map((e) => e.id),
        from,
        to,
      );
    log(`time and leave demo: ${employees.length} employees, ${logs.length} logs ${from}..${to}`);
  });
}
