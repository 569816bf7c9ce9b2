// DTR correction requests go through the approval engine (document type dtr.correction, decision
// 014): the employee asks, the department's DTR monitor or HR approves, and the approval applies
// the punches to the day (beside the log punches). Nobody decides their own request.
import { CORRECTION_STATUS as S } from '@ilaw/contracts/dtr/correction-requests/correction-request';
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { applyPunchEdit } from '../records/manual-edit.ts';
import { CORRECTION_DOC } from './correction-queries.ts';

type Closing = (typeof S)['Approved' | 'Disapproved' | 'Withdrawn']['value'];

async function close(trx: Transaction<Database>, actor: Actor, id: number, status: Closing, remarks: string | null) {
  const req = await trx
    .selectFrom('dtr_correction_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (req.status !== S.Pending.value) throw conflict('This correction request has already been decided.');
  await trx
    .updateTable('dtr_correction_requests')
    .set({ status, decided_by: actor.userId, decided_at: new Date(), decision_remarks: remarks })
    .where('id', '=', id)
    .execute();
  return req;
}

const ACTION = {
  [S.Approved.value]: 'approved',
  [S.Disapproved.value]: 'disapproved',
  [S.Withdrawn.value]: 'withdrawn',
} as const;

async function closeAndAudit(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  status: Closing,
  remarks: string | null,
) {
  const req = await close(trx, actor, id, status, remarks);
  if (status === S.Approved.value) {
    const t = (v: string | null) => (v ? v.slice(0, 5) : null);
    await applyPunchEdit(trx, actor, {
      employeeId: req.employee_id,
      recordDate: req.record_date,
      punches: { amIn: t(req.am_in), amOut: t(req.am_out), pmIn: t(req.pm_in), pmOut: t(req.pm_out) },
      reason: `Correction request #${req.id}: ${req.reason}`,
      source: 'correction',
      correctionRequestId: req.id,
    });
  }
  await recordAudit(trx, actor, {
    entityType: 'dtr-correction-request',
    entityId: req.id,
    action: ACTION[status],
    newValues: { status, remarks },
  });
}

export const correctionApprovals: ApprovalHandler = {
  documentType: CORRECTION_DOC,
  readerRoles: ['Employee'],
  async onApproved(trx, { request, actor, remarks }) {
    await closeAndAudit(trx, actor, request.documentId, S.Approved.value, remarks);
  },
  async onRejected(trx, { request, actor, remarks }) {
    await closeAndAudit(trx, actor, request.documentId, S.Disapproved.value, remarks);
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    await closeAndAudit(trx, actor, request.documentId, S.Withdrawn.value, remarks);
  },
};
