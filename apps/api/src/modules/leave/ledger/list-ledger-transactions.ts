// Ledger lines of every employee, newest entry first, for the Leave Transactions screen.
import { listLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger/list-ledger-transactions';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';

export const listLedgerTransactions = defineRoute({
  endpoint: listLedgerTransactionsEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    let q = db
      .selectFrom('leave_ledger_lines as l')
      .innerJoin('employees as e', 'e.id', 'l.employee_id')
      .innerJoin('leave_types as t', 't.id', 'l.leave_type_id')
      .select([
        'l.id',
        'l.employee_id as eid',
        'e.employee_id',
        ...EMPLOYEE_NAME_COLUMNS,
        't.code',
        'l.line_type',
        'l.status',
        'l.entry_date',
        'l.days',
        'l.description',
        'l.created_at',
      ]);
    const requested = requestedOrder(query, {
      entryDate: sql`l.entry_date`,
      employeeName: sql`lower(e.last_name || ', ' || e.first_name)`,
      leaveTypeCode: sql`t.code`,
      lineType: sql`l.line_type`,
      status: sql`l.status`,
      days: sql`l.days`,
      createdAt: sql`l.created_at`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    q = q.orderBy('l.entry_date', 'desc').orderBy('l.id', 'desc');
    if (query.fiscalYearId) q = q.where('l.fiscal_year_id', '=', query.fiscalYearId);
    if (query.employeeId) q = q.where('l.employee_id', '=', query.employeeId);
    if (query.lineType !== undefined) q = q.where('l.line_type', '=', query.lineType);
    if (query.status !== undefined) q = q.where('l.status', '=', query.status);
    if (query.dateFrom) q = q.where('l.entry_date', '>=', query.dateFrom);
    if (query.dateTo) q = q.where('l.entry_date', '<=', query.dateTo);
    return paginate(q, query, (r) => ({
      id: Number(r.id),
      employeeId: r.eid,
      employeeCode: r.employee_id,
      employeeName: nameOf(r),
      leaveTypeCode: r.code,
      lineType: r.line_type,
      status: r.status,
      entryDate: r.entry_date,
      days: new Decimal(r.days).toString(),
      description: r.description,
      createdAt: r.created_at.toISOString(),
    }));
  },
});
