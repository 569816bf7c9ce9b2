// The ledger lines of every employee with their filters and order, shared by Leave Transactions'
// paged list and its Excel export so the file holds exactly the rows the screen shows.
import type { LedgerTransaction } from '@ilaw/contracts/leave/ledger/ledger-line';
import type { ledgerTransactionsQuery } from '@ilaw/contracts/leave/ledger/list-ledger-transactions';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';

export type LedgerTransactionFilter = Omit<z.output<typeof ledgerTransactionsQuery>, 'page' | 'itemsPerPage'>;

export function ledgerTransactionQuery(db: Kysely<Database>, query: LedgerTransactionFilter) {
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
  return q;
}

type Row = Awaited<ReturnType<ReturnType<typeof ledgerTransactionQuery>['execute']>>[number];

export const toLedgerTransaction = (r: Row): LedgerTransaction => ({
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
});
