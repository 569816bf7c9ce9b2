import { getAdjustmentRequestEndpoint } from '@ilaw/contracts/billing/adjustments/get-adjustment-request';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ADJUSTMENT_DECIDE, anyRoleOf, BILLING_MASTER } from '../access.ts';
import { oneRequest } from './adjustment-queries.ts';

export const getAdjustmentRequest = defineRoute({
  endpoint: getAdjustmentRequestEndpoint,
  access: anyRoleOf(BILLING_MASTER, ADJUSTMENT_DECIDE),
  async handler({ params, db, user }) {
    return oneRequest(db, user, params.id);
  },
});
