// HR view of daily time records (role Employee: every employee); manual edits need DtrManualInput.
import { hrAllEmployeeDtrEndpoint } from '@ilaw/contracts/dtr/records/get-all-employee-dtrs';
import { hrArrangeEndpoint } from '@ilaw/contracts/dtr/records/arrange-daily-time-records';
import { hrComputeEndpoint } from '@ilaw/contracts/dtr/records/compute-daily-time-records';
import { hrDtrByDepartmentEndpoint } from '@ilaw/contracts/dtr/records/get-department-employee-dtrs';
import { hrDtrDepartmentsEndpoint } from '@ilaw/contracts/dtr/department-summaries/list-department-summaries';
import { hrDtrListEndpoint } from '@ilaw/contracts/dtr/records/list-daily-time-records';
import { hrLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-employee-logs';
import { hrManualEditEndpoint } from '@ilaw/contracts/dtr/records/update-daily-time-record';
import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { hrWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/get-employee-work-schedules';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { assertNotOwnEmployeeRecord } from '../../platform/approvals/own-record.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { paginate } from '../../platform/db/paging.ts';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { buildEmployeeDtrs, computeDtr } from './compute.ts';
import { applyPunchEdit } from './manual-edit.ts';
import { employeeLogs, storedDtrQuery, storedDtrToDto, workSchedulesView } from './queries.ts';
import { employeesInDepartment } from './scope.ts';

const HR = anyRole('Employee');

async function mustExist(db: Parameters<typeof employeeLogs>[0], employeeId: number): Promise<void> {
  const row = await db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
  if (!row) throw notFound('The employee was not found.');
}

export const hrDtrList = defineRoute({
  endpoint: hrDtrListEndpoint,
  access: HR,
  async handler({ query, db }) {
    let q = storedDtrQuery(db, query.from, query.to);
    if (query.departmentId) q = q.where('e.department_id', '=', query.departmentId);
    if (query.employeeId) q = q.where('r.employee_id', '=', query.employeeId);
    if (query.search) {
      const term = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(e.last_name || ' ' || e.first_name)`, 'like', term),
          eb(sql`lower(e.employee_id)`, 'like', term),
        ]),
      );
    }
    return paginate(
      q
        .orderBy(sql`lower(e.last_name)`)
        .orderBy('r.employee_id')
        .orderBy('r.record_date'),
      query,
      storedDtrToDto,
    );
  },
});

export const hrAllEmployeeDtr = defineRoute({
  endpoint: hrAllEmployeeDtrEndpoint,
  access: HR,
  async handler({ query, db }) {
    return buildEmployeeDtrs(db, await employeesInDepartment(db, null, true), query.from, query.to);
  },
});

export const hrDtrByDepartment = defineRoute({
  endpoint: hrDtrByDepartmentEndpoint,
  access: HR,
  async handler({ query, db }) {
    return buildEmployeeDtrs(db, await employeesInDepartment(db, query.departmentId, true), query.from, query.to);
  },
});

export const hrLogs = defineRoute({
  endpoint: hrLogsEndpoint,
  access: HR,
  async handler({ query, db }) {
    await mustExist(db, query.employeeId);
    return employeeLogs(db, query.employeeId, query.from, query.to);
  },
});

export const hrRangedDtr = defineRoute({
  endpoint: hrRangedDtrEndpoint,
  access: HR,
  async handler({ query, db }) {
    const [sheet] = await buildEmployeeDtrs(db, [query.employeeId], query.from, query.to);
    if (!sheet) throw notFound('The employee was not found.');
    return sheet;
  },
});

export const hrWorkSchedules = defineRoute({
  endpoint: hrWorkSchedulesEndpoint,
  access: HR,
  async handler({ query, db }) {
    return workSchedulesView(db, query.employeeId ? [query.employeeId] : null);
  },
});

export const hrManualEdit = defineRoute({
  endpoint: hrManualEditEndpoint,
  access: anyRole('DtrManualInput'),
  async handler({ body, db, actor, user }) {
    await mustExist(db, body.employeeId);
    // Nobody edits their own DTR or authorises their own overtime (issue 10 item 6).
    await assertNotOwnEmployeeRecord(db, user, body.employeeId);
    if (body.recordDate > manilaToday()) throw fieldError('recordDate', 'Date cannot be in the future.');
    await db.transaction().execute((trx) =>
      applyPunchEdit(trx, actor, {
        employeeId: body.employeeId,
        recordDate: body.recordDate,
        punches: { amIn: body.amIn, amOut: body.amOut, pmIn: body.pmIn, pmOut: body.pmOut },
        isTravel: body.isTravel,
        overtimeAuthorized: body.overtimeAuthorized,
        reason: body.reason,
        source: 'manual',
      }),
    );
    const [sheet] = await buildEmployeeDtrs(db, [body.employeeId], body.recordDate, body.recordDate);
    return sheet!.records[0]!;
  },
});

export const hrCompute = defineRoute({
  endpoint: hrComputeEndpoint,
  access: anyRole('Employee', 'DtrManualInput'),
  async handler({ body, db, actor }) {
    let ids: number[];
    if (body.employeeId) {
      await mustExist(db, body.employeeId);
      ids = [body.employeeId];
    } else ids = await employeesInDepartment(db, body.departmentId ?? null, true);
    return db.transaction().execute(async (trx) => {
      const result = await computeDtr(trx, ids, body.from, body.to);
      await recordAudit(trx, actor, {
        entityType: 'dtr-computation',
        entityId: `${body.from}..${body.to}`,
        action: 'computed',
        newValues: { departmentId: body.departmentId ?? null, employeeId: body.employeeId ?? null, ...result },
      });
      return result;
    });
  },
});

export const hrArrange = defineRoute({
  endpoint: hrArrangeEndpoint,
  access: anyRole('Employee', 'DtrManualInput'),
  async handler({ body, db }) {
    await mustExist(db, body.employeeId);
    await db.transaction().execute((trx) => computeDtr(trx, [body.employeeId], body.from, body.to));
    const [sheet] = await buildEmployeeDtrs(db, [body.employeeId], body.from, body.to);
    return { records: sheet!.records };
  },
});

export const hrDtrDepartments = defineRoute({
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
        (SELECT count(*)::int FROM employees e WHERE e.department_id = d.id AND e.employee_status = 1) AS employees,
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

export const hrDtrRoutes = [
  hrDtrList,
  hrAllEmployeeDtr,
  hrDtrByDepartment,
  hrLogs,
  hrRangedDtr,
  hrWorkSchedules,
  hrManualEdit,
  hrCompute,
  hrArrange,
  hrDtrDepartments,
];
