import { z } from 'zod';
import { endpoint } from '../../http.ts';

export const listLeaveClosingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/fiscal-year-closings',
  summary: 'Fiscal years whose leave is closed, newest first.',
  response: z.array(
    z.object({
      fiscalYearId: z.number().int(),
      fiscalYearName: z.string(),
      nextFiscalYearId: z.number().int(),
      nextFiscalYearName: z.string(),
      closedAt: z.string(),
    }),
  ),
});
