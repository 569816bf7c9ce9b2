import { listFiscalYearsEndpoint } from '@ilaw/contracts/reference/fiscal-years/list-fiscal-years';
import { paginate } from '../../../platform/db/paging.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toFiscalYear } from './fiscal-year-queries.ts';

export const listFiscalYears = defineRoute({
  endpoint: listFiscalYearsEndpoint,
  access: SIGNED_IN,
  async handler({ query, db }) {
    return paginate(db.selectFrom('fiscal_years').selectAll().orderBy('year', 'desc'), query, toFiscalYear);
  },
});
