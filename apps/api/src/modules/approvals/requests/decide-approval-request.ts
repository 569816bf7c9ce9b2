import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { approvalDetail, decideApproval } from '../../../platform/approvals/engine.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

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
