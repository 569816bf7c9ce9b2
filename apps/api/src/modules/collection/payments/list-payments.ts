import { listPaymentsEndpoint } from '@ilaw/contracts/collection/payments/list-payments';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { COLLECTION_READERS } from '../access.ts';
import { seesAllTellers } from './payment-queries.ts';

export const listPayments = defineRoute({
  endpoint: listPaymentsEndpoint,
  access: COLLECTION_READERS,
  async handler({ query, db, user }) {
    let q = db
      .selectFrom('collection_payments as p')
      .innerJoin('collection_tellers as t', 't.id', 'p.teller_id')
      .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
      .select([
        'p.id',
        'p.or_number',
        'p.payment_date',
        'p.status',
        'c.account_no',
        'p.payer_name',
        't.name as teller_name',
        'p.total_tendered',
        'p.is_partial',
        sql<boolean>`EXISTS (SELECT 1 FROM collection_payment_cancellations x WHERE x.payment_id = p.id AND x.status = 'Pending')`.as(
          'pending',
        ),
      ])
      .orderBy('p.or_number', 'desc');
    if (!seesAllTellers(user)) q = q.where('t.user_id', '=', user.id);
    if (query.dayId !== undefined) q = q.where('p.day_id', '=', query.dayId);
    if (query.consumerId !== undefined) q = q.where('p.consumer_id', '=', query.consumerId);
    if (query.date !== undefined) q = q.where('p.payment_date', '=', query.date);
    if (query.search) {
      const s = query.search;
      const term = `${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          ...(/^\d{1,9}$/.test(s) ? [eb('p.or_number', '=', Number(s))] : []),
          eb(sql`lower(c.account_no)`, 'like', term),
          eb(sql`lower(p.payer_name)`, 'like', term),
        ]),
      );
    }
    return paginate(q, query, (r) => ({
      id: r.id,
      orNumber: r.or_number,
      paymentDate: r.payment_date,
      status: r.status,
      accountNo: r.account_no,
      payerName: r.payer_name,
      tellerName: r.teller_name,
      totalTendered: r.total_tendered,
      isPartial: r.is_partial,
      cancellationPending: r.pending,
    }));
  },
});
