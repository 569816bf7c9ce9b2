import { approveAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/approve-adjustment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ADJUSTMENT_DECIDE } from '../access.ts';
import { decideBillRequest } from '../bills/bill-requests.ts';
import { ADJUSTMENT, oneRequest } from './adjustment-queries.ts';

export const approveAdjustment = defineRoute({
  endpoint: approveAdjustmentEndpoint,
  access: ADJUSTMENT_DECIDE,
  async handler({ params, body, db, user, actor }) {
    await decideBillRequest(db, user, actor, ADJUSTMENT, { id: params.id, approve: true, remarks: body.remarks });
    return oneRequest(db, user, params.id);
  },
});
