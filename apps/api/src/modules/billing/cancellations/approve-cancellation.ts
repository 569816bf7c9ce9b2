import { approveCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/approve-cancellation';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CANCELLATION_DECIDE } from '../access.ts';
import { decideBillRequest } from '../bills/bill-requests.ts';
import { CANCELLATION, oneCancellation } from './cancellation-queries.ts';

export const approveCancellation = defineRoute({
  endpoint: approveCancellationEndpoint,
  access: CANCELLATION_DECIDE,
  async handler({ params, body, db, user, actor }) {
    await decideBillRequest(db, user, actor, CANCELLATION, { id: params.id, approve: true, remarks: body.remarks });
    return oneCancellation(db, user, params.id);
  },
});
