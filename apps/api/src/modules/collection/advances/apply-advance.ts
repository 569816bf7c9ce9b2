// Use Advance Payment (role UseAdvancePayment): the consumer's advance balance pays their unpaid
// bills oldest first, principal only (no surcharge, no OR: no money changes hands), posted to the
// billing ledger as a payment referenced 'ADV <entry>'.
import {
  applyAdvanceEndpoint,
  NO_ADVANCE_BALANCE,
  NOTHING_TO_APPLY,
} from '@ilaw/contracts/collection/advances/apply-advance';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { openBillsOf, postPaymentToLedger } from '../../billing/public.ts';
import { ADVANCE_USERS } from '../access.ts';
import { D, money, ZERO } from '../compute/money.ts';
import { CONSUMER_LOCK } from '../payments/post-payment.ts';
import { advanceBalance, loadAdvanceAccount } from './advance-queries.ts';

export const applyAdvance = defineRoute({
  endpoint: applyAdvanceEndpoint,
  access: ADVANCE_USERS,
  async handler({ params, body, db, user, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, CONSUMER_LOCK, params.consumerId);
      const consumer = await trx
        .selectFrom('billing_consumers')
        .select('id')
        .where('id', '=', params.consumerId)
        .executeTakeFirst();
      if (!consumer) throw notFound('The consumer was not found.');
      let left = new D(await advanceBalance(trx, consumer.id));
      if (left.lte(0)) throw conflict(NO_ADVANCE_BALANCE);
      const bills = await openBillsOf(trx, consumer.id, body?.billIds);
      if (bills.length === 0) throw conflict(NOTHING_TO_APPLY);
      const today = manilaToday();
      const lines: { billId: number; amount: string }[] = [];
      for (const b of bills) {
        if (left.lte(0)) break;
        const take = D.min(left, b.balance);
        if (take.lte(ZERO)) continue;
        lines.push({ billId: b.billId, amount: money(take) });
        left = left.minus(take);
      }
      const first = await trx
        .insertInto('collection_advance_entries')
        .values(
          lines.map((l) => ({
            consumer_id: consumer.id,
            entry_date: today,
            kind: 'Applied' as const,
            amount: money(new D(l.amount).negated()),
            bill_id: l.billId,
            reference: 'Advance applied',
            created_by: user.id,
          })),
        )
        .returning('id')
        .execute();
      await postPaymentToLedger(trx, {
        consumerId: consumer.id,
        entryDate: today,
        reference: `ADV ${first[0]?.id ?? ''}`,
        userId: user.id,
        lines,
      });
      await recordAudit(trx, actor, {
        entityType: 'collection-advance',
        entityId: consumer.id,
        action: 'applied',
        newValues: { lines },
      });
    });
    const account = await loadAdvanceAccount(db, params.consumerId);
    if (!account) throw notFound('The consumer was not found.');
    return account;
  },
});
