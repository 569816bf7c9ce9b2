import { endpoint, idParam } from '../../http.ts';
import { teamFieldsSchema, teamSchema } from '../teams.ts';

export const updateTeamEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/teams/{id}',
  summary: 'Edit a team.',
  params: idParam,
  body: teamFieldsSchema,
  response: teamSchema,
});
