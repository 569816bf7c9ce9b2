import { PERSONNEL_MESSAGES } from '@ilaw/contracts/helpdesk/personnel/personnel';
import { addItPersonEndpoint } from '@ilaw/contracts/helpdesk/personnel/add-it-person';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { itPersonnel } from './personnel-queries.ts';

export const addItPerson = defineRoute({
  endpoint: addItPersonEndpoint,
  access: anyRole('Admin'),
  async handler({ body, db, actor, reply }) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'is_active'])
      .where(sql`lower(username)`, '=', body.username.toLowerCase())
      .executeTakeFirst();
    if (!user) throw fieldError('username', PERSONNEL_MESSAGES.userNotFound);
    if (!user.is_active) throw fieldError('username', PERSONNEL_MESSAGES.inactive);
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('user_roles')
        .values({ user_id: user.id, role: 'ITPersonnel' })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!added) throw conflict(PERSONNEL_MESSAGES.already, 'username');
      await recordAudit(trx, actor, {
        entityType: 'user',
        entityId: user.id,
        action: 'it-personnel-added',
        newValues: { role: 'ITPersonnel' },
      });
    });
    reply.code(201);
    return (await itPersonnel(db, user.id))[0]!;
  },
});
