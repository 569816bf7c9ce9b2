import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { NON_POWER_WRITERS } from '../access.ts';
import { nonPowerBillQuery, toNonPowerBill } from './non-power-queries.ts';

export const createNonPowerBill = defineRoute({
  endpoint: createNonPowerBillEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const type = await trx
        .selectFrom('collection_non_power_types')
        .select(['id', 'is_active'])
        .where('id', '=', body.typeId)
        .executeTakeFirst();
      if (!type || !type.is_active) throw fieldError('typeId', 'Choose an active non-power bill type.');
      const consumer = body.consumerId ? await billingConsumerById(trx, body.consumerId) : null;
      if (body.consumerId && !consumer) throw fieldError('consumerId', 'The consumer was not found.');
      const payer = body.payerName ?? consumer?.name;
      if (!payer) throw fieldError('payerName', 'This field is required.');
      const year = body.billDate.slice(0, 4);
      const no = await nextDocumentNumber(trx, 'collection-non-power-bill', year);
      const row = await trx
        .insertInto('collection_non_power_bills')
        .values({
          bill_no: formatDocumentNumber('NPB', year, no),
          type_id: type.id,
          consumer_id: consumer?.id ?? null,
          payer_name: payer,
          description: body.description,
          amount: body.amount,
          bill_date: body.billDate,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'collection-non-power-bill',
        entityId: row.id,
        action: 'created',
        newValues: { ...body, payerName: payer },
      });
      return row.id;
    });
    reply.code(201);
    const row = await nonPowerBillQuery(db).where('n.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('The non-power bill was not found.');
    return toNonPowerBill(row);
  },
});
