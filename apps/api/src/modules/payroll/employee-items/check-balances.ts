// At submission a payroll's deductions start to count against loans and one-time deductions
// (decision 064). Two drafts generated from the same balance could both take its last part: the
// second submission is refused until that payroll is generated again. Items are locked in id
// order, so concurrent submissions touching the same loan queue instead of both passing.
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { EMPLOYEE_ITEM_LOCK } from './employee-item-queries.ts';

export const BALANCE_TAKEN_MEANWHILE =
  'Another payroll took part of a loan or one-time deduction this payroll deducts; generate it again before submitting.';

export async function assertBalancesStillCover(trx: Transaction<Database>, payrollId: number): Promise<void> {
  const uses = await trx
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payroll_employee_items as i', 'i.id', 'u.employee_item_id')
    .select(['u.employee_item_id', 'u.taken', 'i.kind', 'i.amount', 'i.principal'])
    .where('u.payroll_id', '=', payrollId)
    .where('i.kind', 'in', ['Loan', 'OneTimeDeduction'])
    .where('u.taken', '>', '0')
    .orderBy('u.employee_item_id')
    .execute();
  for (const u of uses) await lockSubject(trx, EMPLOYEE_ITEM_LOCK, u.employee_item_id);
  if (uses.length === 0) return;
  const settled = await trx
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payrolls as p', 'p.id', 'u.payroll_id')
    .select(['u.employee_item_id', sql<string>`sum(u.taken)::text`.as('taken')])
    .where(
      'u.employee_item_id',
      'in',
      uses.map((u) => u.employee_item_id),
    )
    .where('p.status', 'in', ['ForApproval', 'Posted'])
    .where('u.payroll_id', '<>', payrollId)
    .groupBy('u.employee_item_id')
    .execute();
  const before = new Map(settled.map((s) => [s.employee_item_id, s.taken]));
  for (const u of uses) {
    const owed = new Decimal(u.kind === 'Loan' ? (u.principal ?? 0) : u.amount).minus(
      before.get(u.employee_item_id) ?? 0,
    );
    if (new Decimal(u.taken).gt(owed)) throw conflict(BALANCE_TAKEN_MEANWHILE);
  }
}
