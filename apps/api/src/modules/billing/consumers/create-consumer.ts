import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_MASTER } from '../access.ts';
import { consumerQuery, toConsumer } from './consumer-queries.ts';
import { accountTaken, checkConsumer, columns } from './save-consumer.ts';

export const createConsumer = defineRoute({
  endpoint: createConsumerEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        await checkConsumer(trx, body, null);
        const row = await trx
          .insertInto('billing_consumers')
          .values(columns(body))
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'billing-consumer',
          entityId: row.id,
          action: 'created',
          newValues: columns(body),
        });
        return row.id;
      })
      .catch(accountTaken);
    reply.code(201);
    return toConsumer(await consumerQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow());
  },
});
