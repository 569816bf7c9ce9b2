import { requestCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/request-cancellation';
import { formatNumber } from '@ilaw/contracts/format';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { CANCELLATION_REQUEST } from '../access.ts';
import { assertNothingPending, lockPostedBill } from '../bills/bill-requests.ts';
import { CANCELLATION_DOC, oneCancellation } from './cancellation-queries.ts';

export const requestCancellation = defineRoute({
  endpoint: requestCancellationEndpoint,
  access: CANCELLATION_REQUEST,
  async handler({ params, body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const bill = await lockPostedBill(trx, params.id);
      await assertNothingPending(trx, bill.id, 'cancellation');
      const row = await trx
        .insertInto('billing_cancellations')
        .values({ bill_id: bill.id, reason: body.reason, requested_by: actor.userId! })
        .returning('id')
        .executeTakeFirstOrThrow();
      const consumer = await trx
        .selectFrom('billing_consumers')
        .select(['name', 'account_no'])
        .where('id', '=', bill.consumer_id)
        .executeTakeFirstOrThrow();
      await submitForApproval(trx, actor, {
        documentType: CANCELLATION_DOC,
        documentId: row.id,
        summary: `Bill ${bill.bill_no}, ${consumer.name} (${consumer.account_no}), ${formatNumber(bill.total_amount)}: ${body.reason}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'billing-bill',
        entityId: bill.id,
        action: 'cancellation-requested',
        newValues: { requestId: row.id, reason: body.reason },
      });
      return row.id;
    });
    reply.code(201);
    return oneCancellation(db, user, id);
  },
});
