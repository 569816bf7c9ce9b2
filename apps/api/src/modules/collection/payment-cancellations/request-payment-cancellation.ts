import { requestPaymentCancellationEndpoint } from '@ilaw/contracts/collection/payment-cancellations/request-payment-cancellation';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { TELLER } from '../access.ts';
import { requireTeller } from '../tellers/teller-queries.ts';
import { cancellationQuery, PAYMENT_CANCELLATION_DOC, toCancellations } from './cancellation-queries.ts';

const ALREADY_PENDING = 'A cancellation request for this payment is already pending.';

export const requestPaymentCancellation = defineRoute({
  endpoint: requestPaymentCancellationEndpoint,
  access: TELLER,
  async handler({ params, body, db, user, actor, reply }) {
    const teller = await requireTeller(db, user.id);
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const p = await trx
          .selectFrom('collection_payments as p')
          .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
          .select([
            'p.id',
            'p.or_number',
            'p.teller_id',
            'p.status',
            'p.total_tendered',
            'p.payer_name',
            'c.account_no',
          ])
          .where('p.id', '=', params.id)
          .forUpdate('p')
          .executeTakeFirst();
        // The teller who issued the OR asks for its cancellation.
        if (!p || p.teller_id !== teller.id) throw notFound('The payment was not found.');
        if (p.status !== 'Posted') throw conflict('This payment is already cancelled.');
        const row = await trx
          .insertInto('collection_payment_cancellations')
          .values({ payment_id: p.id, reason: body.reason, requested_by: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await submitForApproval(trx, actor, {
          documentType: PAYMENT_CANCELLATION_DOC,
          documentId: row.id,
          summary: `OR ${p.or_number}, ${p.payer_name}${p.account_no ? ` (${p.account_no})` : ''}, ${p.total_tendered}: ${body.reason}`,
        });
        await recordAudit(trx, actor, {
          entityType: 'collection-payment',
          entityId: p.id,
          action: 'cancellation-requested',
          newValues: { requestId: row.id, reason: body.reason },
        });
        return row.id;
      })
      .catch(
        duplicateToConflict({ constraint: 'collection_payment_cancellations_one_pending', message: ALREADY_PENDING }),
      );
    reply.code(201);
    const row = await cancellationQuery(db).where('x.id', '=', id).executeTakeFirst();
    if (!row) throw new Error('created cancellation vanished');
    const [out] = await toCancellations(db, user, [row]);
    if (!out) throw new Error('created cancellation vanished');
    return out;
  },
});
