// Employees with their balance per leave type for a fiscal year (the Employee Leaves screen and
// its export): the employees' query, then one grouped sum for a page of them (Posted lines:
// Opening + Earned - Used).
import type { EmployeeBalancesRow } from '@ilaw/contracts/leave/leave-balances/leave-balance';
import type { LeaveBalanceSort } from '@ilaw/contracts/leave/leave-balances/list-leave-balances';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder, type SortRequest } from '../../../platform/db/list-sort.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';
import { LINE, STATUS } from '../ledger.ts';

/** Active employees and those with ledger lines in the year, the screen's search and sort applied. */
export function leaveBalanceEmployees(
  db: Kysely<Database>,
  fiscalYearId: number,
  query: SortRequest<LeaveBalanceSort> & { search?: string | undefined },
) {
  let q = db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select(['e.id', 'e.employee_id', ...EMPLOYEE_NAME_COLUMNS, 'd.name as department_name'])
    .where((w) =>
      w.or([
        w('e.employee_status', '=', 1),
        w.exists(
          w
            .selectFrom('leave_ledger_lines as x')
            .select('x.id')
            .whereRef('x.employee_id', '=', 'e.id')
            .where('x.fiscal_year_id', '=', fiscalYearId),
        ),
      ]),
    );
  const requested = requestedOrder(query, {
    employeeCode: sql`e.employee_id`,
    employeeName: sql`lower(e.last_name || ', ' || e.first_name)`,
    departmentName: sql`lower(d.name)`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  q = q
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('e.id');
  if (query.search) {
    const like = `%${query.search.toLowerCase()}%`;
    q = q.where((w) =>
      w.or([
        w(sql`lower(e.employee_id)`, 'like', like),
        w(sql`lower(e.last_name || ', ' || e.first_name)`, 'like', like),
      ]),
    );
  }
  return q;
}

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof leaveBalanceEmployees>['execute']>>[number];

/** The rows of `employees` with their balances of the year. */
export async function withLeaveBalances(
  db: Kysely<Database>,
  fiscalYearId: number,
  employees: EmployeeRow[],
): Promise<EmployeeBalancesRow[]> {
  const ids = employees.map((r) => r.id);
  const sums = ids.length
    ? await db
        .selectFrom('leave_ledger_lines')
        .select([
          'employee_id',
          'leave_type_id',
          sql<string>`coalesce(sum(CASE WHEN status = ${STATUS.Posted} AND line_type IN (${LINE.OpeningBalance}, ${LINE.Earned}) THEN days WHEN status = ${STATUS.Posted} AND line_type = ${LINE.Used} THEN -days ELSE 0 END), 0)::text`.as(
            'balance',
          ),
          sql<string>`coalesce(sum(CASE WHEN status = ${STATUS.WithoutPay} THEN days ELSE 0 END), 0)::text`.as(
            'without_pay',
          ),
        ])
        .where('fiscal_year_id', '=', fiscalYearId)
        .where('employee_id', 'in', ids)
        .groupBy(['employee_id', 'leave_type_id'])
        .execute()
    : [];
  return employees.map((e) => {
    const balances: Record<string, string> = {};
    let withoutPay = new Decimal(0);
    for (const s of sums) {
      if (s.employee_id !== e.id) continue;
      balances[String(s.leave_type_id)] = new Decimal(s.balance).toString();
      withoutPay = withoutPay.plus(s.without_pay);
    }
    return {
      employeeId: e.id,
      employeeCode: e.employee_id,
      employeeName: nameOf(e),
      departmentName: e.department_name,
      balances,
      withoutPay: withoutPay.toString(),
    };
  });
}
