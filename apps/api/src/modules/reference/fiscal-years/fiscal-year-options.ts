import { fiscalYearOptionsEndpoint } from '@ilaw/contracts/reference/fiscal-years/fiscal-year-options';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toFiscalYear } from './fiscal-year-queries.ts';

export const fiscalYearOptions = defineRoute({
  endpoint: fiscalYearOptionsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    const rows = await db.selectFrom('fiscal_years').selectAll().orderBy('year', 'desc').execute();
    return rows.map(toFiscalYear);
  },
});
