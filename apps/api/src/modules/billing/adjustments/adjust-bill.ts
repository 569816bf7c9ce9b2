import { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { formatNumber } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { assertNothingPending, lockPostedBill } from '../bills/bill-requests.ts';
import { ADJUSTMENT_DOC, oneRequest } from './adjustment-queries.ts';
import { computeCorrection } from './compute-correction.ts';

export const adjustBill = defineRoute({
  endpoint: adjustBillEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const bill = await lockPostedBill(trx, params.id);
      await assertNothingPending(trx, bill.id, 'adjustment');
      const { facts, remark, computed } = await computeCorrection(trx, bill, body);
      if (new Decimal(computed.total).eq(bill.total_amount) && new Decimal(computed.kwh).eq(bill.kwh)) {
        throw fieldError('presentReading', 'The corrected reading gives the same bill; nothing to adjust.');
      }
      const row = await trx
        .insertInto('billing_adjustment_requests')
        .values({
          bill_id: bill.id,
          previous_reading: facts.previousReading,
          present_reading: facts.presentReading,
          remark,
          old_meter_final: facts.oldMeterFinal,
          new_meter_initial: facts.newMeterInitial,
          demand_kw: facts.demandKw,
          proposed_kwh: computed.kwh,
          proposed_total: computed.total,
          proposed_lines: JSON.stringify(computed.lines),
          reason: body.reason,
          requested_by: actor.userId!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const consumer = await trx
        .selectFrom('billing_consumers')
        .select(['name', 'account_no'])
        .where('id', '=', bill.consumer_id)
        .executeTakeFirstOrThrow();
      const difference = new Decimal(computed.total).minus(bill.total_amount);
      await submitForApproval(trx, actor, {
        documentType: ADJUSTMENT_DOC,
        documentId: row.id,
        summary: `Bill ${bill.bill_no}, ${consumer.name} (${consumer.account_no}): ${formatNumber(bill.total_amount)} to ${formatNumber(computed.total)} (${difference.isNegative() ? '' : '+'}${formatNumber(difference.toFixed(2))})`,
      });
      await recordAudit(trx, actor, {
        entityType: 'billing-bill',
        entityId: bill.id,
        action: 'adjustment-requested',
        newValues: {
          requestId: row.id,
          presentReading: facts.presentReading,
          kwh: computed.kwh,
          total: computed.total,
          reason: body.reason,
        },
      });
      return row.id;
    });
    reply.code(201);
    return oneRequest(db, user, id);
  },
});
