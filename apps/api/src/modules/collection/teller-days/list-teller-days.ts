import { listTellerDaysEndpoint } from '@ilaw/contracts/collection/teller-days/list-teller-days';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { COLLECTION_READERS } from '../access.ts';
import { seesAllTellers } from '../payments/payment-queries.ts';
import { dayRows, toDayRow } from './dcr-queries.ts';

export const listTellerDays = defineRoute({
  endpoint: listTellerDaysEndpoint,
  access: COLLECTION_READERS,
  async handler({ query, db, user }) {
    let q = dayRows(db).orderBy('d.business_date', 'desc').orderBy('t.name');
    if (!seesAllTellers(user)) q = q.where('t.user_id', '=', user.id);
    if (query.tellerId !== undefined) q = q.where('d.teller_id', '=', query.tellerId);
    if (query.branchCode !== undefined) q = q.where('t.branch_code', '=', query.branchCode);
    if (query.status !== undefined) q = q.where('d.status', '=', query.status);
    if (query.from !== undefined) q = q.where('d.business_date', '>=', query.from);
    if (query.to !== undefined) q = q.where('d.business_date', '<=', query.to);
    return paginate(q, query, toDayRow);
  },
});
