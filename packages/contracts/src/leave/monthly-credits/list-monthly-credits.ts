import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { monthlyEarnedLeaveSchema } from './monthly-credit.ts';

export const listMonthlyEarnedEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/MonthlyEarnedLeaves',
  summary: 'Monthly earned leave postings (not cancelled), newest first.',
  query: z.object({ fiscalYearId: id().optional() }),
  response: z.array(monthlyEarnedLeaveSchema),
});
