import { listRateHeadersEndpoint } from '@ilaw/contracts/billing/rates/list-rates';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { headerQuery, toHeader } from './rate-queries.ts';

export const listRateHeaders = defineRoute({
  endpoint: listRateHeadersEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    let q = headerQuery(db);
    if (query.billMonthId !== undefined) q = q.where('h.bill_month_id', '=', query.billMonthId);
    if (query.consumerClass) q = q.where('h.consumer_class', '=', query.consumerClass);
    return (await q.orderBy('m.period', 'desc').orderBy('h.consumer_class').execute()).map(toHeader);
  },
});
