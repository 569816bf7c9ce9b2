// Annual grants: types with earning rule Annual (special privilege leave, 3 days) are credited
// once per fiscal year as an Earned line, to every active employee hired by the year's end, dated
// the later of the year's start and the hiring date. Set-based and idempotent: an employee who
// already has a Posted Earned line of the type in the year is skipped, so a re-run only reaches
// new hires (decision 023). The year's grant lock makes 'already has' true for concurrent runs too:
// the second waits for the first and then finds its lines.
import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { LEAVE_LOCK, LINE, STATUS } from '../ledger.ts';

export async function postAnnualGrants(
  trx: Transaction<Database>,
  fiscalYearId: number,
  userId: number | null,
): Promise<number> {
  await lockSubject(trx, LEAVE_LOCK.annualGrant, fiscalYearId);
  const result = await sql`
    INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description, created_by)
    SELECT e.id, fy.id, t.id, ${LINE.Earned}::smallint, ${STATUS.Posted}::smallint,
           GREATEST(fy.start_date, coalesce(e.date_hired, fy.start_date)), t.annual_credit,
           'Annual grant ' || fy.name, ${userId}::int
    FROM employees e, leave_types t, fiscal_years fy
    WHERE fy.id = ${fiscalYearId}::int
      AND e.employee_status = ${EMPLOYEE_STATUS.Active.value} AND (e.date_hired IS NULL OR e.date_hired <= fy.end_date)
      AND t.is_active AND t.earning_rule = 'Annual' AND t.annual_credit > 0
      AND NOT EXISTS (
        SELECT 1 FROM leave_ledger_lines x
        WHERE x.employee_id = e.id AND x.fiscal_year_id = fy.id AND x.leave_type_id = t.id
          AND x.line_type = ${LINE.Earned} AND x.status = ${STATUS.Posted})`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
