// Department view of daily time records (DepartmentDtrMonitoring: own department; HR: any).
import { departmentBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-department-biometric-logs';
import { departmentComputeEndpoint } from '@ilaw/contracts/dtr/records/compute-department-daily-time-records';
import { departmentCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-department-correction-requests';
import { departmentDecideCorrectionEndpoint } from '@ilaw/contracts/dtr/correction-requests/decide-correction-request';
import { departmentDtrListEndpoint } from '@ilaw/contracts/dtr/records/list-department-daily-time-records';
import { departmentEmployeesEndpoint } from '@ilaw/contracts/dtr/records/list-department-employees';
import { departmentGetDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtr';
import { departmentLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-department-employee-logs';
import { departmentRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtrs';
import { departmentWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/get-department-work-schedules';
import { sql } from 'kysely';
import { decideApproval, pendingRequestOf } from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { paginate } from '../../platform/db/paging.ts';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { buildEmployeeDtrs, computeDtr, fullNameSql } from './compute.ts';
import {
  CORRECTION_DOC,
  correctionQuery,
  employeeLogs,
  logQuery,
  storedDtrQuery,
  storedDtrToDto,
  toCorrections,
  toLog,
  workSchedulesView,
} from './queries.ts';
import { departmentInView, employeeInView, employeesInDepartment, OTHER_DEPARTMENT } from './scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const departmentDtrList = defineRoute({
  endpoint: departmentDtrListEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = storedDtrQuery(db, query.from, query.to);
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    if (query.employeeId) q = q.where('r.employee_id', '=', query.employeeId);
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

export const departmentEmployees = defineRoute({
  endpoint: departmentEmployeesEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = db
      .selectFrom('employees as e')
      .select(['e.id', 'e.employee_id', fullNameSql().as('full_name'), 'e.department_id', 'e.position'])
      .orderBy(sql`lower(e.last_name)`)
      .orderBy(sql`lower(e.first_name)`);
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    return (await q.execute()).map((r) => ({
      id: r.id,
      employeeId: r.employee_id,
      fullName: r.full_name,
      departmentId: r.department_id,
      position: r.position,
    }));
  },
});

export const departmentBiometricLogs = defineRoute({
  endpoint: departmentBiometricLogsEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = logQuery(db).where('l.log_date', '>=', query.from).where('l.log_date', '<=', query.to);
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    if (query.employeeId) q = q.where('l.employee_id', '=', query.employeeId);
    return paginate(q.orderBy('l.log_date', 'desc').orderBy('l.log_time', 'desc').orderBy('l.id'), query, toLog);
  },
});

export const departmentGetDtr = defineRoute({
  endpoint: departmentGetDtrEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, undefined);
    await employeeInView(db, user, query.employeeId, dept);
    const [sheet] = await buildEmployeeDtrs(db, [query.employeeId], query.from, query.to);
    if (!sheet) throw notFound('The employee was not found.');
    return sheet;
  },
});

export const departmentWorkSchedules = defineRoute({
  endpoint: departmentWorkSchedulesEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    return workSchedulesView(db, dept === null ? null : await employeesInDepartment(db, dept));
  },
});

export const departmentLogs = defineRoute({
  endpoint: departmentLogsEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, undefined);
    await employeeInView(db, user, query.employeeId, dept);
    return employeeLogs(db, query.employeeId, query.from, query.to);
  },
});

export const departmentRangedDtr = defineRoute({
  endpoint: departmentRangedDtrEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    if (query.employeeId) {
      await employeeInView(db, user, query.employeeId, dept);
      return buildEmployeeDtrs(db, [query.employeeId], query.from, query.to);
    }
    return buildEmployeeDtrs(db, await employeesInDepartment(db, dept, true), query.from, query.to);
  },
});

export const departmentCompute = defineRoute({
  endpoint: departmentComputeEndpoint,
  access: DEPT,
  async handler({ body, db, user, actor }) {
    const dept = await departmentInView(db, user, body.departmentId);
    let ids: number[];
    if (body.employeeId) {
      await employeeInView(db, user, body.employeeId, dept);
      ids = [body.employeeId];
    } else ids = await employeesInDepartment(db, dept, true);
    return db.transaction().execute(async (trx) => {
      const result = await computeDtr(trx, ids, body.from, body.to);
      await recordAudit(trx, actor, {
        entityType: 'dtr-computation',
        entityId: `${body.from}..${body.to}`,
        action: 'computed',
        newValues: { departmentId: dept, employeeId: body.employeeId ?? null, ...result },
      });
      return result;
    });
  },
});

export const departmentCorrectionRequests = defineRoute({
  endpoint: departmentCorrectionRequestsEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = correctionQuery(db).orderBy('c.status').orderBy('c.requested_at', 'desc');
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    if (query.status !== undefined) q = q.where('c.status', '=', query.status);
    return toCorrections(db, user, await q.limit(500).execute());
  },
});

export const departmentDecideCorrection = defineRoute({
  endpoint: departmentDecideCorrectionEndpoint,
  access: DEPT,
  async handler({ body, db, user, actor }) {
    const dept = await departmentInView(db, user, undefined);
    const id = await db.transaction().execute(async (trx) => {
      const req = await trx
        .selectFrom('dtr_correction_requests as c')
        .innerJoin('employees as e', 'e.id', 'c.employee_id')
        .select(['c.id', 'c.status', 'e.department_id'])
        .where('c.id', '=', body.correctionRequestId)
        .executeTakeFirst();
      if (!req) throw notFound('The correction request was not found.');
      if (dept !== null && req.department_id !== dept) throw forbidden(OTHER_DEPARTMENT);
      if (req.status !== 0) throw conflict('This correction request has already been decided.');
      // The engine refuses the employee and anyone not a signatory; approval applies the punches.
      const requestId = await pendingRequestOf(trx, CORRECTION_DOC, req.id);
      await decideApproval(trx, user, actor, { requestId, approve: body.approve, remarks: body.remarks ?? null });
      return req.id;
    });
    const row = await correctionQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
    return (await toCorrections(db, user, [row]))[0]!;
  },
});

export const departmentRoutes = [
  departmentDtrList,
  departmentEmployees,
  departmentBiometricLogs,
  departmentGetDtr,
  departmentWorkSchedules,
  departmentLogs,
  departmentRangedDtr,
  departmentCompute,
  departmentDecideCorrection,
  departmentCorrectionRequests,
];
