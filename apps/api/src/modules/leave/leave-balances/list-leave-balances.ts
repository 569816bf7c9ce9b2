// Employees with their balance per leave type for a fiscal year: one paged query for the
// employees, one grouped sum for the page's balances (Posted lines: Opening + Earned - Used).
import { listLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances/list-leave-balances';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';
import { LINE, resolveFiscalYear, STATUS } from '../ledger.ts';

export const listLeaveBalances = defineRoute({
  endpoint: listLeaveBalancesEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const fiscalYearId = await resolveFiscalYear(db, query.fiscalYearId);
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
    const page = await paginate(q, query, (r) => r);
    const ids = page.data.map((r) => r.id);
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
    const closed = await db
      .selectFrom('fiscal_year_leave_closings')
      .select('fiscal_year_id')
      .where('fiscal_year_id', '=', fiscalYearId)
      .executeTakeFirst();
    return {
      fiscalYearId,
      closed: closed !== undefined,
      total: page.total,
      data: page.data.map((e) => {
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
      }),
    };
  },
});
