// The approval engine's callbacks for a payroll's sign-off (decisions 014 and 063). The final
// approval posts the payroll in the deciding transaction: from then on the 0500 trigger refuses any
// change to it or its lines. A rejection or a withdrawal returns it to draft (to correct and
// regenerate). Nobody signs a payroll that holds their own pay.
import {
  OWN_PAYROLL_DECISION,
  PAYROLL_DOCUMENT_TYPE,
  PAYROLL_NOT_FOR_APPROVAL,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { sql, type Transaction } from 'kysely';
import type { ApprovalEvent, ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { settlePowerBills } from '../employee-items/power-bills.ts';
import { assertPoolRoom } from './benefit-pool.ts';
import { assertAnnualBasis } from './annual-tax.ts';
import { PAYROLL_LOCK } from './payroll-queries.ts';

async function lockForApproval(trx: Transaction<Database>, id: number) {
  await lockSubject(trx, PAYROLL_LOCK.payroll, id);
  const p = await trx
    .selectFrom('payrolls')
    .select(['id', 'status', 'total_net', 'period_end', 'pay_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p || p.status !== 'ForApproval') throw conflict(PAYROLL_NOT_FOR_APPROVAL);
  return p;
}

async function backToDraft(trx: Transaction<Database>, { request, actor, remarks }: ApprovalEvent, action: string) {
  await lockForApproval(trx, request.documentId);
  await trx
    .updateTable('payrolls')
    .set({ status: 'Draft', submitted_at: null, updated_at: new Date() })
    .where('id', '=', request.documentId)
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'payroll',
    entityId: request.documentId,
    action,
    oldValues: { status: 'ForApproval' },
    newValues: { status: 'Draft', remarks },
  });
}

export const payrollApprovals: ApprovalHandler = {
  documentType: PAYROLL_DOCUMENT_TYPE,
  readerRoles: ['Payroll'],
  holdsOwnRecord: {
    sql: (userId, documentId) => sql<boolean>`EXISTS (SELECT 1 FROM payroll_lines ol
      JOIN employees oe ON oe.id = ol.employee_id
      WHERE ol.payroll_id = ${documentId} AND oe.user_id = ${userId})`,
    message: OWN_PAYROLL_DECISION,
  },
  async onApproved(trx, { request, actor, remarks }) {
    const p = await lockForApproval(trx, request.documentId);
    // The pool is checked again when the payroll posts (decision 066).
    await assertPoolRoom(trx, p.id);
    // Postings of a year one at a time; an annualized tax still matches what is posted (decision 119).
    await assertAnnualBasis(trx, p, true);
    // The own power bills it deducted are paid to the bills on the billing ledger, once.
    await settlePowerBills(
      trx,
      { id: p.id, periodEnd: p.period_end },
      { entryDate: p.pay_date ?? p.period_end, userId: actor.userId },
    );
    await trx
      .updateTable('payrolls')
      .set({ status: 'Posted', posted_at: new Date(), posted_by: actor.userId, updated_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    await recordAudit(trx, actor, {
      entityType: 'payroll',
      entityId: p.id,
      action: 'approved and posted',
      oldValues: { status: 'ForApproval' },
      newValues: { status: 'Posted', totalNet: p.total_net, remarks },
    });
  },
  onRejected: (trx, event) => backToDraft(trx, event, 'rejected (back to draft)'),
  onWithdrawn: (trx, event) => backToDraft(trx, event, 'withdrawn (back to draft)'),
};
