import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { TELLER } from '../access.ts';
import { requireTeller } from '../tellers/teller-queries.ts';
import { postPayment } from './post-payment.ts';
import { loadPayment } from './payment-queries.ts';

export const createPayment = defineRoute({
  endpoint: createPaymentEndpoint,
  access: TELLER,
  async handler({ body, db, user, actor, reply }) {
    const teller = await requireTeller(db, user.id);
    const posted = await db
      .transaction()
      .execute((trx) =>
        postPayment(trx, { ...actor, userId: user.id }, { tellerId: teller.id, paymentDate: manilaToday() }, body),
      );
    reply.code(posted.replayed ? 200 : 201);
    return loadPayment(db, posted.paymentId);
  },
});
