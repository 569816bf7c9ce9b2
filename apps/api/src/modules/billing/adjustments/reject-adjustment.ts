import { rejectAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/reject-adjustment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { decide } from './adjustment-approvals.ts';
import { ADJUSTMENT_DECIDE } from './adjustment-queries.ts';

export const rejectAdjustment = defineRoute({
  endpoint: rejectAdjustmentEndpoint,
  access: ADJUSTMENT_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, false, body.remarks);
  },
});
