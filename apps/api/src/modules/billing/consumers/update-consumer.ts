import { updateConsumerEndpoint } from '@ilaw/contracts/billing/consumers/update-consumer';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { consumerQuery, toConsumer } from './consumer-queries.ts';
import { accountTaken, checkConsumer, columns } from './save-consumer.ts';

export const updateConsumer = defineRoute({
  endpoint: updateConsumerEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom('billing_consumers')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('The consumer was not found.');
        await checkConsumer(trx, body, params.id);
        const values = columns(body);
        await trx
          .updateTable('billing_consumers')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        const { id: _id, created_at: _c, updated_at: _u, ...old } = before;
        const changes = diff(old, values);
        if (Object.keys(changes.newValues).length > 0) {
          await recordAudit(trx, actor, {
            entityType: 'billing-consumer',
            entityId: params.id,
            action: 'updated',
            ...changes,
          });
        }
      })
      .catch(accountTaken);
    return toConsumer(await consumerQuery(db).where('c.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
