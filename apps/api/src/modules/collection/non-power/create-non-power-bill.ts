import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { NON_POWER_WRITERS } from '../access.ts';
import { billNonPower } from './bill-non-power.ts';
import { nonPowerBillQuery, toNonPowerBill } from './non-power-queries.ts';

export const createNonPowerBill = defineRoute({
  endpoint: createNonPowerBillEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, actor, reply }) {
    const { id } = await db.transaction().execute((trx) =>
      billNonPower(trx, actor, {
        type: { id: body.typeId },
        consumerId: body.consumerId ?? null,
        payerName: body.payerName,
        description: body.description,
        lines: body.lines ?? [{ description: null, amount: body.amount }],
        billDate: body.billDate,
      }),
    );
    reply.code(201);
    const row = await nonPowerBillQuery(db).where('n.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('The non-power bill was not found.');
    return toNonPowerBill(row);
  },
});
