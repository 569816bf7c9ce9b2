import { deleteHolidayEndpoint } from '@ilaw/contracts/dtr/holidays/delete-holiday';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { recomputeStoredDate } from '../recompute-stored.ts';
import { toHoliday } from './holiday-queries.ts';

const HR = anyRole('Employee');

export const deleteHoliday = defineRoute({
  endpoint: deleteHolidayEndpoint,
  access: HR,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const h = await trx.deleteFrom('holidays').where('id', '=', params.id).returningAll().executeTakeFirst();
      if (!h) throw notFound('The holiday was not found.');
      await recomputeStoredDate(trx, h.holiday_date);
      await recordAudit(trx, actor, {
        entityType: 'holiday',
        entityId: h.id,
        action: 'deleted',
        oldValues: toHoliday(h),
      });
    });
  },
});
