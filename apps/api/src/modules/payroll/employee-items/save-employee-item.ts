// Creating and changing an employee's recurring payment or deduction (decision 064), in one
// transaction with its audit entry. One-time amounts belong to a draft payroll (locked like its
// other changes); once a submitted or posted payroll used an item, what it was cannot change.
import {
  DEFAULT_PRIORITY,
  EMPLOYEE_ITEM_NOT_FOUND,
  EMPLOYEE_ITEM_USED,
  ONE_TIME_KINDS,
  ONE_TIME_PAYROLL_NOT_DRAFT,
  ONE_TIME_SAME_LABEL,
  PRINCIPAL_BELOW_PAID,
  UNKNOWN_DE_MINIMIS,
  powerBillAccountNotFound,
  type EmployeeItemValues,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { consumerIdsByAccountNo } from '../../billing/public.ts';
import { PAYROLL_LOCK } from '../payrolls/payroll-queries.ts';
import { tablesInForceOn } from '../statutory-tables/statutory-table-queries.ts';
import { EMPLOYEE_ITEM_LOCK, loadEmployeeItem } from './employee-item-queries.ts';

const UNIQUE_VIOLATION = '23505';

/** Locks and checks the draft payroll of a one-time amount; answers the start date it takes. */
async function oneTimePayroll(trx: Transaction<Database>, payrollId: number): Promise<string> {
  await lockSubject(trx, PAYROLL_LOCK.payroll, payrollId);
  const p = await trx
    .selectFrom('payrolls')
    .select(['status', 'period_start'])
    .where('id', '=', payrollId)
    .executeTakeFirst();
  if (!p) throw fieldError('payrollId', PAYROLL_NOT_FOUND);
  if (p.status !== 'Draft') throw conflict(ONE_TIME_PAYROLL_NOT_DRAFT, 'payrollId');
  // A generation running now must not post lines that miss this amount (it re-checks updated_at).
  await trx
    .updateTable('payrolls')
    .set({ updated_at: sql`now()` })
    .where('id', '=', payrollId)
    .execute();
  return p.period_start;
}

/** The consumer account of an own power bill read from billing (null when not read from billing). */
async function billingConsumer(trx: Transaction<Database>, body: EmployeeItemValues): Promise<number | null> {
  if (!body.fromBilling || body.reference === null) return null;
  const id = (await consumerIdsByAccountNo(trx, [body.reference])).get(body.reference);
  if (id === undefined) throw fieldError('reference', powerBillAccountNotFound(body.reference));
  return id;
}

async function checkFields(trx: Transaction<Database>, body: EmployeeItemValues): Promise<string> {
  const employee = await trx.selectFrom('employees').select('id').where('id', '=', body.employeeId).executeTakeFirst();
  if (!employee) throw fieldError('employeeId', 'The employee was not found.');
  if (body.deMinimisCode !== null) {
    const table = (await tablesInForceOn(trx, body.startDate))['de-minimis']?.body;
    if (!table?.items.some((b) => b.code === body.deMinimisCode)) throw fieldError('deMinimisCode', UNKNOWN_DE_MINIMIS);
  }
  if (ONE_TIME_KINDS.includes(body.kind) && body.payrollId !== null) return oneTimePayroll(trx, body.payrollId);
  return body.startDate;
}

function columns(body: EmployeeItemValues, startDate: string, consumerId: number | null) {
  return {
    billing_consumer_id: consumerId,
    employee_id: body.employeeId,
    kind: body.kind,
    category: body.category,
    label: body.label,
    taxable: body.taxable,
    de_minimis_code: body.deMinimisCode,
    amount: new Decimal(body.amount).toFixed(2),
    principal: body.principal === null ? null : new Decimal(body.principal).toFixed(2),
    start_date: startDate,
    end_date: body.endDate,
    payroll_id: body.payrollId,
    priority: body.priority ?? DEFAULT_PRIORITY[body.category],
    reference: body.reference,
    remarks: body.remarks,
    is_active: body.isActive,
  };
}

function sameLabel(error: unknown): never {
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(ONE_TIME_SAME_LABEL, 'label');
  throw error;
}

export async function insertEmployeeItem(
  trx: Transaction<Database>,
  actor: Actor,
  body: EmployeeItemValues,
): Promise<number> {
  const start = await checkFields(trx, body);
  const consumerId = await billingConsumer(trx, body);
  const row = await trx
    .insertInto('payroll_employee_items')
    .values({ ...columns(body, start, consumerId), created_by: actor.userId })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(sameLabel);
  await recordAudit(trx, actor, {
    entityType: 'payroll-employee-item',
    entityId: row.id,
    action: 'created',
    newValues: body,
  });
  return row.id;
}

export async function changeEmployeeItem(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  body: EmployeeItemValues,
): Promise<void> {
  // Payrolls first, then the item: the order submission locks them in (no deadlock).
  const peek = await trx
    .selectFrom('payroll_employee_items')
    .select('payroll_id')
    .where('id', '=', id)
    .executeTakeFirst();
  const payrolls = [peek?.payroll_id, body.payrollId].filter((p): p is number => p !== null && p !== undefined);
  for (const p of [...new Set(payrolls)].sort((a, b) => a - b)) await lockSubject(trx, PAYROLL_LOCK.payroll, p);
  await lockSubject(trx, EMPLOYEE_ITEM_LOCK, id);
  const before = await loadEmployeeItem(trx, id);
  if (!before) throw notFound(EMPLOYEE_ITEM_NOT_FOUND);
  const used = await trx
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payrolls as p', 'p.id', 'u.payroll_id')
    .select('u.payroll_id')
    .where('u.employee_item_id', '=', id)
    .where('p.status', 'in', ['ForApproval', 'Posted'])
    .executeTakeFirst();
  if (used) {
    if (
      before.employeeId !== body.employeeId ||
      before.kind !== body.kind ||
      before.payrollId !== body.payrollId ||
      before.fromBilling !== body.fromBilling ||
      (body.fromBilling && before.reference !== body.reference)
    )
      throw conflict(EMPLOYEE_ITEM_USED, 'kind');
    if (body.principal !== null && new Decimal(body.principal).lt(before.settled))
      throw conflict(PRINCIPAL_BELOW_PAID, 'principal');
  }
  // The payroll a one-time amount leaves must be a draft too.
  if (before.payrollId !== null && before.payrollId !== body.payrollId) await oneTimePayroll(trx, before.payrollId);
  const start = await checkFields(trx, body);
  const consumerId = await billingConsumer(trx, body);
  await trx
    .updateTable('payroll_employee_items')
    .set({ ...columns(body, start, consumerId), updated_at: new Date() })
    .where('id', '=', id)
    .execute()
    .catch(sameLabel);
  const {
    id: _id,
    employeeCode: _c,
    employeeName: _n,
    payrollName: _p,
    settled: _s,
    balance: _b,
    arrears: _a,
    createdAt: _ca,
    updatedAt: _u,
    ...old
  } = before;
  await recordAudit(trx, actor, {
    entityType: 'payroll-employee-item',
    entityId: id,
    action: 'updated',
    ...diff(old, body),
  });
}
