// A spoiled OR form (decision 057): the teller voids the next number of their series with a reason,
// on their own open day. The number is taken exactly as a payment's (teller lock, gapless
// numbering), so it stays in the sequence, and shows on the DCR; nothing is changed afterwards.
import { voidReceiptEndpoint } from '@ilaw/contracts/collection/teller-days/void-receipt';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { TELLER } from '../access.ts';
import { nextOrNumber } from '../payments/post-payment.ts';
import { requireTeller } from '../tellers/teller-queries.ts';
import { loadDcr } from './dcr-queries.ts';
import { DAY_CLOSED } from './teller-day-rules.ts';

export const voidReceipt = defineRoute({
  endpoint: voidReceiptEndpoint,
  access: TELLER,
  async handler({ params, body, db, user, actor, reply }) {
    const teller = await requireTeller(db, user.id);
    await db.transaction().execute(async (trx) => {
      // Share-locked like a payment's: closing the day waits for it.
      const day = await trx
        .selectFrom('collection_teller_days')
        .select(['id', 'teller_id', 'status'])
        .where('id', '=', params.id)
        .forShare()
        .executeTakeFirst();
      if (!day || day.teller_id !== teller.id) throw notFound('The collection day was not found.');
      if (day.status !== 'Open') throw conflict(DAY_CLOSED);
      const { seriesId, orNumber } = await nextOrNumber(trx, teller.id);
      const row = await trx
        .insertInto('collection_voided_receipts')
        .values({
          or_number: orNumber,
          series_id: seriesId,
          day_id: day.id,
          teller_id: teller.id,
          reason: body.reason,
          voided_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'collection-voided-receipt',
        entityId: row.id,
        action: 'voided',
        newValues: { orNumber, dayId: day.id, reason: body.reason },
      });
    });
    reply.code(201);
    return loadDcr(db, params.id);
  },
});
