import { updateTeamEndpoint } from '@ilaw/contracts/reference/teams/update-team';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { checkTeamFields, loadTeam } from './team-queries.ts';

export const updateTeam = defineRoute({
  endpoint: updateTeamEndpoint,
  access: anyRole('Admin'),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadTeam(trx, params.id);
      if (!before) throw notFound('The team was not found.');
      await checkTeamFields(trx, body, params.id);
      await trx
        .updateTable('teams')
        .set({
          name: body.name,
          branch_code: body.branchCode,
          leader_name: body.leaderName,
          contact_no: body.contactNo,
          members: JSON.stringify(body.members),
          is_active: body.isActive,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      const { id: _id, branchName: _b, ...old } = before;
      const changes = diff(old, body);
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, { entityType: 'team', entityId: params.id, action: 'updated', ...changes });
      }
    });
    const team = await loadTeam(db, params.id);
    if (!team) throw notFound('The team was not found.');
    return team;
  },
});
