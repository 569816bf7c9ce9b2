// Days without pay per employee, month and type: the Used lines an approval posted as WithoutPay
// (the balance was short). The month is the leave's start date, where the line is dated.
import { withoutPaySummaryEndpoint } from '@ilaw/contracts/leave/without-pay-summary/get-without-pay-summary';
import type { WithoutPayRow } from '@ilaw/contracts/leave/without-pay-summary/without-pay-row';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';
import { LINE, STATUS } from '../ledger.ts';

/** The summary's rows and total; the screen and its Excel export share it. */
export async function withoutPaySummary(
  db: Kysely<Database>,
  query: { dateFrom: string; dateTo: string; search?: string | undefined },
): Promise<{ rows: WithoutPayRow[]; totalDays: string }> {
  const month = sql<string>`to_char(l.entry_date, 'YYYY-MM')`;
  let q = db
    .selectFrom('leave_ledger_lines as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .innerJoin('leave_types as t', 't.id', 'l.leave_type_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select([
      'e.id',
      'e.employee_id',
      ...EMPLOYEE_NAME_COLUMNS,
      'd.name as department_name',
      'l.leave_type_id',
      't.code',
      month.as('month'),
      sql<string>`sum(l.days)::text`.as('days'),
      sql<number>`count(DISTINCT l.leave_application_id)::int`.as('applications'),
    ])
    .where('l.status', '=', STATUS.WithoutPay)
    .where('l.line_type', '=', LINE.Used)
    // A reversed line and its reversal net to nothing: leave both out (the application count too).
    .where('l.reverses_line_id', 'is', null)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM leave_ledger_lines r WHERE r.reverses_line_id = l.id)`)
    .where('l.entry_date', '>=', query.dateFrom)
    .where('l.entry_date', '<=', query.dateTo)
    .groupBy(['e.id', 'd.name', 'l.leave_type_id', 't.code', month])
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('e.id')
    .orderBy(month)
    .orderBy('t.code');
  if (query.search) {
    const like = `%${query.search.toLowerCase()}%`;
    q = q.where((w) =>
      w.or([
        w(sql`lower(e.employee_id)`, 'like', like),
        w(sql`lower(e.last_name || ', ' || e.first_name)`, 'like', like),
      ]),
    );
  }
  const rows = await q.execute();
  let total = new Decimal(0);
  return {
    rows: rows.map((r) => {
      total = total.plus(r.days);
      return {
        employeeId: r.id,
        employeeCode: r.employee_id,
        employeeName: nameOf(r),
        departmentName: r.department_name,
        month: r.month,
        leaveTypeCode: r.code,
        days: new Decimal(r.days).toString(),
        applications: r.applications,
      };
    }),
    totalDays: total.toString(),
  };
}

export const getWithoutPaySummary = defineRoute({
  endpoint: withoutPaySummaryEndpoint,
  access: anyRole('LeaveLedger'),
  handler: ({ query, db }) => withoutPaySummary(db, query),
});
