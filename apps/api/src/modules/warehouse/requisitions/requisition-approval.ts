// The engine's callbacks for the requisitions (decision 014): the final approval makes the
// requisition issuable (it keeps its reservation); a rejection or withdrawal frees it.
import { REQUISITION_KINDS, RequisitionStatus } from '@ilaw/contracts/warehouse/requisitions/requisition';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { DOCUMENT_APPROVERS, REQUISITION_READERS } from '../access.ts';
import { requisitionTypeOf } from './requisition-queries.ts';
import { approveRequisition, closeRequisition } from './requisition-status.ts';

export const requisitionApprovals: ApprovalHandler[] = REQUISITION_KINDS.map((kind) => ({
  documentType: requisitionTypeOf(kind),
  readerRoles: REQUISITION_READERS,
  deciderRoles: DOCUMENT_APPROVERS,
  async onApproved(trx, { request }) {
    await approveRequisition(trx, request.documentId);
  },
  async onRejected(trx, { request, remarks }) {
    await closeRequisition(trx, request.documentId, RequisitionStatus.Rejected, remarks);
  },
  async onWithdrawn(trx, { request, remarks }) {
    await closeRequisition(trx, request.documentId, RequisitionStatus.Cancelled, remarks);
  },
}));
