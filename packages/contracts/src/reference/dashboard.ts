import { z } from 'zod';
import { endpoint } from '../http.ts';

/** One dashboard card: a count of something the signed-in user may see, with where to go. */
export const dashboardCardSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  link: z.string().nullable(),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

export const dashboardStatusesEndpoint = endpoint({
  method: 'GET',
  path: '/api/DashboardController',
  summary: 'Counts for the dashboard’s cards, limited to what the user’s roles cover.',
  response: z.array(dashboardCardSchema),
});
