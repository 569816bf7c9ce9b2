import { getPaymentEndpoint } from '@ilaw/contracts/collection/payments/get-payment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { COLLECTION_READERS } from '../access.ts';
import { loadPayment } from './payment-queries.ts';

export const getPayment = defineRoute({
  endpoint: getPaymentEndpoint,
  access: COLLECTION_READERS,
  async handler({ params, db, user }) {
    return loadPayment(db, params.id, user);
  },
});
