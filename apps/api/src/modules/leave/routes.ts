// Leave module routes. Leave management belongs to the LeaveLedger role; HR (Employee) may read
// an employee's ledger; everyone reads their own.
import { createLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/create-leave-application';
import { decideLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/decide-leave-application';
import { deleteMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/reverse-monthly-credits';
import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import { listLeaveTypesEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-types';
import { listMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/list-monthly-credits';
import { myLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-my-leave-ledger';
import { postMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/post-monthly-credits';
import { formatDate } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { decideApproval, pendingRequestOf } from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { anyRole, SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute, type RouteDef } from '../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { postOnce } from '../../platform/posting/post-once.ts';
import { ownEmployee } from '../dtr/public.ts';
import { fileApplication } from './applications.ts';
import { closeLeaveFiscalYear } from './close-leave-fiscal-year.ts';
import { createLeaveType } from './create-leave-type.ts';
import { downloadOpeningBalanceTemplate } from './download-opening-balance-template.ts';
import { cancelLeaveApplication } from './cancel-leave-application.ts';
import { fileMyLeaveApplication } from './file-my-leave-application.ts';
import { grantAnnualLeave } from './grant-annual-leave.ts';
import { importOpeningBalances } from './import-opening-balances.ts';
import { assertOpenYear, LEAVE_LOCK, LINE, loadLedger, resolveFiscalYear, STATUS } from './ledger.ts';
import { toLeaveType } from './leave-type-row.ts';
import { LEAVE_DOC } from './leave-approvals.ts';
import { listLeaveApplications } from './list-leave-applications.ts';
import { listLeaveBalances } from './list-leave-balances.ts';
import { listLeaveClosings } from './list-leave-closings.ts';
import { listLedgerTransactions } from './list-ledger-transactions.ts';
import { myLeaveApplications } from './my-leave-applications.ts';
import { updateLeaveType } from './update-leave-type.ts';
import { withdrawMyLeaveApplication } from './withdraw-my-leave-application.ts';
import { withoutPaySummary } from './without-pay-summary.ts';

const LEAVE = anyRole('LeaveLedger');

export const leaveTypeOptions = defineRoute({
  endpoint: leaveTypeOptionsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    return (await db.selectFrom('leave_types').selectAll().where('is_active', '=', true).orderBy('id').execute()).map(
      toLeaveType,
    );
  },
});

export const listLeaveTypes = defineRoute({
  endpoint: listLeaveTypesEndpoint,
  access: anyRole('LeaveLedger', 'Employee'),
  async handler({ db }) {
    return (await db.selectFrom('leave_types').selectAll().orderBy('id').execute()).map(toLeaveType);
  },
});

export const employeeLeaveLedger = defineRoute({
  endpoint: employeeLeaveLedgerEndpoint,
  access: anyRole('LeaveLedger', 'Employee'),
  async handler({ params, query, db }) {
    return loadLedger(db, params.employeeId, await resolveFiscalYear(db, query.fiscalYearId));
  },
});

export const myLeaveLedger = defineRoute({
  endpoint: myLeaveLedgerEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    return loadLedger(db, me.id, await resolveFiscalYear(db, query.fiscalYearId));
  },
});

const toMonthly = (m: {
  id: number;
  fiscal_year_id: number;
  year: number;
  month: number;
  employee_count: number;
  posted_at: Date;
}) => ({
  id: m.id,
  fiscalYearId: m.fiscal_year_id,
  year: m.year,
  month: m.month,
  employeeCount: m.employee_count,
  postedAt: m.posted_at.toISOString(),
});

export const listMonthlyEarned = defineRoute({
  endpoint: listMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ query, db }) {
    let q = db
      .selectFrom('monthly_earned_leaves')
      .selectAll()
      .where('cancelled_at', 'is', null)
      .orderBy('year', 'desc')
      .orderBy('month', 'desc');
    if (query.fiscalYearId) q = q.where('fiscal_year_id', '=', query.fiscalYearId);
    return (await q.execute()).map(toMonthly);
  },
});

export const monthlyAlreadyPosted = (year: number, month: number) =>
  `The leave credits of ${formatDate(`${year}-${String(month).padStart(2, '0')}-01`, 'MMMM YYYY')} have already been posted.`;

export const postMonthlyEarned = defineRoute({
  endpoint: postMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ body, db, actor, reply }) {
    const first = `${body.year}-${String(body.month).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(body.year, body.month, 0)).toISOString().slice(0, 10);
    const row = await db.transaction().execute(async (trx) => {
      const fy = await trx
        .selectFrom('fiscal_years')
        .select('id')
        .where('start_date', '<=', first)
        .where('end_date', '>=', first)
        .executeTakeFirst();
      if (!fy)
        throw fieldError('month', 'No fiscal year covers this month. Add it under Fiscal Year Configuration first.');
      await assertOpenYear(trx, fy.id, 'month');
      const posting = await postOnce(
        trx,
        {
          kind: LEAVE_LOCK.monthlyEarned,
          id: body.year * 100 + body.month,
          alreadyPosted: async () =>
            (await trx
              .selectFrom('monthly_earned_leaves')
              .select('id')
              .where('year', '=', body.year)
              .where('month', '=', body.month)
              .where('cancelled_at', 'is', null)
              .executeTakeFirst()) !== undefined,
          message: monthlyAlreadyPosted(body.year, body.month),
          field: 'month',
        },
        () =>
          trx
            .insertInto('monthly_earned_leaves')
            .values({ fiscal_year_id: fy.id, year: body.year, month: body.month, posted_by: actor.userId })
            .returningAll()
            .executeTakeFirstOrThrow(),
      );
      // Set-based: one Earned line per active employee (hired by the month's end) and Monthly type.
      await sql`
        INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description, monthly_earned_leave_id, created_by)
        SELECT e.id, ${fy.id}::int, t.id, ${LINE.Earned}::smallint, ${STATUS.Posted}::smallint, ${last}::date, t.monthly_credit,
               'Earned ' || to_char(${first}::date, 'FMMonth YYYY'), ${posting.id}::int, ${actor.userId}::int
        FROM employees e CROSS JOIN leave_types t
        WHERE e.employee_status = 1 AND (e.date_hired IS NULL OR e.date_hired <= ${last}::date)
          AND t.is_active AND t.earning_rule = 'Monthly' AND t.monthly_credit > 0`.execute(trx);
      const count = await sql<{ n: number }>`
        SELECT count(DISTINCT employee_id)::int AS n FROM leave_ledger_lines WHERE monthly_earned_leave_id = ${posting.id}`.execute(
        trx,
      );
      const updated = await trx
        .updateTable('monthly_earned_leaves')
        .set({ employee_count: count.rows[0]!.n })
        .where('id', '=', posting.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'monthly-earned-leave',
        entityId: posting.id,
        action: 'posted',
        newValues: toMonthly(updated),
      });
      return updated;
    });
    reply.code(201);
    return toMonthly(row);
  },
});

export const deleteMonthlyEarned = defineRoute({
  endpoint: deleteMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const posting = await trx
        .selectFrom('monthly_earned_leaves')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!posting) throw notFound('The monthly posting was not found.');
      if (posting.cancelled_at)
        throw conflict(
          `The leave credits of ${formatDate(`${posting.year}-${String(posting.month).padStart(2, '0')}-01`, 'MMMM YYYY')} have already been reversed.`,
        );
      // Reversing credits of a closed year would make its closing balances untrue.
      await assertOpenYear(trx, posting.fiscal_year_id, 'id');
      const now = new Date();
      await trx
        .updateTable('monthly_earned_leaves')
        .set({ cancelled_at: now, cancelled_by: actor.userId })
        .where('id', '=', posting.id)
        .execute();
      const lines = await trx
        .updateTable('leave_ledger_lines')
        .set({ status: STATUS.Cancelled, cancelled_at: now, cancelled_by: actor.userId })
        .where('monthly_earned_leave_id', '=', posting.id)
        .where('status', '=', STATUS.Posted)
        .executeTakeFirst();
      await recordAudit(trx, actor, {
        entityType: 'monthly-earned-leave',
        entityId: posting.id,
        action: 'reversed',
        oldValues: toMonthly(posting),
        newValues: { cancelledLines: Number(lines.numUpdatedRows) },
      });
    });
  },
});

const toApplication = (a: {
  id: number;
  employee_id: number;
  leave_type_id: number;
  date_from: string;
  date_to: string;
  days: string;
  reason: string;
  status: number;
}) => ({
  id: a.id,
  employeeId: a.employee_id,
  leaveTypeId: a.leave_type_id,
  dateFrom: a.date_from,
  dateTo: a.date_to,
  days: new Decimal(a.days).toString(),
  reason: a.reason,
  status: a.status,
});

export const createLeaveApplication = defineRoute({
  endpoint: createLeaveApplicationEndpoint,
  access: LEAVE,
  async handler({ body, db, actor, reply }) {
    const row = await db.transaction().execute((trx) => fileApplication(trx, actor, body));
    reply.code(201);
    return toApplication(row);
  },
});

export const decideLeaveApplication = defineRoute({
  endpoint: decideLeaveApplicationEndpoint,
  access: LEAVE,
  async handler({ params, body, db, actor, user }) {
    const row = await db.transaction().execute(async (trx) => {
      const a = await trx
        .selectFrom('leave_applications')
        .select(['id', 'status'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!a) throw notFound('The leave application was not found.');
      if (a.status !== 0) throw conflict('This leave application has already been decided.');
      const requestId = await pendingRequestOf(trx, LEAVE_DOC, a.id);
      // The engine refuses the filer and the employee; the final approval posts (leave-approvals.ts).
      await decideApproval(trx, user, actor, { requestId, approve: body.approve, remarks: body.remarks ?? null });
      return trx.selectFrom('leave_applications').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    });
    return toApplication(row);
  },
});

export const leaveRoutes: RouteDef[] = [
  leaveTypeOptions,
  listLeaveTypes,
  employeeLeaveLedger,
  myLeaveLedger,
  listMonthlyEarned,
  postMonthlyEarned,
  deleteMonthlyEarned,
  createLeaveApplication,
  decideLeaveApplication,
  createLeaveType,
  updateLeaveType,
  downloadOpeningBalanceTemplate,
  importOpeningBalances,
  withoutPaySummary,
  listLeaveBalances,
  listLedgerTransactions,
  listLeaveApplications,
  myLeaveApplications,
  fileMyLeaveApplication,
  grantAnnualLeave,
  closeLeaveFiscalYear,
  listLeaveClosings,
  withdrawMyLeaveApplication,
  cancelLeaveApplication,
];
