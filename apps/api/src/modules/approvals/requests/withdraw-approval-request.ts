import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { approvalDetail, withdrawApproval } from '../../../platform/approvals/engine.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const withdrawApprovalRequest = defineRoute({
  endpoint: withdrawApprovalEndpoint,
  access: SIGNED_IN,
  async handler({ params, body, db, user, actor }) {
    await db.transaction().execute((trx) => withdrawApproval(trx, user, actor, params.id, body.reason));
    return approvalDetail(db, user, params.id);
  },
});
