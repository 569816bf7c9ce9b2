import { createHolidayEndpoint } from '@ilaw/contracts/dtr/holidays/create-holiday';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recomputeStoredDate } from '../recompute-stored.ts';
import { holidayTaken, toHoliday } from './holiday-queries.ts';

const HR = anyRole('Employee');

export const createHoliday = defineRoute({
  endpoint: createHolidayEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const h = await trx
          .insertInto('holidays')
          .values({ holiday_date: body.holidayDate, name: body.name, kind: body.kind })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Days already stored on that date stop counting absences at once.
        await recomputeStoredDate(trx, h.holiday_date);
        await recordAudit(trx, actor, {
          entityType: 'holiday',
          entityId: h.id,
          action: 'created',
          newValues: toHoliday(h),
        });
        return h;
      });
      reply.code(201);
      return toHoliday(row);
    } catch (err) {
      return holidayTaken(err);
    }
  },
});
