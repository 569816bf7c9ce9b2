import { createPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/create-pms-seminar';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { NCA_CLERKS } from '../access.ts';
import { loadSeminarDetail } from './pms-seminar-queries.ts';

export async function scheduleSeminar({
  body,
  db,
  user,
  actor,
  reply,
}: HandlerInput<typeof createPmsSeminarEndpoint, SessionUser>) {
  const id = await db.transaction().execute(async (trx) => {
    const branch = await trx
      .selectFrom('branches')
      .select('code')
      .where('code', '=', body.branchCode)
      .executeTakeFirst();
    if (!branch) throw fieldError('branchCode', 'The branch does not exist.');
    const row = await trx
      .insertInto('msd_pms_seminars')
      .values({
        seminar_date: body.seminarDate,
        start_time: body.startTime,
        venue: body.venue,
        branch_code: body.branchCode,
        facilitator: body.facilitator,
        seats: body.seats,
        created_by: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entityType: 'msd-pms-seminar',
      entityId: row.id,
      action: 'created',
      newValues: body,
    });
    return row.id;
  });
  reply.code(201);
  return loadSeminarDetail(db, id);
}

export const createPmsSeminar = defineRoute({
  endpoint: createPmsSeminarEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: scheduleSeminar,
});
