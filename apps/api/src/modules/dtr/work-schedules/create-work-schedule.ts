import { createWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/create-work-schedule';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toSchedule } from './work-schedule-queries.ts';
import { scheduleNameTaken, scheduleValues } from './work-schedule-queries.ts';

const HR = anyRole('Employee');

export const createWorkSchedule = defineRoute({
  endpoint: createWorkScheduleEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('work_schedules')
          .values(scheduleValues(body))
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'work-schedule',
          entityId: created.id,
          action: 'created',
          newValues: toSchedule(created),
        });
        return created;
      });
      reply.code(201);
      return toSchedule(row);
    } catch (err) {
      return scheduleNameTaken(err);
    }
  },
});
