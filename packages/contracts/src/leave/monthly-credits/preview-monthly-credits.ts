import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { integer } from '../../primitives.ts';

export const previewMonthlyEarnedEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/MonthlyEarnedLeaves/preview',
  summary:
    'What posting a month would do, for the confirmation: how many employees it would credit, and whether the month has ended and was already posted.',
  query: z.object({ year: integer(2000, 2100), month: integer(1, 12) }),
  response: z.object({
    year: z.number().int(),
    month: z.number().int(),
    employeeCount: z.number().int(),
    ended: z.boolean(),
    alreadyPosted: z.boolean(),
  }),
});
