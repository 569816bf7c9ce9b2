// Cancelling a leave application: a pending one simply ends; an approved one is reversed by
// posting, against each of its Used / WithoutPay lines, a line of the same type and status with
// the days negated (who, when and why on the application, the lines and the audit entry). The
// approval's lines stay as posted. The employee's stored DTR days of the range are recomputed,
// so the leave no longer shows there.
import {
  ALREADY_CANCELLED,
  ALREADY_DISAPPROVED,
  APPLICATION_NOT_FOUND,
  LEAVE_APPLICATION_STATUS,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { closePendingApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { recomputeStoredDtr } from '../../dtr/public.ts';
import { LEAVE_DOC } from './leave-approvals.ts';
import { assertOpenYear, STATUS } from '../ledger.ts';

const S = LEAVE_APPLICATION_STATUS;

/**
 * Cancels application `id` (of `employeeId` when given: anyone else's is "not found"). `onlyPending`
 * refuses approved ones with `approvedMessage`. Returns the number of reversing lines posted.
 */
export async function cancelApplication(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  reason: string,
  options: { employeeId?: number; approvedMessage?: string } = {},
): Promise<number> {
  let q = trx.selectFrom('leave_applications').selectAll().where('id', '=', id);
  if (options.employeeId !== undefined) q = q.where('employee_id', '=', options.employeeId);
  const a = await q.forUpdate().executeTakeFirst();
  if (!a) throw notFound(APPLICATION_NOT_FOUND);
  if (a.status === S.Cancelled.value) throw conflict(ALREADY_CANCELLED);
  if (a.status === S.Disapproved.value) throw conflict(ALREADY_DISAPPROVED);
  if (a.status === S.Approved.value && options.approvedMessage) throw conflict(options.approvedMessage);
  let reversed = 0;
  if (a.status === S.Approved.value) {
    // Reversing lines are postings too: a closed year's closing balances must stay true.
    await assertOpenYear(trx, a.fiscal_year_id, 'id');
    const lines = await trx
      .selectFrom('leave_ledger_lines')
      .selectAll()
      .where('leave_application_id', '=', a.id)
      .where('status', 'in', [STATUS.Posted, STATUS.WithoutPay])
      .where('reverses_line_id', 'is', null)
      .execute();
    for (const l of lines) {
      await trx
        .insertInto('leave_ledger_lines')
        .values({
          employee_id: l.employee_id,
          fiscal_year_id: l.fiscal_year_id,
          leave_type_id: l.leave_type_id,
          line_type: l.line_type,
          status: l.status,
          // Same date as the line it reverses, so month and year sums net to zero.
          entry_date: l.entry_date,
          days: new Decimal(l.days).negated().toString(),
          description: `Reversal of: ${l.description}. ${reason}`,
          leave_application_id: a.id,
          reverses_line_id: l.id,
          created_by: actor.userId,
        })
        .execute();
    }
    reversed = lines.length;
  }
  await trx
    .updateTable('leave_applications')
    .set({ status: S.Cancelled.value, cancelled_by: actor.userId, cancelled_at: new Date(), cancel_reason: reason })
    .where('id', '=', a.id)
    .execute();
  if (a.status === S.Approved.value) await recomputeStoredDtr(trx, a.employee_id, a.date_from, a.date_to);
  // A pending application's approval request ends with it (already closed when the engine withdrew it).
  if (a.status === S.Pending.value) await closePendingApproval(trx, actor, LEAVE_DOC, a.id, reason);
  await recordAudit(trx, actor, {
    entityType: 'leave-application',
    entityId: a.id,
    action: a.status === S.Approved.value ? 'reversed' : options.approvedMessage ? 'withdrawn' : 'cancelled',
    oldValues: { status: a.status },
    newValues: { status: S.Cancelled.value, reason, reversingLines: reversed },
  });
  return reversed;
}
