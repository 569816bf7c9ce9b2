import { rejectCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/reject-cancellation';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CANCELLATION_DECIDE } from '../access.ts';
import { decide } from './cancellation-approvals.ts';

export const rejectCancellation = defineRoute({
  endpoint: rejectCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, false, body.remarks);
  },
});
