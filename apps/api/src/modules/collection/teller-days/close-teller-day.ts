import { cashCountTotal, overShort } from '@ilaw/contracts/collection/teller-days/cash-count';
import { closeTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/close-teller-day';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { TELLER } from '../access.ts';
import { money, pesos } from '../compute/money.ts';
import { requireTeller } from '../tellers/teller-queries.ts';
import { loadDcr } from './dcr-queries.ts';

export const closeTellerDay = defineRoute({
  endpoint: closeTellerDayEndpoint,
  access: TELLER,
  async handler({ params, body, db, user, actor }) {
    const teller = await requireTeller(db, user.id);
    await db.transaction().execute(async (trx) => {
      // The row lock waits for payments in progress (they share-lock the day).
      const day = await trx
        .selectFrom('collection_teller_days')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!day || day.teller_id !== teller.id) throw notFound('The collection day was not found.');
      if (day.status !== 'Open') throw conflict('This collection day is already closed.');
      const dcr = await loadDcr(trx, day.id);
      const cashTotal = cashCountTotal(body.cashCount);
      const checksTotal = money(pesos(body.checksTotal));
      const result = overShort(cashTotal, checksTotal, dcr.expectedTotal);
      await trx
        .updateTable('collection_teller_days')
        .set({
          status: 'Closed',
          cash_count: JSON.stringify(body.cashCount),
          cash_total: cashTotal,
          checks_total: checksTotal,
          expected_total: dcr.expectedTotal,
          over_short: result,
          closed_by: user.id,
          closed_at: new Date(),
          remarks: body.remarks,
        })
        .where('id', '=', day.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'collection-teller-day',
        entityId: day.id,
        action: 'closed',
        newValues: {
          cashCount: body.cashCount,
          cashTotal,
          checksTotal,
          expectedTotal: dcr.expectedTotal,
          overShort: result,
        },
      });
    });
    return loadDcr(db, params.id);
  },
});
