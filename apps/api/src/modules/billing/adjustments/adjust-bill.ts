import { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_MASTER } from '../access.ts';
import { oneRequest } from './adjustment-queries.ts';
import { requestAdjustment } from './request-adjustment.ts';

export const adjustBill = defineRoute({
  endpoint: adjustBillEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor, user, reply }) {
    const id = await db.transaction().execute((trx) => requestAdjustment(trx, actor, params.id, body));
    reply.code(201);
    return oneRequest(db, user, id);
  },
});
