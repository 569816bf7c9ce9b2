import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { listEmployeePaymentsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-payments';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { PAYROLL_STAFF } from '../access.ts';

export const listEmployeePayments = defineRoute({
  endpoint: listEmployeePaymentsEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ query, db }) {
    const today = manilaToday();
    // Items in force today (one-time amounts of draft payrolls count until their payroll is done).
    const inForce = sql`i.is_active AND i.start_date <= ${today}::date AND (i.end_date IS NULL OR i.end_date >= ${today}::date)`;
    const settled = sql`(SELECT coalesce(sum(u.taken), 0) FROM payroll_line_employee_items u JOIN payrolls up ON up.id = u.payroll_id
      WHERE u.employee_item_id = i.id AND up.status IN ('ForApproval', 'Posted'))`;
    let q = db
      .selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .select([
        'e.id',
        'e.employee_id',
        'e.first_name',
        'e.middle_name',
        'e.last_name',
        'e.suffix',
        'd.name as department_name',
        sql<number>`(SELECT count(*) FROM payroll_employee_items i WHERE i.employee_id = e.id AND ${inForce})::int`.as(
          'active_items',
        ),
        sql<string>`(SELECT coalesce(sum(i.amount), 0) FROM payroll_employee_items i WHERE i.employee_id = e.id AND ${inForce} AND i.kind = 'Allowance')::text`.as(
          'allowances',
        ),
        sql<string>`(SELECT coalesce(sum(i.amount), 0) FROM payroll_employee_items i WHERE i.employee_id = e.id AND ${inForce} AND i.kind IN ('Deduction', 'Loan'))::text`.as(
          'deductions',
        ),
        sql<string>`(SELECT coalesce(sum(greatest(i.principal - ${settled}, 0)), 0) FROM payroll_employee_items i WHERE i.employee_id = e.id AND i.is_active AND i.kind = 'Loan')::text`.as(
          'loan_balance',
        ),
      ])
      .where('e.employee_status', '=', 1);
    if (query.departmentId !== undefined) q = q.where('e.department_id', '=', query.departmentId);
    if (query.search) {
      const like = `%${query.search.toLowerCase()}%`;
      q = q.where(
        sql<boolean>`(lower(e.first_name || ' ' || e.last_name) LIKE ${like} OR lower(e.employee_id) LIKE ${like})`,
      );
    }
    return paginate(
      q
        .orderBy(sql`lower(e.last_name)`)
        .orderBy(sql`lower(e.first_name)`)
        .orderBy('e.id'),
      query,
      (r) => ({
        employeeId: r.id,
        employeeCode: r.employee_id,
        employeeName: employeeDisplayName({
          firstName: r.first_name,
          middleName: r.middle_name,
          lastName: r.last_name,
          suffix: r.suffix,
        }),
        departmentName: r.department_name,
        activeItems: r.active_items,
        monthlyAllowances: fixed(r.allowances),
        monthlyDeductions: fixed(r.deductions),
        loanBalance: fixed(r.loan_balance),
      }),
    );
  },
});

function fixed(v: string): string {
  const [w = '0', f = ''] = v.split('.');
  return `${w}.${(f + '00').slice(0, 2)}`;
}
