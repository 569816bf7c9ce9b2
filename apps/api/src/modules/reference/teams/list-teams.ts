import { listTeamsEndpoint } from '@ilaw/contracts/reference/teams/list-teams';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { teamQuery, toTeam } from './team-queries.ts';

export const listTeams = defineRoute({
  endpoint: listTeamsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    const rows = await teamQuery(db).orderBy('t.is_active', 'desc').orderBy('t.name').execute();
    return rows.map(toTeam);
  },
});
