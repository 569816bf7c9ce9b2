import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { totalBilledRowSchema } from './report.ts';

export const totalBilledEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/total-billed',
  summary: 'Total billed per bill month (posted bills).',
  response: z.array(totalBilledRowSchema),
});
