import { updateWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/update-work-schedule';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { toSchedule } from './work-schedule-queries.ts';
import { scheduleNameTaken, scheduleValues } from './work-schedule-queries.ts';

const HR = anyRole('Employee');

export const updateWorkSchedule = defineRoute({
  endpoint: updateWorkScheduleEndpoint,
  access: HR,
  async handler({ params, body, db, actor }) {
    try {
      return await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('work_schedules')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('The work schedule was not found.');
        const after = await trx
          .updateTable('work_schedules')
          .set({ ...scheduleValues(body), updated_at: new Date() })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'work-schedule',
          entityId: params.id,
          action: 'updated',
          ...diff(toSchedule(before), toSchedule(after)),
        });
        return toSchedule(after);
      });
    } catch (err) {
      return scheduleNameTaken(err);
    }
  },
});
