import { getBillEndpoint } from '@ilaw/contracts/billing/bills/get-bill';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { loadBill } from './bill-queries.ts';

export const getBill = defineRoute({
  endpoint: getBillEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    return loadBill(db, params.id);
  },
});
