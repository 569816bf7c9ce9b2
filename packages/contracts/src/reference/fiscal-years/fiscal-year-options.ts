import { endpoint } from '../../http.ts';
import { fiscalYearSchema } from '../fiscal-years.ts';
import { z } from 'zod';

export const fiscalYearOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/FiscalYears',
  summary: 'Fiscal years for pickers, newest first.',
  response: z.array(fiscalYearSchema),
});
