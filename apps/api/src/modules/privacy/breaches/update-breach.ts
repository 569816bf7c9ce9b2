import { PRIVACY_MESSAGES } from '@ilaw/contracts/privacy/agreement';
import { updateBreachEndpoint } from '@ilaw/contracts/privacy/update-breach';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { PRIVACY_ADMIN } from '../access.ts';
import { breachColumns } from './breach-fields.ts';
import { breachRows, toBreach } from './breach-queries.ts';

export const updateBreach = defineRoute({
  endpoint: updateBreachEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ params, body, db, actor }) {
    const columns = breachColumns(body);
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('privacy_breaches')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(PRIVACY_MESSAGES.breachNotFound);
      await trx
        .updateTable('privacy_breaches')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'privacy-breach',
        entityId: String(params.id),
        action: 'updated',
        oldValues: {
          status: before.status,
          measures: before.measures,
          commissionNotifiedAt: before.commission_notified_at?.toISOString() ?? null,
          subjectsNotifiedAt: before.subjects_notified_at?.toISOString() ?? null,
        },
        newValues: body,
      });
    });
    return toBreach(await breachRows(db).where('b.id', '=', params.id).executeTakeFirstOrThrow(), new Date());
  },
});
