import { listAdvancesEndpoint } from '@ilaw/contracts/collection/advances/list-advances';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ADVANCE_READERS } from '../access.ts';

const unpaidBills = sql<number>`(SELECT count(*) FROM billing_bills b WHERE b.consumer_id = c.id AND b.status = 'Posted'
  AND (SELECT coalesce(sum(l.debit - l.credit), 0) FROM billing_ledger_entries l WHERE l.bill_id = b.id) > 0)::int`;

export const listAdvances = defineRoute({
  endpoint: listAdvancesEndpoint,
  access: ADVANCE_READERS,
  async handler({ query, db }) {
    const balances = db
      .selectFrom('collection_advance_entries')
      .select([
        'consumer_id',
        sql<string>`sum(amount)`.as('balance'),
        sql<string>`max(entry_date)::text`.as('last_entry'),
      ])
      .groupBy('consumer_id')
      .having(sql<boolean>`sum(amount) > 0`)
      .as('a');
    let q = db
      .selectFrom(balances)
      .innerJoin('billing_consumers as c', 'c.id', 'a.consumer_id')
      .select([
        'c.id',
        'c.account_no',
        'c.name',
        sql<string>`a.balance::text`.as('balance'),
        'a.last_entry',
        unpaidBills.as('unpaid'),
      ])
      .orderBy('c.account_no');
    if (query.search) {
      const term = `${query.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) => eb.or([eb(sql`lower(c.account_no)`, 'like', term), eb(sql`lower(c.name)`, 'like', term)]));
    }
    if (query.withUnpaidBills) q = q.where(sql<boolean>`${unpaidBills} > 0`);
    return paginate(q, query, (r) => ({
      consumerId: r.id,
      accountNo: r.account_no,
      name: r.name,
      balance: r.balance,
      unpaidBills: Number(r.unpaid),
      lastEntry: r.last_entry,
    }));
  },
});
