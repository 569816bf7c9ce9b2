// Approval requests across document types: read one (chain, current step, history), a document's
// latest request and its signatories (for prints), decide and withdraw. Access is the engine's:
// who may read or decide follows the chain and the request, not a role list.
import {
  decideApprovalEndpoint,
  documentSignatoriesEndpoint,
  getApprovalRequestEndpoint,
  getDocumentApprovalEndpoint,
  withdrawApprovalEndpoint,
} from '@ilaw/contracts/approvals/requests';
import {
  approvalDetail,
  decideApproval,
  documentApproval,
  documentSignatories,
  withdrawApproval,
} from '../../platform/approvals/engine.ts';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const getApprovalRequest = defineRoute({
  endpoint: getApprovalRequestEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return approvalDetail(db, user, params.id);
  },
});

export const getDocumentApproval = defineRoute({
  endpoint: getDocumentApprovalEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return documentApproval(db, user, params.documentType, params.documentId);
  },
});

export const getDocumentSignatories = defineRoute({
  endpoint: documentSignatoriesEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return documentSignatories(db, user, params.documentType, params.documentId);
  },
});

export const decideApprovalRequest = defineRoute({
  endpoint: decideApprovalEndpoint,
  access: SIGNED_IN,
  async handler({ params, body, db, user, actor }) {
    await db
      .transaction()
      .execute((trx) =>
        decideApproval(trx, user, actor, { requestId: params.id, approve: body.approve, remarks: body.remarks }),
      );
    return approvalDetail(db, user, params.id);
  },
});

export const withdrawApprovalRequest = defineRoute({
  endpoint: withdrawApprovalEndpoint,
  access: SIGNED_IN,
  async handler({ params, body, db, user, actor }) {
    await db.transaction().execute((trx) => withdrawApproval(trx, user, actor, params.id, body.reason));
    return approvalDetail(db, user, params.id);
  },
});
