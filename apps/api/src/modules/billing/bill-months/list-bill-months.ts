import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { monthQuery, toBillMonth } from './bill-month-queries.ts';

export const listBillMonths = defineRoute({
  endpoint: listBillMonthsEndpoint,
  access: BILLING_VIEW,
  async handler({ db }) {
    return (await monthQuery(db).orderBy('m.period', 'desc').execute()).map(toBillMonth);
  },
});
