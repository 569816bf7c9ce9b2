import { assignScheduleEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/assign-schedule';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { assignmentQuery, toAssignment } from './schedule-assignment-queries.ts';
import { recomputeStoredDtr } from '../recompute-stored.ts';

const HR = anyRole('Employee');

export const assignSchedule = defineRoute({
  endpoint: assignScheduleEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const employee = await trx
        .selectFrom('employees')
        .select('id')
        .where('id', '=', body.employeeId)
        .executeTakeFirst();
      if (!employee) throw fieldError('employeeId', 'The employee was not found.');
      // One employee's assignments follow each other: the check below then sees the one before.
      await lockSubject(trx, 'dtr-schedule-assignment', body.employeeId);
      const schedule = await trx
        .selectFrom('work_schedules')
        .select(['id', 'is_active'])
        .where('id', '=', body.workScheduleId)
        .executeTakeFirst();
      if (!schedule || !schedule.is_active) throw fieldError('workScheduleId', 'Choose an active work schedule.');
      const later = await trx
        .selectFrom('employee_work_schedules')
        .select('id')
        .where('employee_id', '=', body.employeeId)
        .where('effective_from', '>=', body.effectiveFrom)
        .executeTakeFirst();
      if (later) throw conflict('The employee already has an assignment from this date or later.', 'effectiveFrom');
      // The open assignment ends the day before the new one starts.
      await sql`
        UPDATE employee_work_schedules SET effective_to = ${body.effectiveFrom}::date - 1
        WHERE employee_id = ${body.employeeId} AND (effective_to IS NULL OR effective_to >= ${body.effectiveFrom}::date)`.execute(
        trx,
      );
      const row = await trx
        .insertInto('employee_work_schedules')
        .values({
          employee_id: body.employeeId,
          work_schedule_id: body.workScheduleId,
          effective_from: body.effectiveFrom,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Days already stored from that date on follow the new schedule at once.
      await recomputeStoredDtr(trx, body.employeeId, body.effectiveFrom, '9999-12-31');
      await recordAudit(trx, actor, {
        entityType: 'work-schedule-assignment',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return toAssignment(await assignmentQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow());
  },
});
