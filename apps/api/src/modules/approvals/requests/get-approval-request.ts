import { getApprovalRequestEndpoint } from '@ilaw/contracts/approvals/requests/get-approval-request';
import { approvalDetail } from '../../../platform/approvals/engine.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const getApprovalRequest = defineRoute({
  endpoint: getApprovalRequestEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return approvalDetail(db, user, params.id);
  },
});
