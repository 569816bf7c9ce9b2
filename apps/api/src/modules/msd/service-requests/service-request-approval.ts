// The engine's callbacks for service requests (decision 014): the final (second) approval makes
// the request assignable; a rejection stops it; a withdrawal by the clerk who filed it cancels it.
// The timeline reads the engine's decisions, so nothing is written here but the state.
import { ApprovalState, RequestHistoryEvent, ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import { sql } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { APPROVAL_READERS } from '../access.ts';
import { SERVICE_REQUEST_DOCUMENT, addHistory } from './service-request-queries.ts';

export const NOT_TYPE_APPROVER = 'You are not an approver of this type of service request at this step.';

export const serviceRequestApproval: ApprovalHandler = {
  documentType: SERVICE_REQUEST_DOCUMENT,
  readerRoles: APPROVAL_READERS,
  deciderRoles: ['ServiceRequestApprover'],
  // Approvers per type (decision 072): a step with approvers configured for the request's type is
  // theirs alone; a step with none keeps the chain's members.
  signatoryFilter: {
    sql: (userId, documentId, step) => sql<boolean>`(
      NOT EXISTS (SELECT 1 FROM msd_service_requests q JOIN msd_service_request_type_approvers a
        ON a.type_id = q.type_id AND a.step = ${step} WHERE q.id = ${documentId})
      OR EXISTS (SELECT 1 FROM msd_service_requests q JOIN msd_service_request_type_approvers a
        ON a.type_id = q.type_id AND a.step = ${step} AND a.user_id = ${userId} WHERE q.id = ${documentId}))`,
    message: NOT_TYPE_APPROVER,
  },
  async onApproved(trx, { request }) {
    await trx
      .updateTable('msd_service_requests')
      .set({ approval_state: ApprovalState.Approved, updated_at: new Date() })
      .where('id', '=', request.documentId)
      .execute();
  },
  async onRejected(trx, { request }) {
    await trx
      .updateTable('msd_service_requests')
      .set({ approval_state: ApprovalState.Rejected, updated_at: new Date() })
      .where('id', '=', request.documentId)
      .execute();
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    const reason = remarks ?? 'Withdrawn by the requester.';
    await trx
      .updateTable('msd_service_requests')
      .set({
        status: ServiceRequestStatus.Cancelled,
        cancelled_at: new Date(),
        cancel_reason: reason,
        updated_at: new Date(),
      })
      .where('id', '=', request.documentId)
      .execute();
    await addHistory(trx, request.documentId, RequestHistoryEvent.Cancelled, reason, actor.userId);
  },
};
