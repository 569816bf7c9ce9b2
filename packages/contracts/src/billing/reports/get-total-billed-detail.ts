import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { totalBilledRowSchema } from './report.ts';

export const totalBilledDetailEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/total-billed/{id}',
  summary: 'Total billed of one bill month by branch and class.',
  params: idParam,
  response: z.object({
    month: totalBilledRowSchema,
    rows: z.array(
      z.object({
        branchCode: z.number().int(),
        consumerClass: z.string(),
        bills: z.number().int(),
        kwh: z.string(),
        total: z.string(),
      }),
    ),
  }),
});
