import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { integer } from '../../primitives.ts';
import { monthlyEarnedLeaveSchema } from './monthly-credit.ts';

export const postMonthlyEarnedEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/MonthlyEarnedLeaves',
  summary: "Post a month's leave credits to every active employee hired by the month's end; once per month.",
  body: z.object({
    year: integer(2000, 2100),
    month: integer(1, 12),
  }),
  response: monthlyEarnedLeaveSchema,
});
