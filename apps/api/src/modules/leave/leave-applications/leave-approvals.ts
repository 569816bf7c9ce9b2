// Leave applications go through the approval engine (document type leave.application, decision
// 014): filing opens the request; the chain's final approval posts Used up to the balance and
// WithoutPay for the rest (021); nobody approves their own application or one they filed.
import { formatDate } from '@ilaw/contracts/format';
import {
  LEAVE_APPLICATION_DOCUMENT_TYPE,
  LEAVE_APPLICATION_STATUS,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { ONLY_PENDING_WITHDRAWN } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { recomputeStoredDtr } from '../../dtr/public.ts';
import { cancelApplication } from './cancel-application.ts';
import { assertOpenYear, balanceOf, LEAVE_LOCK, LINE, STATUS } from '../ledger.ts';

export const LEAVE_DOC = LEAVE_APPLICATION_DOCUMENT_TYPE;
const S = LEAVE_APPLICATION_STATUS;

async function lockPending(trx: Transaction<Database>, id: number) {
  const a = await trx
    .selectFrom('leave_applications')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (a.status !== S.Pending.value) throw conflict('This leave application has already been decided.');
  return a;
}

/** The final approval: Used lines up to the balance, WithoutPay for the rest. */
async function approve(trx: Transaction<Database>, actor: Actor, id: number, remarks: string | null) {
  const a = await lockPending(trx, id);
  await assertOpenYear(trx, a.fiscal_year_id, 'id');
  // Two approvals for one employee must not both draw on the same balance (decision 009).
  await lockSubject(trx, LEAVE_LOCK.employee, a.employee_id);
  const type = await trx
    .selectFrom('leave_types')
    .selectAll()
    .where('id', '=', a.leave_type_id)
    .executeTakeFirstOrThrow();
  const asked = new Decimal(a.days);
  // Types granted by law without earned credits (earning rule None) are used in full.
  const balance =
    type.earning_rule === 'None'
      ? asked
      : Decimal.max(0, await balanceOf(trx, a.employee_id, a.fiscal_year_id, a.leave_type_id));
  const paid = Decimal.min(asked, balance);
  const unpaid = asked.minus(paid);
  // SPEC.md's 'MMM DD, YYYY' on the ledger, one date for a one-day leave.
  const leavePeriod = (from: string, to: string) =>
    from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
  const line = (status: number, days: Decimal, note: string) =>
    trx
      .insertInto('leave_ledger_lines')
      .values({
        employee_id: a.employee_id,
        fiscal_year_id: a.fiscal_year_id,
        leave_type_id: a.leave_type_id,
        line_type: LINE.Used,
        status,
        entry_date: a.date_from,
        days: days.toString(),
        description: `${type.name} ${leavePeriod(a.date_from, a.date_to)} (application #${a.id})${note}`,
        leave_application_id: a.id,
        created_by: actor.userId,
      })
      .execute();
  if (paid.gt(0)) await line(STATUS.Posted, paid, '');
  if (unpaid.gt(0)) await line(STATUS.WithoutPay, unpaid, ', without pay');
  await trx
    .updateTable('leave_applications')
    .set({ status: S.Approved.value, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
    .where('id', '=', a.id)
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'leave-application',
    entityId: a.id,
    action: 'approved',
    newValues: { status: S.Approved.value, remarks },
  });
  // Days already stored on the DTR now count as leave.
  await recomputeStoredDtr(trx, a.employee_id, a.date_from, a.date_to);
}

export const leaveApprovals: ApprovalHandler = {
  documentType: LEAVE_DOC,
  readerRoles: ['LeaveLedger'],
  async onApproved(trx, { request, actor, remarks }) {
    await approve(trx, actor, request.documentId, remarks);
  },
  async onRejected(trx, { request, actor, remarks }) {
    const a = await lockPending(trx, request.documentId);
    await trx
      .updateTable('leave_applications')
      .set({ status: S.Disapproved.value, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
      .where('id', '=', a.id)
      .execute();
    await recordAudit(trx, actor, {
      entityType: 'leave-application',
      entityId: a.id,
      action: 'disapproved',
      newValues: { status: S.Disapproved.value, remarks },
    });
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    await cancelApplication(trx, actor, request.documentId, remarks ?? 'Withdrawn', {
      approvedMessage: ONLY_PENDING_WITHDRAWN,
    });
  },
};
