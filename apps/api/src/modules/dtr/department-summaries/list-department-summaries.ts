import { hrDtrDepartmentsEndpoint } from '@ilaw/contracts/dtr/department-summaries/list-department-summaries';
import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

const HR = anyRole('Employee');

export const listDepartmentSummaries = defineRoute({
  endpoint: hrDtrDepartmentsEndpoint,
  access: HR,
  async handler({ query, db }) {
    const rows = await sql<{
      id: number;
      code: string;
      name: string;
      employees: number;
      tardy: number;
      undertime: number;
      absent: string;
    }>`
      SELECT d.id, d.code, d.name,
        (SELECT count(*)::int FROM employees e WHERE e.department_id = d.id AND e.employee_status = ${EMPLOYEE_STATUS.Active.value}) AS employees,
        coalesce(sum(r.tardy_minutes), 0)::int AS tardy,
        coalesce(sum(r.undertime_minutes), 0)::int AS undertime,
        coalesce(sum(r.absent_days), 0)::numeric AS absent
      FROM departments d
      LEFT JOIN employees e ON e.department_id = d.id
      LEFT JOIN daily_time_records r ON r.employee_id = e.id AND r.record_date BETWEEN ${query.from}::date AND ${query.to}::date
      WHERE d.is_active
      GROUP BY d.id, d.code, d.name
      ORDER BY d.name`.execute(db);
    return rows.rows.map((r) => ({
      departmentId: r.id,
      code: r.code,
      name: r.name,
      employees: r.employees,
      tardyMinutes: r.tardy,
      undertimeMinutes: r.undertime,
      absentDays: new Decimal(r.absent).toString(),
    }));
  },
});
