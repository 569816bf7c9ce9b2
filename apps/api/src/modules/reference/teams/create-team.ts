import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { checkTeamFields, loadTeam } from './team-queries.ts';

export const createTeam = defineRoute({
  endpoint: createTeamEndpoint,
  access: anyRole('Admin'),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkTeamFields(trx, body, null);
      const row = await trx
        .insertInto('teams')
        .values({
          name: body.name,
          branch_code: body.branchCode,
          leader_name: body.leaderName,
          contact_no: body.contactNo,
          members: JSON.stringify(body.members),
          is_active: body.isActive,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { entityType: 'team', entityId: row.id, action: 'created', newValues: body });
      return row.id;
    });
    const team = await loadTeam(db, id);
    if (!team) throw new Error('created team vanished');
    reply.code(201);
    return team;
  },
});
