import { listCancellationApproversEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/list-cancellation-approvers';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_ADMIN } from '../access.ts';
import { approverQuery, approverStepId, toApprover } from './cancellation-approver-queries.ts';

export const listCancellationApprovers = defineRoute({
  endpoint: listCancellationApproversEndpoint,
  access: BILLING_ADMIN,
  async handler({ db }) {
    return (
      await approverQuery(db, await approverStepId(db))
        .orderBy('u.full_name')
        .execute()
    ).map(toApprover);
  },
});
