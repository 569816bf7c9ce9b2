import { endpoint } from '../../http.ts';
import { teamSchema } from '../teams.ts';
import { z } from 'zod';

export const listTeamsEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/Teams',
  summary: 'Line crews, active first, by name.',
  response: z.array(teamSchema),
});
