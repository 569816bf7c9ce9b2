// Use Advance Payment (role UseAdvancePayment): the consumer's advance balance pays their unpaid
// bills (apply-advance-balance.ts).
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
import { ADVANCE_USERS } from '../access.ts';
import { D } from '../compute/money.ts';
import { CONSUMER_LOCK } from '../payments/post-payment.ts';
import { advanceBalance, loadAdvanceAccount } from './advance-queries.ts';
import { applyAdvanceBalance } from './apply-advance-balance.ts';

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
      if (new D(await advanceBalance(trx, consumer.id)).lte(0)) throw conflict(NO_ADVANCE_BALANCE);
      const { lines } = await applyAdvanceBalance(trx, consumer.id, manilaToday(), user.id, body?.billIds);
      if (lines.length === 0) throw conflict(NOTHING_TO_APPLY);
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
