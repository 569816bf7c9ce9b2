import { assignReaderRoutesEndpoint } from '@ilaw/contracts/billing/meter-readers/assign-reader-routes';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { BILLING_ADMIN } from '../access.ts';
import { BILLING_LOCK } from '../month-locks.ts';
import { routeQuery, toRoute } from '../routes/route-queries.ts';

export const assignReaderRoutes = defineRoute({
  endpoint: assignReaderRoutesEndpoint,
  access: BILLING_ADMIN,
  async handler({ params, body, db, actor }) {
    const wanted = [...new Set(body.routeIds)];
    await db.transaction().execute(async (trx) => {
      const reader = await trx
        .selectFrom('billing_meter_readers')
        .select(['id', 'branch_code', 'is_active'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!reader) throw notFound('The meter reader was not found.');
      // Assignments in one branch follow each other, so each sees who holds a route before taking it.
      await lockSubject(trx, BILLING_LOCK.readerRoutes, reader.branch_code);
      const routes =
        wanted.length === 0
          ? []
          : await trx
              .selectFrom('billing_routes')
              .select(['id', 'code', 'branch_code', 'meter_reader_id'])
              .where('id', 'in', wanted)
              .execute();
      if (routes.length !== wanted.length) throw fieldError('routeIds', 'A route was not found.');
      const foreign = routes.find((r) => r.branch_code !== reader.branch_code);
      if (foreign) throw fieldError('routeIds', `Route ${foreign.code} is in another branch than the meter reader.`);
      if (!reader.is_active && wanted.length > 0)
        throw fieldError('routeIds', 'The meter reader is inactive; activate the reader first.');
      const dropped = await trx
        .updateTable('billing_routes')
        .set({ meter_reader_id: null, updated_at: new Date() })
        .where('meter_reader_id', '=', params.id)
        .$if(wanted.length > 0, (q) => q.where('id', 'not in', wanted))
        .returning(['id'])
        .execute();
      const taken = routes.filter((r) => r.meter_reader_id !== params.id);
      if (taken.length > 0)
        await trx
          .updateTable('billing_routes')
          .set({ meter_reader_id: params.id, updated_at: new Date() })
          .where(
            'id',
            'in',
            taken.map((r) => r.id),
          )
          .execute();
      for (const r of dropped)
        await recordAudit(trx, actor, {
          entityType: 'billing-route',
          entityId: r.id,
          action: 'updated',
          oldValues: { meter_reader_id: params.id },
          newValues: { meter_reader_id: null },
        });
      for (const r of taken)
        await recordAudit(trx, actor, {
          entityType: 'billing-route',
          entityId: r.id,
          action: 'updated',
          oldValues: { meter_reader_id: r.meter_reader_id },
          newValues: { meter_reader_id: params.id },
        });
    });
    const routes = await routeQuery(db).where('r.meter_reader_id', '=', params.id).orderBy('r.code').execute();
    return routes.map(toRoute);
  },
});
