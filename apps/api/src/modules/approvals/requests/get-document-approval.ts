import { getDocumentApprovalEndpoint } from '@ilaw/contracts/approvals/requests/get-document-approval';
import { documentApproval } from '../../../platform/approvals/engine.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const getDocumentApproval = defineRoute({
  endpoint: getDocumentApprovalEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return documentApproval(db, user, params.documentType, params.documentId);
  },
});
