// The leave ledger: balances are sums of Posted lines (OpeningBalance + Earned - Used); Cancelled
// lines and WithoutPay lines do not move them; ClosingBalance lines record a balance, not a move.
import { LEAVE_ENTRY_STATUS, LEAVE_LINE_TYPE } from '@ilaw/contracts/leave/ledger/ledger-line';
import { LEAVE_YEAR_CLOSED } from '@ilaw/contracts/leave/fiscal-year-closings/leave-closing';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from './employee-name.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The contract's line types and entry statuses by name (LINE.Used, STATUS.Posted). */
export const LINE = {
  OpeningBalance: LEAVE_LINE_TYPE.OpeningBalance.value,
  Earned: LEAVE_LINE_TYPE.Earned.value,
  Used: LEAVE_LINE_TYPE.Used.value,
  ClosingBalance: LEAVE_LINE_TYPE.ClosingBalance.value,
} as const;
export const STATUS = {
  Cancelled: LEAVE_ENTRY_STATUS.Cancelled.value,
  Posted: LEAVE_ENTRY_STATUS.Posted.value,
  WithoutPay: LEAVE_ENTRY_STATUS.WithoutPay.value,
} as const;

/** How a Posted line moves the balance. */
export function effectOf(lineType: number, status: number, days: string): Decimal {
  if (status !== STATUS.Posted) return new Decimal(0);
  if (lineType === LINE.OpeningBalance || lineType === LINE.Earned) return new Decimal(days);
  if (lineType === LINE.Used) return new Decimal(days).negated();
  return new Decimal(0);
}

export async function resolveFiscalYear(db: Db, fiscalYearId: number | undefined): Promise<number> {
  if (fiscalYearId) {
    const fy = await db.selectFrom('fiscal_years').select('id').where('id', '=', fiscalYearId).executeTakeFirst();
    if (!fy) throw fieldError('fiscalYearId', 'The fiscal year was not found.');
    return fy.id;
  }
  const active = await db.selectFrom('fiscal_years').select('id').where('is_active', '=', true).executeTakeFirst();
  if (!active) throw fieldError('fiscalYearId', 'There is no active fiscal year; choose one.');
  return active.id;
}

export async function balanceOf(
  db: Db,
  employeeId: number,
  fiscalYearId: number,
  leaveTypeId: number,
): Promise<Decimal> {
  const lines = await db
    .selectFrom('leave_ledger_lines')
    .select(['line_type', 'status', 'days'])
    .where('employee_id', '=', employeeId)
    .where('fiscal_year_id', '=', fiscalYearId)
    .where('leave_type_id', '=', leaveTypeId)
    .execute();
  return lines.reduce((sum, l) => sum.plus(effectOf(l.line_type, l.status, l.days)), new Decimal(0));
}

export async function loadLedger(db: Db, employeeId: number, fiscalYearId: number) {
  const employee = await db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select(['e.employee_id', ...EMPLOYEE_NAME_COLUMNS, 'e.position', 'e.date_hired', 'd.name as office'])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!employee) throw notFound('The employee was not found.');
  const types = await db.selectFrom('leave_types').selectAll().orderBy('id').execute();
  const rows = await db
    .selectFrom('leave_ledger_lines as l')
    .innerJoin('leave_types as t', 't.id', 'l.leave_type_id')
    .select(['l.id', 'l.leave_type_id', 't.code', 'l.line_type', 'l.status', 'l.entry_date', 'l.days', 'l.description'])
    .where('l.employee_id', '=', employeeId)
    .where('l.fiscal_year_id', '=', fiscalYearId)
    .orderBy('l.entry_date')
    .orderBy('l.line_type')
    .orderBy('l.id')
    .execute();
  const running = new Map<number, Decimal>();
  const withoutPay = new Map<number, Decimal>();
  const lines = rows.map((r) => {
    const next = (running.get(r.leave_type_id) ?? new Decimal(0)).plus(effectOf(r.line_type, r.status, r.days));
    running.set(r.leave_type_id, next);
    if (r.status === STATUS.WithoutPay)
      withoutPay.set(r.leave_type_id, (withoutPay.get(r.leave_type_id) ?? new Decimal(0)).plus(r.days));
    return {
      id: r.id,
      leaveTypeId: r.leave_type_id,
      leaveTypeCode: r.code,
      lineType: r.line_type,
      status: r.status,
      entryDate: r.entry_date,
      days: new Decimal(r.days).toString(),
      balance: next.toString(),
      description: r.description,
    };
  });
  return {
    employeeId,
    employee: {
      code: employee.employee_id,
      name: nameOf(employee),
      office: employee.office ?? '',
      position: employee.position ?? '',
      dateHired: employee.date_hired,
    },
    fiscalYearId,
    lines,
    balances: types
      .filter((t) => running.has(t.id) || t.is_active)
      .map((t) => ({
        leaveTypeId: t.id,
        code: t.code,
        name: t.name,
        balance: (running.get(t.id) ?? new Decimal(0)).toString(),
        withoutPay: (withoutPay.get(t.id) ?? new Decimal(0)).toString(),
      })),
  };
}

/** Lock subjects of the leave ledger (platform/posting): kinds named once, here. */
export const LEAVE_LOCK = {
  /** Shared by every posting into the year, exclusive for its closing. */
  fiscalYear: 'leave-fiscal-year',
  /** An employee's applications and the balance their approvals draw on. */
  employee: 'leave-employee',
  annualGrant: 'leave-annual-grant',
  monthlyEarned: 'leave-monthly-earned',
  openingBalances: 'leave-opening-balances',
} as const;

/**
 * Postings into a fiscal year whose leave is closed would make its closing balances untrue. Holds
 * the year's lock shared until the posting commits, so a closing waits for postings in progress
 * and postings after it see it.
 */
export async function assertOpenYear(
  trx: Transaction<Database>,
  fiscalYearId: number,
  field = 'fiscalYearId',
): Promise<void> {
  await lockSubject(trx, LEAVE_LOCK.fiscalYear, fiscalYearId, 'shared');
  const closed = await trx
    .selectFrom('fiscal_year_leave_closings')
    .select('fiscal_year_id')
    .where('fiscal_year_id', '=', fiscalYearId)
    .executeTakeFirst();
  if (closed) throw fieldError(field, LEAVE_YEAR_CLOSED);
}

/** Calendar days from `from` to `to`, both counted (ISO dates). */
export function calendarDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
