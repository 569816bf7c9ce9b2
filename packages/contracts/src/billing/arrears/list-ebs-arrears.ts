import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { arrearsRowSchema, arrearsTotalsSchema, listArrearsQuery } from './arrears.ts';

export const listEbsArrearsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/ebs-arrears',
  summary: 'EBS Arrears: consumers with unpaid bills, aged, with surcharge, advance balance and what EBS Online takes.',
  query: listArrearsQuery,
  response: z.object({
    data: z.array(arrearsRowSchema),
    total: z.number().int(),
    asOf: z.string(),
    totals: arrearsTotalsSchema,
  }),
});
