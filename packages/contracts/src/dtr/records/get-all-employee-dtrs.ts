import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const period = z.object(periodFields);

export const hrAllEmployeeDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetAllEmployeeDtr',
  summary: "Every active employee's daily time record for a period (print-all).",
  query: withPeriod(period),
  response: z.array(employeeDtrSchema),
});
