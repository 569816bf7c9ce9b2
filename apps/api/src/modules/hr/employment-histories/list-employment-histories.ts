import { listEmploymentHistoriesEndpoint } from '@ilaw/contracts/hr/employment-histories/list-employment-histories';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { PAY_READERS } from '../access.ts';
import { historyQuery, toHistory } from './history-queries.ts';

export const listEmploymentHistories = defineRoute({
  endpoint: listEmploymentHistoriesEndpoint,
  access: anyRole(...PAY_READERS),
  async handler({ query, db }) {
    let q = historyQuery(db);
    if (query.employeeId !== undefined) q = q.where('h.employee_id', '=', query.employeeId);
    return paginate(q.orderBy('h.date_from', 'desc').orderBy('h.id', 'desc'), query, toHistory);
  },
});
