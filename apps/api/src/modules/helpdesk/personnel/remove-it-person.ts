import { PERSONNEL_MESSAGES } from '@ilaw/contracts/helpdesk/personnel/personnel';
import { removeItPersonEndpoint } from '@ilaw/contracts/helpdesk/personnel/remove-it-person';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TICKET_LOCK } from '../access.ts';

export const removeItPerson = defineRoute({
  endpoint: removeItPersonEndpoint,
  access: anyRole('Admin'),
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      // Under the same lock as assignments of this person, so none slips in meanwhile.
      await lockSubject(trx, `${TICKET_LOCK}-assignee`, params.userId);
      const role = await trx
        .selectFrom('user_roles')
        .select('user_id')
        .where('user_id', '=', params.userId)
        .where('role', '=', 'ITPersonnel')
        .executeTakeFirst();
      if (!role) throw notFound(PERSONNEL_MESSAGES.notPersonnel);
      const open = await trx
        .selectFrom('it_tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('assigned_to', '=', params.userId)
        .where('status', 'in', ['Assigned', 'InProgress'])
        .executeTakeFirstOrThrow();
      if (Number(open.n) > 0) throw conflict(PERSONNEL_MESSAGES.openRequests(Number(open.n)));
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', params.userId)
        .where('role', '=', 'ITPersonnel')
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'user',
        entityId: params.userId,
        action: 'it-personnel-removed',
        oldValues: { role: 'ITPersonnel' },
      });
    });
    return { ok: true as const };
  },
});
