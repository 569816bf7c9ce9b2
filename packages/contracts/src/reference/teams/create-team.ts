import { endpoint } from '../../http.ts';
import { teamFieldsSchema, teamSchema } from '../teams.ts';

export const createTeamEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/teams',
  summary: 'Add a team.',
  body: teamFieldsSchema,
  response: teamSchema,
});
