// Monthly earned leave postings as the contract's rows, the words of a month posted twice, and who a
// month credits (one rule for the posting and for the count the confirmation shows).
import { formatDate } from '@ilaw/contracts/format';
import type { MonthlyEarnedLeave } from '@ilaw/contracts/leave/monthly-credits/monthly-credit';
import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { LINE, STATUS } from '../ledger.ts';

export const toMonthly = (m: Selectable<Database['monthly_earned_leaves']>): MonthlyEarnedLeave => ({
  id: m.id,
  fiscalYearId: m.fiscal_year_id,
  year: m.year,
  month: m.month,
  employeeCount: m.employee_count,
  postedAt: m.posted_at.toISOString(),
});

export const monthlyAlreadyPosted = (year: number, month: number) =>
  `The leave credits of ${formatDate(`${year}-${String(month).padStart(2, '0')}-01`, 'MMMM YYYY')} have already been posted.`;

/** First and last day of a month, 'YYYY-MM-DD'. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  return {
    first: `${year}-${String(month).padStart(2, '0')}-01`,
    last: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
  };
}

/**
 * The employee x leave type pairs a month credits: active employees hired by the month's end,
 * every active Monthly type with a credit. `last` is the month's last day.
 */
export const creditedPairs = (last: string) => sql`
  FROM employees e CROSS JOIN leave_types t
  WHERE e.employee_status = ${EMPLOYEE_STATUS.Active.value} AND (e.date_hired IS NULL OR e.date_hired <= ${last}::date)
    AND t.is_active AND t.earning_rule = 'Monthly' AND t.monthly_credit > 0`;

/**
 * Writes a posting's lines (set-based: one Earned line per employee and Monthly type, dated the
 * month's last day) and its employee count; answers the posting row. Inside the posting's transaction.
 */
export async function creditMonth(
  trx: Kysely<Database>,
  p: { postingId: number; fiscalYearId: number; first: string; last: string; userId: number | null },
): Promise<Selectable<Database['monthly_earned_leaves']>> {
  await sql`
    INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description, monthly_earned_leave_id, created_by)
    SELECT e.id, ${p.fiscalYearId}::int, t.id, ${LINE.Earned}::smallint, ${STATUS.Posted}::smallint, ${p.last}::date, t.monthly_credit,
           'Earned ' || to_char(${p.first}::date, 'FMMonth YYYY'), ${p.postingId}::int, ${p.userId}::int
    ${creditedPairs(p.last)}`.execute(trx);
  const count = await sql<{ n: number }>`
    SELECT count(DISTINCT employee_id)::int AS n FROM leave_ledger_lines WHERE monthly_earned_leave_id = ${p.postingId}`.execute(
    trx,
  );
  return trx
    .updateTable('monthly_earned_leaves')
    .set({ employee_count: count.rows[0]!.n })
    .where('id', '=', p.postingId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
