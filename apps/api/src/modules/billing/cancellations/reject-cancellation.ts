import { rejectCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/reject-cancellation';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CANCELLATION_DECIDE } from '../access.ts';
import { decideBillRequest } from '../bills/bill-requests.ts';
import { CANCELLATION, oneCancellation } from './cancellation-queries.ts';

export const rejectCancellation = defineRoute({
  endpoint: rejectCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, user, actor }) {
    await decideBillRequest(db, user, actor, CANCELLATION, { id: params.id, approve: false, remarks: body.remarks });
    return oneCancellation(db, user, params.id);
  },
});
