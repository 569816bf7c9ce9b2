import { approveAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/approve-adjustment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { decide } from './adjustment-approvals.ts';
import { ADJUSTMENT_DECIDE } from './adjustment-queries.ts';

export const approveAdjustment = defineRoute({
  endpoint: approveAdjustmentEndpoint,
  access: ADJUSTMENT_DECIDE,
  async handler({ params, body, db, user, actor }) {
    return decide(db, user, actor, params.id, true, body.remarks);
  },
});
