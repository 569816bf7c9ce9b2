import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { payrollTypeSchema } from './payroll-type.ts';

export const listPayrollTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/types',
  summary: 'Payroll types, by name.',
  response: z.array(payrollTypeSchema),
});
