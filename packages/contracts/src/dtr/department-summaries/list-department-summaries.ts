import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { periodFields, withPeriod } from '../fields.ts';

const period = z.object(periodFields);

export const hrDtrDepartmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/daily-time-record/departments',
  summary: 'Departments with their employee count and period totals.',
  query: withPeriod(period),
  response: z.array(
    z.object({
      departmentId: z.number().int(),
      code: z.string(),
      name: z.string(),
      employees: z.number().int(),
      tardyMinutes: z.number().int(),
      undertimeMinutes: z.number().int(),
      absentDays: z.string(),
    }),
  ),
});
