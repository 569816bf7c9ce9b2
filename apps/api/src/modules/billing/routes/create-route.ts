import { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_MASTER } from '../access.ts';
import { routeQuery, toRoute } from './route-queries.ts';
import { routeTaken, saveRoute } from './save-route.ts';

export const createRoute = defineRoute({
  endpoint: createRouteEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const values = await saveRoute(trx, body, null);
        const row = await trx.insertInto('billing_routes').values(values).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'billing-route',
          entityId: row.id,
          action: 'created',
          newValues: values,
        });
        return row.id;
      })
      .catch(routeTaken);
    reply.code(201);
    return toRoute(await routeQuery(db).where('r.id', '=', id).executeTakeFirstOrThrow());
  },
});
