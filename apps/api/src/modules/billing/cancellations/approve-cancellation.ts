import { approveCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/approve-cancellation';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CANCELLATION_DECIDE } from '../access.ts';
import { decide } from './cancellation-approvals.ts';

export const approveCancellation = defineRoute({
  endpoint: approveCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, true, body.remarks);
  },
});
