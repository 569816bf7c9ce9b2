import { rejectAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/reject-adjustment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ADJUSTMENT_DECIDE } from '../access.ts';
import { decideBillRequest } from '../bills/bill-requests.ts';
import { ADJUSTMENT, oneRequest } from './adjustment-queries.ts';

export const rejectAdjustment = defineRoute({
  endpoint: rejectAdjustmentEndpoint,
  access: ADJUSTMENT_DECIDE,
  async handler({ params, body, db, user, actor }) {
    await decideBillRequest(db, user, actor, ADJUSTMENT, { id: params.id, approve: false, remarks: body.remarks });
    return oneRequest(db, user, params.id);
  },
});
