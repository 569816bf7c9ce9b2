import { updateRouteEndpoint } from '@ilaw/contracts/billing/routes/update-route';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { routeQuery, toRoute } from './route-queries.ts';
import { routeTaken, saveRoute } from './save-route.ts';

export const updateRoute = defineRoute({
  endpoint: updateRouteEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom('billing_routes')
          .select(['branch_code', 'code', 'name', 'meter_reader_id', 'reading_day', 'is_active'])
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (!before) throw notFound('The route was not found.');
        if (before.branch_code !== body.branchCode) {
          const used = await trx
            .selectFrom('billing_consumers')
            .select('id')
            .where('route_id', '=', params.id)
            .limit(1)
            .executeTakeFirst();
          if (used) throw fieldError('branchCode', 'The route has consumers; it cannot move to another branch.');
        }
        const values = await saveRoute(trx, body, params.id);
        await trx
          .updateTable('billing_routes')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        await recordAudit(trx, actor, {
          entityType: 'billing-route',
          entityId: params.id,
          action: 'updated',
          ...diff(before, values),
        });
      })
      .catch(routeTaken);
    return toRoute(await routeQuery(db).where('r.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
