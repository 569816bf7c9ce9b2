import { listMeterReadersEndpoint } from '@ilaw/contracts/billing/meter-readers/list-meter-readers';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { readerQuery, toReader } from './meter-reader-queries.ts';

export const listMeterReaders = defineRoute({
  endpoint: listMeterReadersEndpoint,
  access: anyRole('Admin', 'BillingReport', 'BillingTransactions'),
  async handler({ query, db }) {
    let q = readerQuery(db);
    if (query.branchCode !== undefined) q = q.where('m.branch_code', '=', query.branchCode);
    return (await q.orderBy('m.branch_code').orderBy('m.name').execute()).map(toReader);
  },
});
