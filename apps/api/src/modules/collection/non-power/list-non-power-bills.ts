import { listNonPowerBillsEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-bills';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { NON_POWER_READERS } from '../access.ts';
import { nonPowerBillQuery, toNonPowerBill } from './non-power-queries.ts';

export const listNonPowerBills = defineRoute({
  endpoint: listNonPowerBillsEndpoint,
  access: NON_POWER_READERS,
  async handler({ query, db }) {
    let q = nonPowerBillQuery(db).orderBy('n.id', 'desc');
    if (query.status !== undefined) q = q.where('n.status', '=', query.status);
    if (query.consumerId !== undefined) q = q.where('n.consumer_id', '=', query.consumerId);
    if (query.search) {
      const term = `${query.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(n.bill_no)`, 'like', term),
          eb(sql`lower(n.payer_name)`, 'like', term),
          eb(sql`lower(c.account_no)`, 'like', term),
        ]),
      );
    }
    return paginate(q, query, toNonPowerBill);
  },
});
