import { receiveTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/receive-teller-day';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/errors.ts';
import { CASHIER } from '../access.ts';
import { loadDcr } from './dcr-queries.ts';

export const receiveTellerDay = defineRoute({
  endpoint: receiveTellerDayEndpoint,
  access: CASHIER,
  async handler({ params, body, db, user, actor }) {
    await db.transaction().execute(async (trx) => {
      const day = await trx
        .selectFrom('collection_teller_days as d')
        .innerJoin('collection_tellers as t', 't.id', 'd.teller_id')
        .select(['d.id', 'd.status', 'd.remarks', 't.user_id'])
        .where('d.id', '=', params.id)
        .forUpdate('d')
        .executeTakeFirst();
      if (!day) throw notFound('The collection day was not found.');
      // Maker-checker: a cashier who is also a teller does not receive their own remittance.
      if (day.user_id === user.id) throw forbidden('You cannot receive your own collection.');
      if (day.status === 'Open') throw conflict('The teller has not closed this collection day yet.');
      if (day.status === 'Received') throw conflict('This collection day has already been received.');
      const remarks = body?.remarks ?? null;
      await trx
        .updateTable('collection_teller_days')
        .set({
          status: 'Received',
          received_by: user.id,
          received_at: new Date(),
          ...(remarks ? { remarks: [day.remarks, remarks].filter(Boolean).join(' / ') } : {}),
        })
        .where('id', '=', day.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'collection-teller-day',
        entityId: day.id,
        action: 'received',
        newValues: { remarks },
      });
    });
    return loadDcr(db, params.id);
  },
});
