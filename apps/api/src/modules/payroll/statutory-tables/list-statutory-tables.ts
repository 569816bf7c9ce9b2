import { listStatutoryTablesEndpoint } from '@ilaw/contracts/payroll/statutory-tables/list-statutory-tables';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { statutoryHistory } from './statutory-table-queries.ts';

export const listStatutoryTables = defineRoute({
  endpoint: listStatutoryTablesEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ query, db }) {
    return statutoryHistory(db, query.asOf ?? manilaToday(), query.kind);
  },
});
